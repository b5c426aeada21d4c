import "server-only";
import { db } from "@/lib/db";
import { deleteEndedEmailChanges, deleteEndedMemberSessions, deleteEndedSignInLinks } from "@/lib/data/members";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { memberSessionCutoff } from "@/lib/members/session";
import { logger } from "@/lib/logger";

/**
 * Sign-in and address change links a day after they ended (an address that never asks again
 * would otherwise keep its links for ever), and member sessions that were revoked or outlived
 * their lifetime (hourly; idempotent).
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
    const changes = await deleteEndedEmailChanges(now);
    const sessions = await deleteEndedMemberSessions(memberSessionCutoff(now));
    if (links || changes || sessions) logger.debug(`[members] deleted ${links} sign-in links, ${changes} address change links and ${sessions} sessions, all ended`);
  },
});
