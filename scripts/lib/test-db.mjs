// @ts-check
// Throwaway databases for the test suites: one embedded cluster per run (fsync off), one migrated
// template database, and a fresh copy of it per suite. Everything is removed afterwards.
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { startEmbeddedPostgres } from "../../server/embedded-postgres.ts";
import { root } from "../../server/paths.ts";
import { runPrisma } from "../../server/prisma-cli.ts";

const TEMPLATE = "stepwise_template";

/**
 * A test run's cluster serves several app servers at once (Playwright's workers, the adversarial
 * suite's lanes), so it allows more connections than npm start's embedded server.
 */
const TEST_MAX_CONNECTIONS = 200;

/**
 * @param {string} [name] the cluster's folder under .test-data
 * @param {{ maxConnections?: number }} [options] `maxConnections`: as npm start sizes the embedded
 *   server (embeddedMaxConnections), for a suite whose figures depend on it (the fault suite)
 */
export async function startTestCluster(name = `run-${process.pid}`, { maxConnections = TEST_MAX_CONNECTIONS } = {}) {
  const dir = path.join(root, ".test-data", name);
  await fs.rm(dir, { recursive: true, force: true });
  const server = await startEmbeddedPostgres({ dir, fast: true, maxConnections });
  /** @type {Promise<string> | undefined} */
  let templateReady;

  const admin = server.query;
  /** The migrated template, made once (callers that ask together wait for the same migration). */
  const template = () => (templateReady ??= (async () => {
    await server.createDatabase(TEMPLATE);
    await runPrisma(["migrate", "deploy"], { databaseUrl: server.url(TEMPLATE), stdio: "pipe" });
    return TEMPLATE;
  })());

  return {
    dir,
    server,
    url: server.url,
    template,
    /**
     * A new database with every migration applied, copied from the migrated template.
     * @param {string} database
     */
    async createDatabase(database) {
      await template();
      await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin(`CREATE DATABASE "${database}" TEMPLATE "${TEMPLATE}"`);
      return server.url(database);
    },
    /** @param {string} database */
    dropDatabase: (database) => admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`),
    async stop() {
      await server.stop().catch(() => {});
      if (existsSync(dir)) await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
