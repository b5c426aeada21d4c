import "server-only";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { logger } from "@/lib/logger";
import { sendDigestIfDue } from "@/lib/notifications/digest";

/** Hourly: in the owner's chosen hour, the daily digest (lib/notifications/digest.ts). */
export const notificationDigestJob = defineJob({
  name: QUEUE.notificationDigest,
  queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 300 },
  pollingIntervalSeconds: 5,
  cron: "0 * * * *",
  async run() {
    const listed = await sendDigestIfDue(new Date());
    if (listed) logger.info(`[notifications] daily digest queued, listing ${listed} events`);
  },
});
