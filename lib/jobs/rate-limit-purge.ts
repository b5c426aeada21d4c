import "server-only";
import { purgeProviderMessages } from "@/lib/data/provider-events";
import { purgeExpiredRateLimits } from "@/lib/data/rate-limits";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { logger } from "@/lib/logger";

/** Longer than the webhook signature's tolerance (5 minutes either way). */
const SEEN_IDS_KEPT_MS = 60 * 60_000;

/**
 * Rate-limit rows are deleted once their window has ended, and the seen ids of provider webhooks
 * once a replay would fail the signature's 5-minute tolerance anyway (every 10 minutes; idempotent).
 */
export const rateLimitPurgeJob = defineJob({
  name: QUEUE.rateLimitPurge,
  queue: { retryLimit: 0, expireInSeconds: 300 },
  pollingIntervalSeconds: 5,
  cron: "*/10 * * * *",
  atStart: true,
  async run() {
    const purged = await purgeExpiredRateLimits();
    if (purged) logger.debug(`[rate-limit] deleted ${purged} expired rows`);
    await purgeProviderMessages(new Date(Date.now() - SEEN_IDS_KEPT_MS));
  },
});
