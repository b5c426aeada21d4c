import pg from "pg";
import { beforeAll, inject, vi } from "vitest";
import { CLEAR_JOBS_SQL } from "./job-reset";

/**
 * This worker's database, copied from the migrated template the first time one of its files runs:
 * files in different workers run side by side and never share rows; files in one worker run one
 * after another, each resetting what it uses, as they did when the run had one database.
 * `created`: this file made it.
 */
async function workerDatabase() {
  const database = `stepwise_integration_${process.env.VITEST_POOL_ID ?? "1"}`;
  const url = Object.assign(new URL(inject("clusterUrl")), { pathname: `/${database}` }).href;
  const admin = new pg.Client({ connectionString: inject("clusterUrl") });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (rowCount) return { url, created: false };
    await admin.query(`CREATE DATABASE "${database}" TEMPLATE "${inject("templateDatabase")}"`);
    return { url, created: true };
  } finally {
    await admin.end();
  }
}

const worker = await workerDatabase();
process.env.DATABASE_URL = worker.url;
process.env.NEXTAUTH_SECRET ??= "integration-test-secret-integration-test-secret";
process.env.LOG_LEVEL ??= "silent";
// A new connection's handshake bound: the server's default (1 s) tells a dead database from a live
// one quickly. Here three files share two cores with the build running beside them, and a handshake
// read late failed a CI run's outbox test on a live database ("timeout expired").
// lib/postgres.int.test.ts checks the bound itself, with bounds of its own.
process.env.DATABASE_CONNECT_TIMEOUT_MS ??= "10000";

// Route handlers are called directly here, outside a Next.js server: there is no page cache to
// revalidate. The end-to-end suite checks revalidation against the real server.
vi.mock("next/cache", () => import("./next-cache"));

beforeAll(async () => {
  // pg-boss's schema and queues, as a server's start creates them (handlers enqueue jobs in their
  // transactions): once, in the file that made the worker's database. Loading every job's module
  // to do it again cost each file about a second and a quarter.
  if (worker.created) await (await import("@/lib/jobs/registry")).prepareJobQueue();
  // Each file starts with an empty queue, as with an empty database.
  const client = new pg.Client({ connectionString: worker.url });
  await client.connect();
  try {
    for (const statement of CLEAR_JOBS_SQL) await client.query(statement);
  } finally {
    await client.end();
  }
});
