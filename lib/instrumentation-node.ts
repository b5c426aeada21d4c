import "server-only";
import { ensureFirstAdmin } from "@/lib/admin/first-account";
import { startAnalyticsJobs } from "@/lib/analytics/start";
import { purgeTrash } from "@/lib/data/trash";
import { startAppOutboxWorker } from "@/lib/email/start";
import { startPeriodicJob } from "@/lib/jobs/periodic";
import { startScheduledJobs } from "@/lib/jobs/start";
import { env, exportEnv, isBuildPhase, siteUrl } from "@/lib/env";
import { postgres } from "@/lib/postgres";

/**
 * A server instance starts (instrumentation.ts): the outbox worker, the analytics roll-up, the
 * trash purge, scheduled publishing, the pool, the first admin.
 */
export async function startNodeInstance() {
  // next-auth reads its base URL from NEXTAUTH_URL on each request: the site's own, under any server
  // (our launcher sets it too; `next start` and the standalone server.js get it here, before any request).
  exportEnv({ NEXTAUTH_URL: siteUrl });
  if (isBuildPhase || !env.DATABASE_URL) return;
  startAppOutboxWorker();
  startAnalyticsJobs();
  // What has been in the trash 30 days is erased for good (hourly, and at start; idempotent).
  startPeriodicJob("trash", 3_600_000, async () => void (await purgeTrash()), { runNow: true });
  startScheduledJobs();
  // Open the pool's connections now: under a burst of first requests the event loop is busy, and
  // a connection opened then can miss its 1.5 s handshake deadline (a 503 for a healthy database).
  await postgres().warm(env.DATABASE_POOL_SIZE);
  // The first admin account, when there is none (its generated password is printed once). A
  // database that is down now gets it later (app/api/internal/revalidate/route.ts).
  await ensureFirstAdmin().catch((error: unknown) => console.error(`[stepwise] admin account not checked yet: ${String(error)}`));
}
