import "server-only";
import { env, isBuildPhase } from "@/lib/env";
import { jobQueue } from "@/lib/jobs/queue";
import { runJobs } from "@/lib/jobs/registry";
import { logger } from "@/lib/logger";

const RETRY_START_MS = 5000;
let started = false;

/**
 * Starts this process's job queue (instrumentation.ts; never during `next build`). It runs on the
 * queue's own small pool (lib/jobs/queue.ts); Next's server exits on SIGTERM without a shutdown
 * hook, so a try it cuts short runs again once it expires (with the same idempotency key). A
 * database that is down now only delays it: the start is tried again until it answers. Resolves
 * after the first try, so that on a new database pg-boss's schema exists before the first request.
 */
export async function startJobQueue() {
  if (started || isBuildPhase || !env.DATABASE_URL) return;
  started = true;
  const attempt = () =>
    runJobs(jobQueue()).then(
      () => {
        logger.info("[jobs] job queue started");
      },
      (error: unknown) => {
        logger.warn(`[jobs] job queue not started, trying again in ${RETRY_START_MS / 1000} s: ${error instanceof Error ? error.message : String(error)}`);
        setTimeout(attempt, RETRY_START_MS).unref();
      },
    );
  await attempt();
}
