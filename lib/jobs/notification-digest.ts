import "server-only";
import { NOTIFICATION_RETENTION_DAYS, purgeOldNotifications } from "@/lib/data/notifications";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { logger } from "@/lib/logger";
import { sendDigestIfDue } from "@/lib/notifications/digest";

/** Hourly: in the owner's chosen hour, the daily digest (lib/notifications/digest.ts); and old events and deliveries erased. */
export const notificationDigestJob = defineJob({
  name: QUEUE.notificationDigest,
  queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 300 },
  pollingIntervalSeconds: 5,
  cron: "0 * * * *",
  async run() {
    const now = new Date();
    const listed = await sendDigestIfDue(now);
    if (listed) logger.info(`[notifications] daily digest queued, listing ${listed} events`);
    const purged = await purgeOldNotifications(now);
    if (purged) logger.info(`[notifications] erased ${purged} events and webhook deliveries past ${NOTIFICATION_RETENTION_DAYS} days`);
  },
});
