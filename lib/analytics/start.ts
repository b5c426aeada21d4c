import "server-only";
import { rollUpAnalytics } from "@/lib/data/analytics-rollup";
import { env, isBuildPhase } from "@/lib/env";
import { startPeriodicJob } from "@/lib/jobs/periodic";
import { logger } from "@/lib/logger";

/**
 * Runs the analytics roll-up and retention job every ANALYTICS_ROLLUP_INTERVAL_SECONDS on this
 * instance. Every instance runs it; the job's advisory lock lets one at a time do the work, and
 * recomputing a day twice gives the same rows. Returns the function that stops it.
 */
export function startAnalyticsJobs(): () => Promise<void> {
  if (isBuildPhase || !env.DATABASE_URL) return async () => undefined;
  return startPeriodicJob("analytics", env.ANALYTICS_ROLLUP_INTERVAL_SECONDS * 1000, async () => {
    const r = await rollUpAnalytics(env.ANALYTICS_RAW_RETENTION_DAYS);
    if (r.deletedPageViews || r.deletedEvents) logger.info(`[analytics] deleted ${r.deletedPageViews} page views, ${r.deletedEvents} events past retention`);
  });
}
