import "server-only";
import { db } from "@/lib/db";
import { deleteEndedEmailChanges, deleteEndedMemberSessions, deleteEndedSignInLinks } from "@/lib/data/members";
import { deleteEndedPendingJoins } from "@/lib/data/waitlist";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { memberSessionCutoff } from "@/lib/members/session";
import { logger } from "@/lib/logger";

/**
 * Sign-in and address change links a day after they ended (an address that never asks again
 * would otherwise keep its links for ever), and member sessions that were revoked or outlived
 * their lifetime, and the waitlist joins of links never pressed (hourly; idempotent).
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
    const joins = await deleteEndedPendingJoins(new Date(now.getTime() - 24 * 3600_000));
    if (links || changes || sessions || joins) logger.debug(`[members] deleted ${links} sign-in links, ${changes} address change links, ${sessions} sessions and ${joins} waitlist joins, all ended`);
  },
});
