import "server-only";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { logger } from "@/lib/logger";
import { sweepInvites } from "@/lib/waitlist/invites";

/**
 * Waitlist invites' reminders (one each, ~24 h before expiry) and expiries (back to the line), every
 * minute. A sweep over the invites' state rather than a timer per invite: idempotent, and right
 * after downtime or a late run (what is due is done; a reminder past its invite's expiry is not sent).
 */
export const waitlistInvitesJob = defineJob({
  name: QUEUE.waitlistInvites,
  queue: { retryLimit: 0, expireInSeconds: 300 },
  pollingIntervalSeconds: 5,
  cron: "* * * * *",
  atStart: true,
  async run() {
    const { reminded, expired } = await sweepInvites();
    if (reminded || expired) logger.info(`[waitlist] ${reminded} invite reminder(s) queued, ${expired} invite(s) expired`);
  },
});
