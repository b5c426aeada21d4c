import "server-only";
import { purgeExpiredRateLimits } from "@/lib/data/rate-limits";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { logger } from "@/lib/logger";

/** Rate-limit rows are deleted once their window has ended (every 10 minutes; idempotent). */
export const rateLimitPurgeJob = defineJob({
  name: QUEUE.rateLimitPurge,
  queue: { retryLimit: 0, expireInSeconds: 300 },
  pollingIntervalSeconds: 5,
  cron: "*/10 * * * *",
  atStart: true,
  async run() {
    const purged = await purgeExpiredRateLimits();
    if (purged) logger.debug(`[rate-limit] deleted ${purged} expired rows`);
  },
});
