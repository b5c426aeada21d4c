import pg from "pg";
import { beforeAll, inject, vi } from "vitest";

/**
 * This worker's database, copied from the migrated template the first time one of its files runs:
 * files in different workers run side by side and never share rows; files in one worker run one
 * after another, each resetting what it uses, as they did when the run had one database.
 */
async function workerDatabase() {
  const database = `stepwise_integration_${process.env.VITEST_POOL_ID ?? "1"}`;
  const url = Object.assign(new URL(inject("clusterUrl")), { pathname: `/${database}` }).href;
  const admin = new pg.Client({ connectionString: inject("clusterUrl") });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${database}" TEMPLATE "${inject("templateDatabase")}"`);
  } finally {
    await admin.end();
  }
  return url;
}

process.env.DATABASE_URL = await workerDatabase();
process.env.NEXTAUTH_SECRET ??= "integration-test-secret-integration-test-secret";
process.env.LOG_LEVEL ??= "silent";

// Route handlers are called directly here, outside a Next.js server: there is no page cache to
// revalidate. The end-to-end suite checks revalidation against the real server.
vi.mock("next/cache", () => ({
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
  updateTag: vi.fn(),
  unstable_cache: <T,>(fn: T) => fn,
}));

// pg-boss's schema and queues, as a server's start creates them: handlers enqueue jobs in their transactions.
beforeAll(async () => {
  const { prepareJobQueue } = await import("@/lib/jobs/registry");
  const { clearJobs } = await import("@/tests/integration/jobs");
  await prepareJobQueue();
  // Each file starts with an empty queue, as with an empty database.
  await clearJobs();
});
