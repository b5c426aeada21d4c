import "server-only";
import { startAnalyticsJobs } from "@/lib/analytics/start";
import { listenForOutbox } from "@/lib/data/outbox";
import { env, isBuildPhase } from "@/lib/env";
import { logger } from "@/lib/logger";
import { onShutdown } from "@/lib/shutdown";
import { configuredProvider } from "@/lib/email/provider";
import { setAppOutboxWorker, startOutboxWorker } from "@/lib/email/worker";

const LISTEN_RETRY_MS = 5_000;

/** Starts this instance's outbox worker and its LISTEN connection; both stop at shutdown. */
export function startAppOutboxWorker() {
  const state = globalThis as unknown as { __stepwiseOutboxStarted?: boolean };
  if (state.__stepwiseOutboxStarted || isBuildPhase || !env.DATABASE_URL) return;
  state.__stepwiseOutboxStarted = true;
  // The analytics roll-up shares this once-per-instance start (instrumentation.ts calls only this).
  startAnalyticsJobs();

  const provider = configuredProvider();
  const worker = startOutboxWorker({ provider });
  setAppOutboxWorker(worker);
  logger.info(`[email] outbox worker started (provider: ${provider.name})`);

  // Other instances' enqueues arrive by NOTIFY. Without it the poll timer still delivers.
  let closeListener: (() => Promise<unknown>) | null = null;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const listen = async () => {
    try {
      closeListener = await listenForOutbox(env.DATABASE_URL!, () => worker.wake(), (error) => {
        logger.warn(`[email] outbox LISTEN connection lost: ${error.message}`);
        void closeListener?.();
        closeListener = null;
        if (!stopped) retry = setTimeout(listen, LISTEN_RETRY_MS);
      });
    } catch (error) {
      logger.warn(`[email] outbox LISTEN unavailable: ${error instanceof Error ? error.message : String(error)}`);
      if (!stopped) retry = setTimeout(listen, LISTEN_RETRY_MS);
    }
  };
  void listen();

  // Hooks run in reverse order. The worker's first round opened the database pool synchronously
  // above (registering its hook), so this one runs before the pool closes: finish, then close.
  onShutdown(async () => {
    stopped = true;
    clearTimeout(retry);
    await worker.stop();
    await closeListener?.();
    setAppOutboxWorker(undefined);
    logger.info("[email] outbox worker stopped");
  });
}
