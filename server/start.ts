// `npm start` (local quick start: embedded database, build when sources changed), `npm run dev`
// (hot reload) and `npm run start:prod` (--production: an external DATABASE_URL, the configured
// secret and SITE_URL, no build; in the repository or in the standalone layout of the Docker
// image, where Next's own standalone server.js serves).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { env, exportEnv, siteUrlOf } from "../lib/env";
import type { Server } from "./http-server";
import { buildIfChanged, canConnect, checkMigrations, ensureDatabase, ensureSecret, log, migrate, root, type Database } from "./setup";

const dev = process.argv.includes("--dev");
const production = process.argv.includes("--production");
const started = Date.now();
const dataDir = path.resolve(root, env.DATA_DIR);
const DATABASE_RETRY_MS = 3000;

// Production runs on configuration only: nothing is generated, embedded or built.
const REQUIRED_IN_PRODUCTION = {
  DATABASE_URL: "the PostgreSQL (14 or newer) connection URL, e.g. postgresql://user:password@host:5432/stepwise",
  NEXTAUTH_SECRET: "the session secret shared by every instance (at least 32 random characters: openssl rand -base64 32)",
  SITE_URL: "the public address of the site, e.g. https://stepwise.example",
} as const;

function refuseIncompleteProduction() {
  const missing = (Object.keys(REQUIRED_IN_PRODUCTION) as (keyof typeof REQUIRED_IN_PRODUCTION)[]).filter((name) => !env[name]);
  const problems = missing.map((name) => `  ${name} is not set: ${REQUIRED_IN_PRODUCTION[name]}`);
  if (env.NEXTAUTH_SECRET && env.NEXTAUTH_SECRET.length < 32) {
    problems.push(`  NEXTAUTH_SECRET is too short (${env.NEXTAUTH_SECRET.length} characters, at least 32)`);
  }
  if (problems.length) {
    console.error(`[stepwise] production start refused:\n${problems.join("\n")}`);
    process.exit(1);
  }
}

let database: Database | undefined;
let server: Server | undefined;
let stopping = false;
let recovery: NodeJS.Timeout | undefined;

/** Migrations (or, in production, their check). */
async function prepareDatabase(url: string) {
  if (production) await checkMigrations(url);
  else await migrate(url);
}

/**
 * An external database that is down at start does not keep the site down: the server starts
 * (/healthz says 503), and the database work runs as soon as the database answers.
 */
function recoverWhenDatabaseReturns(url: string, revalidate: () => Promise<void>) {
  recovery = setInterval(async () => {
    if (stopping || !(await canConnect(url))) return;
    clearInterval(recovery);
    try {
      await prepareDatabase(url);
      await revalidate();
      log("database reachable again: migrations checked, pages revalidated");
    } catch (error) {
      console.error(`[stepwise] database back, but preparing it failed: ${(error as Error).message}`);
      process.exit(1);
    }
  }, DATABASE_RETRY_MS);
}

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  clearInterval(recovery);
  log(`${signal}: shutting down...`);
  try {
    await server?.close();
    await database?.server?.stop();
  } catch (error) {
    console.error(error);
  }
  log("stopped");
  process.exit(0);
}

/** Polls until the server answers, then revalidates its prerendered pages. */
async function revalidateWhenListening(port: number) {
  const { revalidateAtStart } = await import("./http-server");
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(() => true, () => false);
    if (up) return revalidateAtStart(port);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not answer within 30 s");
}

try {
  if (production) refuseIncompleteProduction();
  else mkdirSync(dataDir, { recursive: true });
  database = production ? { url: env.DATABASE_URL!, server: null } : await ensureDatabase(dataDir);
  const port = env.PORT;
  // What Next reads when the app loads: set before it is imported.
  exportEnv({
    DATABASE_URL: database.url,
    NEXTAUTH_SECRET: production ? env.NEXTAUTH_SECRET : await ensureSecret(dataDir),
    DATA_DIR: dataDir,
    PORT: String(port),
    NODE_ENV: dev ? "development" : "production",
    NEXT_TELEMETRY_DISABLED: "1",
    STEPWISE_INTERNAL_TOKEN: randomBytes(24).toString("base64url"),
    // next-auth's redirects and /api/auth/providers use the site's address, never localhost:3000.
    NEXTAUTH_URL: siteUrlOf({ SITE_URL: env.SITE_URL, PORT: port }),
    // The embedded default backs itself up (the `backup` job, lib/jobs/backup.ts); an external database has its own backups.
    STEPWISE_BACKUP_DIR: database.server ? path.join(dataDir, "backups") : undefined,
  });
  const reachable = database.server !== null || (await canConnect(database.url));
  if (reachable) await prepareDatabase(database.url);
  else log(`the database at DATABASE_URL does not answer: serving anyway (/healthz says 503), retrying every ${DATABASE_RETRY_MS / 1000} s`);
  if (!dev && !production) await buildIfChanged();

  if (production && existsSync(path.join(root, "server.js"))) {
    // The standalone layout (Docker image): Next's own server.js serves, and handles SIGTERM itself.
    await import(pathToFileURL(path.join(root, "server.js")).href);
    if (reachable) await revalidateWhenListening(port);
    else recoverWhenDatabaseReturns(database.url, () => revalidateWhenListening(port));
  } else {
    for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void shutdown(signal));
    const { serve } = await import("./http-server");
    const running = await serve({ dev, port, hostname: env.HOSTNAME });
    server = running;
    // next dev compiles on the first request: only a build prerendered pages with defaults.
    if (!dev && reachable) await running.revalidateAll();
    else if (!dev) recoverWhenDatabaseReturns(database.url, running.revalidateAll);
  }
  log(`ready on http://localhost:${port} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`[stepwise] could not start: ${(error as Error).message}`);
  await database?.server?.stop().catch(() => {});
  process.exit(1);
}
