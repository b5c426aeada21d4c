import "server-only";
import { ensureFirstAdmin } from "@/lib/admin/first-account";
import { startJobQueue } from "@/lib/jobs/start";
import { revalidatePathsOutsideRequest } from "@/lib/cache/revalidate-paths";
import { env, exportEnv, isBuildPhase, siteUrl } from "@/lib/env";
import { postgres } from "@/lib/postgres";

/**
 * A server instance starts (instrumentation.ts): the job queue (e-mail, schedules, roll-ups,
 * purges, backups), and, once the database answers, the first admin and the revalidation of the
 * pages the build prerendered.
 */
export async function startNodeInstance() {
  // next-auth reads its base URL from NEXTAUTH_URL on each request: the site's own, under any server
  // (the launcher sets it too; the standalone server.js alone gets it here, before any request).
  exportEnv({ NEXTAUTH_URL: siteUrl });
  if (isBuildPhase || !env.DATABASE_URL) return;
  // Not awaited: an instance started while the database is down still serves (and answers 503).
  void postgres().open();
  await startJobQueue();
  // Before the first request where the database answers; otherwise as soon as it does.
  const prepared = await prepareDatabaseContent().then(
    () => true,
    (error: unknown) => void console.error(`[stepwise] start-up work waits for the database: ${String(error)}`),
  );
  if (!prepared) whenDatabaseAnswers(prepareDatabaseContent);
}

/**
 * The build ran without a database, so the pages it prerendered hold default content: they are
 * revalidated against the database. The first admin account is made when there is none (its
 * generated password is printed once).
 */
async function prepareDatabaseContent() {
  await ensureFirstAdmin();
  await revalidatePathsOutsideRequest([{ path: "/", type: "layout" }]);
}

/**
 * Runs `work` once, as soon as the LISTEN connection is in place (at start, or when a database
 * that was down at start comes back: the connection retries by itself). A failure is retried at
 * the next reconnection.
 */
function whenDatabaseAnswers(work: () => Promise<void>) {
  let done = false;
  const unsubscribe = postgres().subscribe("stepwise_instance", {
    notify: () => {},
    connected: () => {
      if (done) return;
      done = true;
      work().then(unsubscribe, (error: unknown) => {
        done = false;
        console.error(`[stepwise] start-up work waits for the database: ${String(error)}`);
      });
    },
  });
}
