import "server-only";
import { ensureFirstAdmin } from "@/lib/admin/first-account";
import { startJobQueue } from "@/lib/jobs/start";
import { env, exportEnv, isBuildPhase, siteUrl } from "@/lib/env";
import { postgres } from "@/lib/postgres";

/**
 * A server instance starts (instrumentation.ts): the job queue (e-mail, schedules, roll-ups,
 * purges, backups), the pool, the first admin.
 */
export async function startNodeInstance() {
  // next-auth reads its base URL from NEXTAUTH_URL on each request: the site's own, under any server
  // (our launcher sets it too; `next start` and the standalone server.js get it here, before any request).
  exportEnv({ NEXTAUTH_URL: siteUrl });
  if (isBuildPhase || !env.DATABASE_URL) return;
  await startJobQueue();
  // Open the pool's connections now: under a burst of first requests the event loop is busy, and
  // a connection opened then can miss its 1.5 s handshake deadline (a 503 for a healthy database).
  await postgres().warm(env.DATABASE_POOL_SIZE);
  // The first admin account, when there is none (its generated password is printed once). A
  // database that is down now gets it later (app/api/internal/revalidate/route.ts).
  await ensureFirstAdmin().catch((error: unknown) => console.error(`[stepwise] admin account not checked yet: ${String(error)}`));
}
