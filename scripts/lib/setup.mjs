// What `npm start` prepares before serving: database, migrations, secret, admin account, build.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hash } from "@node-rs/argon2";
import pg from "pg";
import { runPrisma } from "./prisma-cli.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function log(message) {
  console.log(`[stepwise] ${message}`);
}

/** Uses DATABASE_URL when set; otherwise starts the embedded server in DATA_DIR. */
export async function ensureDatabase(dataDir, { fast = false } = {}) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, server: null };
  // Imported here: the standalone production image has no embedded server (nor needs one).
  const { startEmbeddedPostgres } = await import("./embedded-postgres.mjs");
  const server = await startEmbeddedPostgres({ dir: path.join(dataDir, "postgres"), fast });
  await server.createDatabase("stepwise");
  log(`embedded PostgreSQL 17 on 127.0.0.1:${server.port} (data in ${path.relative(root, dataDir) || "."}/postgres)`);
  return { url: server.url("stepwise"), server };
}

export async function migrate(databaseUrl) {
  await runPrisma(["migrate", "deploy"], { databaseUrl, stdio: "pipe" });
}

/** Production: the database must already have this release's migrations (`npm run db:deploy`). */
/** True when a connection to the database can be opened within `timeoutMs`. */
export async function canConnect(databaseUrl, timeoutMs = 2000) {
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

export async function checkMigrations(databaseUrl) {
  const folder = path.join(root, "prisma", "migrations");
  const expected = existsSync(folder) ? readdirSync(folder).filter((name) => /^\d+_/.test(name)) : [];
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`cannot reach the database at DATABASE_URL (${error.message})`);
  }
  try {
    const { rows } = await client
      .query(`SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`)
      .catch(() => ({ rows: [] }));
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
export async function ensureSecret(dataDir) {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** Creates the admin account when there is none. A generated password is printed once. */
export async function ensureAdmin(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM admin_users LIMIT 1");
    if (rowCount) return;
    const username = process.env.ADMIN_USERNAME || "admin";
    const given = process.env.ADMIN_PASSWORD;
    const password = given || randomBytes(15).toString("base64url");
    const passwordHash = await hash(password, { algorithm: 2 }); // argon2id
    const inserted = await client.query(
      `INSERT INTO admin_users (id, username, "passwordHash") VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [randomUUID(), username, passwordHash],
    );
    // Several instances starting at once: only the one whose account was stored prints its password.
    if (!inserted.rowCount) return;
    const shown = given ? "(the ADMIN_PASSWORD you set)" : password;
    console.log(
      `\n  Admin account created. Log in at /admin with\n    username: ${username}\n    password: ${shown}\n  This password is shown only once: keep it now.\n`,
    );
  } finally {
    await client.end();
  }
}

const SOURCES = ["app", "components", "lib", "public", "proxy.ts", "instrumentation.ts", "next.config.ts",
  "postcss.config.mjs", "tsconfig.json", "package-lock.json", "prisma/schema.prisma"];

function* files(entry) {
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
  for (const [key, value] of Object.entries(process.env).sort()) {
    if (key.startsWith("NEXT_PUBLIC_")) digest.update(`${key}=${value}`);
  }
  return digest.digest("hex");
}

export function run(command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

/** Builds the production app when its sources changed since the last build. */
export async function buildIfChanged() {
  const stamp = path.join(root, ".next", "stepwise-source-hash");
  const current = sourceHash();
  if (existsSync(path.join(root, ".next", "BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === current) {
    return false;
  }
  log("building the production app (sources changed)...");
  await run(process.execPath, [path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"], {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
  });
  await fs.writeFile(stamp, current);
  return true;
}
