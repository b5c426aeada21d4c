import "server-only";
import { logger } from "@/lib/logger";
import { postgres } from "@/lib/postgres";

/**
 * Runs `job` every `intervalMs` on this instance, never two runs at once, and waits for the
 * running one when the process closes its database connections. A failed run is logged and the
 * next one tries again. Jobs that every instance runs must be safe to run twice (or take an
 * advisory lock, Postgres.whileLocked). Returns the function that stops it.
 */
export function startPeriodicJob(name: string, intervalMs: number, job: () => Promise<void>, { runNow = false } = {}): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = job()
      .catch((error: unknown) => logger.warn(`[${name}] failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (running = null));
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  if (runNow) run();
  const stop = async () => {
    clearInterval(timer);
    await running;
  };
  postgres().beforeClose(stop);
  return stop;
}
