import "server-only";
import { purgeTrash } from "@/lib/data/trash";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { logger } from "@/lib/logger";

/** What has been in the trash 30 days is erased for good (hourly; idempotent). */
export const trashPurgeJob = defineJob({
  name: QUEUE.trashPurge,
  queue: { retryLimit: 0, expireInSeconds: 600 },
  pollingIntervalSeconds: 5,
  cron: "0 * * * *",
  atStart: true,
  async run() {
    const purged = await purgeTrash();
    if (purged) logger.info(`[trash] erased ${purged} entries past 30 days`);
  },
});
