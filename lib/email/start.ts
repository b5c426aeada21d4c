import "server-only";
import { OUTBOX_CHANNEL } from "@/lib/data/outbox";
import { env, isBuildPhase } from "@/lib/env";
import { logger } from "@/lib/logger";
import { postgres } from "@/lib/postgres";
import { configuredProvider } from "@/lib/email/provider";
import { startOutboxWorker } from "@/lib/email/worker";

let started = false;

/**
 * Starts this instance's outbox worker, woken by NOTIFY on the process's one LISTEN connection
 * (lib/postgres.ts). Before the connections close, it finishes its send in flight.
 */
export function startAppOutboxWorker() {
  if (started || isBuildPhase || !env.DATABASE_URL) return;
  started = true;
  const provider = configuredProvider();
  const worker = startOutboxWorker({ provider });
  logger.info(`[email] outbox worker started (provider: ${provider.name})`);
  // Every enqueue (on this instance or another) NOTIFYs once it commits; while LISTEN is down the
  // poll timer still delivers, and on reconnecting the worker looks at once for what it missed.
  const connections = postgres();
  connections.subscribe(OUTBOX_CHANNEL, { notify: () => worker.wake(), connected: () => worker.wake() });
  connections.beforeClose(async () => {
    await worker.stop();
    logger.info("[email] outbox worker stopped");
  });
}
