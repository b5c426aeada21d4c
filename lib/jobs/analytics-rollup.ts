import "server-only";
import { rollUpAnalytics } from "@/lib/data/analytics-rollup";
import { env } from "@/lib/env";
import { cronEvery } from "@/lib/jobs/cron";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { logger } from "@/lib/logger";

/**
 * The analytics roll-up and the raw rows' retention, one job: the roll-up never recomputes a day
 * past the retention, so both share one cut-off and one lock (the dashboard runs it too).
 */
export const analyticsRollupJob = defineJob({
  name: QUEUE.analyticsRollup,
  queue: { retryLimit: 0, expireInSeconds: 600 },
  pollingIntervalSeconds: 5,
  cron: cronEvery(env.ANALYTICS_ROLLUP_INTERVAL_SECONDS),
  async run() {
    const r = await rollUpAnalytics(env.ANALYTICS_RAW_RETENTION_DAYS);
    if (r.deletedPageViews || r.deletedEvents) logger.info(`[analytics] deleted ${r.deletedPageViews} page views, ${r.deletedEvents} events past retention`);
  },
});
