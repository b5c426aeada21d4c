#!/usr/bin/env node
// `npm start` (local quick start: embedded database, build when sources changed), `npm run dev`
// (hot reload) and `npm run start:prod` (--production: an external DATABASE_URL, the configured
// secret and SITE_URL, no build; in the repository or in the standalone output of the Docker image).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { buildIfChanged, canConnect, checkMigrations, ensureAdmin, ensureDatabase, ensureSecret, log, migrate, root } from "./lib/setup.mjs";

const dev = process.argv.includes("--dev");
const production = process.argv.includes("--production");
const started = Date.now();
const dataDir = path.resolve(root, process.env.DATA_DIR ?? ".data");
process.env.NEXT_TELEMETRY_DISABLED = "1";

// Production runs on configuration only: nothing is generated, embedded or built.
const REQUIRED_IN_PRODUCTION = {
  DATABASE_URL: "the PostgreSQL (14 or newer) connection URL, e.g. postgresql://user:password@host:5432/stepwise",
  NEXTAUTH_SECRET: "the session secret shared by every instance (at least 32 random characters: openssl rand -base64 32)",
  SITE_URL: "the public address of the site, e.g. https://stepwise.example",
};
if (production) {
  const missing = Object.keys(REQUIRED_IN_PRODUCTION).filter((name) => !process.env[name]?.trim());
  const problems = missing.map((name) => `  ${name} is not set: ${REQUIRED_IN_PRODUCTION[name]}`);
  if (!missing.includes("NEXTAUTH_SECRET") && process.env.NEXTAUTH_SECRET.length < 32) {
    problems.push(`  NEXTAUTH_SECRET is too short (${process.env.NEXTAUTH_SECRET.length} characters, at least 32)`);
  }
  if (!missing.includes("SITE_URL") && !URL.canParse(process.env.SITE_URL)) {
    problems.push(`  SITE_URL is not a URL: ${process.env.SITE_URL}`);
  }
  if (problems.length) {
    console.error(`[stepwise] production start refused:\n${problems.join("\n")}`);
    process.exit(1);
  }
} else {
  mkdirSync(dataDir, { recursive: true });
}

let database;
let httpServer;
let stopping = false;
let recovery;

const DATABASE_RETRY_MS = 3000;

/** Migrations (or, in production, their check) and the admin account. */
async function prepareDatabase() {
  if (production) await checkMigrations(database.url);
  else await migrate(database.url);
  await ensureAdmin(database.url);
}

/**
 * An external database that is down at start does not keep the site down: the server starts
 * (/healthz says 503), and the database work runs as soon as the database answers.
 */
function recoverWhenDatabaseReturns() {
  recovery = setInterval(async () => {
    if (stopping || !(await canConnect(database.url))) return;
    clearInterval(recovery);
    try {
      await prepareDatabase();
      await httpServer?.revalidateAll();
      log("database reachable again: migrations checked, pages revalidated");
    } catch (error) {
      console.error(`[stepwise] database back, but preparing it failed: ${error.message}`);
      process.exit(1);
    }
  }, DATABASE_RETRY_MS);
}

async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  clearInterval(recovery);
  log(`${signal}: shutting down...`);
  try {
    await httpServer?.close();
    await database?.server?.stop();
  } catch (error) {
    console.error(error);
  }
  log("stopped");
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void shutdown(signal));

try {
  if (!dev && process.env.NODE_ENV && process.env.NODE_ENV !== "production") {
    log(`NODE_ENV=${process.env.NODE_ENV} ignored: npm start serves the production build`);
  }
  if (production) {
    // Migrations are a deploy step (`npm run db:deploy`), run once, not by every instance.
    database = { url: process.env.DATABASE_URL, server: null };
  } else {
    database = await ensureDatabase(dataDir);
    process.env.DATABASE_URL = database.url;
    process.env.NEXTAUTH_SECRET = await ensureSecret(dataDir);
    process.env.DATA_DIR = dataDir;
  }
  const reachable = database.server !== null || (await canConnect(database.url));
  if (reachable) await prepareDatabase();
  else log(`the database at DATABASE_URL does not answer: serving anyway (/healthz says 503), retrying every ${DATABASE_RETRY_MS / 1000} s`);
  if (!dev && !production) await buildIfChanged();
  // Next reads NODE_ENV when it loads; it must be set before the server module is imported.
  process.env.NODE_ENV = dev ? "development" : "production";
  const port = Number(process.env.PORT ?? 3000);
  process.env.PORT = String(port);
  const { serve } = await import("./lib/http-server.mjs");
  httpServer = await serve({
    dev,
    port,
    hostname: process.env.HOSTNAME ?? "0.0.0.0",
    trustProxy: /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? ""),
    databaseReachable: reachable,
  });
  log(`ready on http://localhost:${port} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!reachable) recoverWhenDatabaseReturns();
} catch (error) {
  console.error(`[stepwise] could not start: ${error.message}`);
  await database?.server?.stop().catch(() => {});
  process.exit(1);
}
