import "server-only";
import { JOB_POLL_MS } from "@/lib/config";
import { JOBS_CHANNEL, nextJobDueAt } from "@/lib/data/jobs";
import { env, isBuildPhase } from "@/lib/env";
import { runDueJobs } from "@/lib/jobs/run";
import { logger } from "@/lib/logger";
import { postgres } from "@/lib/postgres";

let started = false;

/**
 * Scheduled publishing on every instance: a timer for the next due job, re-armed when any
 * instance changes a schedule (NOTIFY on the one LISTEN connection) and after every round. The
 * rows are claimed with SKIP LOCKED, so exactly one instance runs each job. At start the round
 * runs at once: schedules missed while every instance was down run now. A safety poll
 * (JOB_POLL_MS) covers a lost notification.
 */
export function startScheduledJobs() {
  if (started || isBuildPhase || !env.DATABASE_URL) return;
  started = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const arm = async () => {
    const due = await nextJobDueAt();
    if (stopped) return;
    const wait = due ? Math.max(0, due.getTime() - Date.now()) : JOB_POLL_MS;
    clearTimeout(timer);
    timer = setTimeout(wake, Math.min(wait, JOB_POLL_MS));
    timer.unref?.();
  };

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await runDueJobs();
      } while (again && !stopped);
      await arm();
    })()
      .catch((error: unknown) => {
        logger.error(`[jobs] round failed: ${String(error)}`);
        clearTimeout(timer);
        timer = setTimeout(wake, 5_000);
      })
      .finally(() => {
        running = null;
      });
  }

  const connections = postgres();
  connections.subscribe(JOBS_CHANNEL, { notify: wake, connected: wake });
  connections.beforeClose(async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
  wake();
}
