// The launcher: prepares, then hands over to Next's own server, which serves everything (the
// launcher serves nothing). Modes:
// - `npm start`: the embedded database or DATABASE_URL, migrations, the session secret, the build
//   when sources changed, then Next's standalone server.js (.next/standalone) in this process;
// - `npm run dev`: the same database set-up, then `next dev` (hot reload, its CLI as a child);
// - `npm run start:prod` (--production): an external DATABASE_URL, the configured secret and
//   SITE_URL, a check that the migrations are applied, no build; then the same server.js in this
//   process (the Docker image's layout has it at the top, the repository in .next/standalone).
// Next stops on SIGTERM/SIGINT (in-flight requests finish); a signal to the launcher is passed on
// to a `next dev` child, and the embedded database, a child of this process, is shut down as the
// process exits.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { childEnv, env, exportEnv, siteUrlOf } from "../lib/env";
import { buildIfChanged, canConnect, checkMigrations, ensureDatabase, ensureSecret, log, migrate, root, standaloneDir, type Database } from "./setup";

const dev = process.argv.includes("--dev");
const production = process.argv.includes("--production");
const started = Date.now();
const dataDir = path.resolve(root, env.DATA_DIR);
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

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

/** The embedded server shuts down (fast: open transactions roll back, a checkpoint is written) when this process ends, however it ends. */
function stopWithProcess(database: Database) {
  const server = database.server;
  if (!server) return;
  process.on("exit", () => {
    const pid = server.pid();
    if (pid) process.kill(pid, "SIGINT");
  });
}

/** Migrations (or, in production, their check). An external database that is down at start does not keep the site down: /healthz says 503 until it answers. */
async function prepareDatabase(database: Database) {
  if (database.server === null && !(await canConnect(database.url))) {
    log("the database at DATABASE_URL does not answer: serving anyway (/healthz says 503 until it does)");
    return;
  }
  if (production) await checkMigrations(database.url);
  else await migrate(database.url);
}

/**
 * Next's CLI (`next dev`) as this process's child: a signal to this process is passed on, and the
 * child's exit ends this one with its code.
 */
function runNext(args: string[]) {
  const child = spawn(process.execPath, [nextBin, ...args], { cwd: root, env: childEnv(), stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 128 + constants.signals[signal] : 1)));
}

/**
 * Next's own server: the standalone server.js, in this process (it reads PORT, HOSTNAME and
 * KEEP_ALIVE_TIMEOUT). The Docker image's layout has it beside dist/; the repository's build in
 * .next/standalone.
 */
async function handOver() {
  const image = path.join(root, "server.js");
  const server = existsSync(image) ? image : path.join(standaloneDir, "server.js");
  if (!existsSync(server)) throw new Error(`no build at ${path.relative(root, server)}: run \`npm run build\` first`);
  await import(pathToFileURL(server).href);
}

let database: Database | undefined;
try {
  if (production) refuseIncompleteProduction();
  else mkdirSync(dataDir, { recursive: true });
  database = production ? { url: env.DATABASE_URL!, server: null } : await ensureDatabase(dataDir);
  stopWithProcess(database);
  const port = env.PORT;
  // What Next reads when the app loads: set before it is imported.
  exportEnv({
    DATABASE_URL: database.url,
    NEXTAUTH_SECRET: production ? env.NEXTAUTH_SECRET : await ensureSecret(dataDir),
    DATA_DIR: dataDir,
    PORT: String(port),
    HOSTNAME: env.HOSTNAME,
    NODE_ENV: dev ? "development" : "production",
    NEXT_TELEMETRY_DISABLED: "1",
    // next-auth's redirects and /api/auth/providers use the site's address, never localhost:3000.
    NEXTAUTH_URL: siteUrlOf({ SITE_URL: env.SITE_URL, PORT: port }),
    // The embedded default backs itself up (the `backup` job, lib/jobs/backup.ts) unless told where;
    // an external database is backed up only where its operator names a folder.
    BACKUP_DIR: env.BACKUP_DIR ?? (database.server ? path.join(dataDir, "backups") : undefined),
  });
  await prepareDatabase(database);
  if (dev) {
    // `next dev` runs its own processes; this one stays to supervise the database.
    log(`prepared in ${((Date.now() - started) / 1000).toFixed(1)} s: next dev on http://localhost:${port}`);
    runNext(["dev", "--port", String(port), "--hostname", env.HOSTNAME]);
  } else {
    if (!production) await buildIfChanged();
    log(`prepared in ${((Date.now() - started) / 1000).toFixed(1)} s: Next's server on http://localhost:${port}`);
    await handOver();
  }
} catch (error) {
  console.error(`[stepwise] could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
