// What the launcher prepares before Next serves: database, migrations, secret, build.
import { createHash, randomBytes } from "node:crypto";
import { spawn } from "node:child_process";
import { cpSync, existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { childEnv, env } from "../lib/env";
import type { EmbeddedServer } from "./embedded-postgres";
import { root } from "./paths";
import { runPrisma } from "./prisma-cli";

export { root };

export function log(message: string) {
  console.log(`[stepwise] ${message}`);
}

export type Database = { url: string; server: EmbeddedServer | null };

/** Uses DATABASE_URL when set; otherwise starts the embedded server in DATA_DIR, supervised (restarted if it dies). */
export async function ensureDatabase(dataDir: string, { fast = false } = {}): Promise<Database> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, server: null };
  // Imported here: the standalone production image has no embedded server (nor needs one).
  const { startEmbeddedPostgres } = await import("./embedded-postgres");
  const server = await startEmbeddedPostgres({ dir: path.join(dataDir, "postgres"), fast, supervise: log });
  await server.createDatabase("stepwise");
  log(`embedded PostgreSQL 17 on 127.0.0.1:${server.port} (data in ${path.relative(root, dataDir) || "."}/postgres)`);
  return { url: server.url("stepwise"), server };
}

export async function migrate(databaseUrl: string) {
  await runPrisma(["migrate", "deploy"], { databaseUrl, stdio: "pipe" });
}

/** True when a connection to the database can be opened within `timeoutMs`. */
export async function canConnect(databaseUrl: string, timeoutMs = 2000) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Production: the database must already have this release's migrations (`npm run db:deploy`). */
export async function checkMigrations(databaseUrl: string) {
  const folder = path.join(root, "prisma", "migrations");
  const expected = existsSync(folder) ? readdirSync(folder).filter((name) => /^\d+_/.test(name)) : [];
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`cannot reach the database at DATABASE_URL (${(error as Error).message})`);
  }
  try {
    const { rows } = await client
      .query<{ migration_name: string }>(`SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`)
      .catch(() => ({ rows: [] as { migration_name: string }[] }));
    const applied = new Set(rows.map((row) => row.migration_name));
    const pending = expected.filter((name) => !applied.has(name));
    if (pending.length) {
      throw new Error(`the database lacks ${pending.length} migration(s) (${pending.join(", ")}): run \`npm run db:deploy\` first`);
    }
  } finally {
    await client.end();
  }
}

/** The session secret: configured, or generated once and kept in DATA_DIR. */
export async function ensureSecret(dataDir: string): Promise<string> {
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}

const SOURCES = ["app", "components", "lib", "public", "proxy.ts", "instrumentation.ts", "next.config.ts", "postcss.config.mjs", "tsconfig.json", "package-lock.json", "prisma/schema.prisma", "dist/server/cache-handler.mjs"];

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) {
      if (name === "generated" || name === "node_modules") continue;
      yield* files(path.join(entry, name));
    }
  } else yield entry;
}

export function sourceHash() {
  const digest = createHash("sha256");
  for (const source of SOURCES) {
    for (const file of files(path.join(root, source))) {
      digest.update(path.relative(root, file));
      digest.update(readFileSync(file));
    }
  }
  for (const [key, value] of Object.entries(childEnv()).sort()) {
    if (key.startsWith("NEXT_PUBLIC_")) digest.update(`${key}=${value}`);
  }
  return digest.digest("hex");
}

/** Runs a command to its end. */
export function run(command: string, args: string[], environment: NodeJS.ProcessEnv = childEnv()): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: environment, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

/** Next's self-contained server (next.config.ts `output: "standalone"`): what every way of serving runs. */
export const standaloneDir = path.join(root, ".next", "standalone");

/**
 * Builds the production app when its sources changed since the last build (always with `force`),
 * and lays out the standalone server as Next's docs say: server.js serves `.next/static` and
 * `public` from its own folder, and `next build` leaves both for the deployer to copy.
 */
export async function buildIfChanged({ force = false, typeChecked = false } = {}) {
  const distDir = path.join(root, ".next");
  const stamp = path.join(distDir, "stepwise-source-hash");
  const current = sourceHash();
  if (!force && existsSync(path.join(standaloneDir, "server.js")) && existsSync(stamp) && readFileSync(stamp, "utf8") === current) {
    return false;
  }
  log("building the production app (sources changed)...");
  // `typeChecked`: the caller has just type-checked this tree, route types included (`npm test`'s
  // first step), so the build skips its own pass over the same files (next.config.ts).
  const environment = childEnv({ NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...(typeChecked ? { STEPWISE_TYPECHECKED: "1" } : {}) });
  await run(process.execPath, [path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"], environment);
  // cpSync: several times faster than the promise-based fs.cp over many files, and nothing else runs meanwhile.
  cpSync(path.join(distDir, "static"), path.join(standaloneDir, ".next", "static"), { recursive: true });
  if (existsSync(path.join(root, "public"))) cpSync(path.join(root, "public"), path.join(standaloneDir, "public"), { recursive: true });
  await fs.writeFile(stamp, current);
  return true;
}
