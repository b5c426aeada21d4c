import "server-only";
import { db } from "@/lib/db";
import { deleteEndedMemberSessions, deleteEndedSignInLinks } from "@/lib/data/members";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { memberSessionCutoff } from "@/lib/members/session";
import { logger } from "@/lib/logger";

/**
 * Sign-in links a day after they ended (an address that never asks again would otherwise keep its
 * links for ever), and member sessions that were revoked or outlived their lifetime (hourly;
 * idempotent).
 */
export const memberPurgeJob = defineJob({
  name: QUEUE.memberPurge,
  queue: { retryLimit: 0, expireInSeconds: 300 },
  pollingIntervalSeconds: 5,
  cron: "20 * * * *",
  atStart: true,
  async run() {
    const now = new Date();
    const links = await deleteEndedSignInLinks(db, now);
    const sessions = await deleteEndedMemberSessions(memberSessionCutoff(now));
    if (links || sessions) logger.debug(`[members] deleted ${links} ended sign-in links and ${sessions} ended sessions`);
  },
});
