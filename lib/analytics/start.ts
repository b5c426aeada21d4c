import "server-only";
import { rollUpAnalytics } from "@/lib/data/analytics-rollup";
import { env, isBuildPhase } from "@/lib/env";
import { logger } from "@/lib/logger";
import { postgres } from "@/lib/postgres";

/**
 * Runs the analytics roll-up and retention job every ANALYTICS_ROLLUP_INTERVAL_SECONDS on this
 * instance. Every instance runs it; the job's advisory lock lets one at a time do the work, and
 * recomputing a day twice gives the same rows. Returns the function that stops it.
 */
export function startAnalyticsJobs(): () => Promise<void> {
  if (isBuildPhase || !env.DATABASE_URL) return async () => undefined;
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = rollUpAnalytics(env.ANALYTICS_RAW_RETENTION_DAYS)
      .then((r) => {
        if (r.deletedPageViews || r.deletedEvents) logger.info(`[analytics] deleted ${r.deletedPageViews} page views, ${r.deletedEvents} events past retention`);
      })
      .catch((error: unknown) => logger.warn(`[analytics] roll-up failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (running = null));
  };
  const timer = setInterval(run, env.ANALYTICS_ROLLUP_INTERVAL_SECONDS * 1000);
  timer.unref();
  const stop = async () => {
    clearInterval(timer);
    await running;
  };
  postgres().beforeClose(stop);
  return stop;
}
