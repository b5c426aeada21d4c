import "server-only";
import { ensureFirstAdmin } from "@/lib/admin/first-account";
import { startAnalyticsJobs } from "@/lib/analytics/start";
import { startAppOutboxWorker } from "@/lib/email/start";
import { startScheduledJobs } from "@/lib/jobs/start";
import { env, isBuildPhase } from "@/lib/env";
import { postgres } from "@/lib/postgres";

/**
 * A server instance starts (instrumentation.ts): the outbox worker, the analytics roll-up,
 * scheduled publishing, the pool, the first admin.
 */
export async function startNodeInstance() {
  if (isBuildPhase || !env.DATABASE_URL) return;
  startAppOutboxWorker();
  startAnalyticsJobs();
  startScheduledJobs();
  // Open the pool's connections now: under a burst of first requests the event loop is busy, and
  // a connection opened then can miss its 1.5 s handshake deadline (a 503 for a healthy database).
  await postgres().warm(env.DATABASE_POOL_SIZE);
  // The first admin account, when there is none (its generated password is printed once). A
  // database that is down now gets it later (app/api/internal/revalidate/route.ts).
  await ensureFirstAdmin().catch((error: unknown) => console.error(`[stepwise] admin account not checked yet: ${String(error)}`));
}
