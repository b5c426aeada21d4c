// @ts-check
// HTTP plumbing of the adversarial suite: a raw client (full control of Origin, chunked bodies,
// timings) and a launcher for the production server (`node dist/server/start.mjs`) on a given database.
import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { signalGroup } from "../process-group.mts";
import { root } from "../setup.mjs";

/** @typedef {import("./types").App} App @typedef {import("./types").Response} Response @typedef {import("./types").SendOptions} SendOptions */

/**
 * The launcher's production mode, for servers on databases copied from the migrated template: it
 * checks the migrations instead of running them and never builds, so each start skips a Prisma run.
 */
export const PRODUCTION = ["--production"];

export const ADMIN = { username: "admin", password: "adversarial-admin-Str0ng-pass" };

/**
 * One request. `body` is a string or Buffer sent with Content-Length; `chunks` (strings) are sent
 * with Transfer-Encoding: chunked and no Content-Length. Resolves { status, headers, text, ms };
 * network failures resolve with status 0 and the error's code as text.
 * @param {string} base @param {SendOptions} options @returns {Promise<Response>}
 */
export function send(base, { method = "GET", path: p = "/", headers = {}, body, chunks, agent, timeoutMs = 15_000 }) {
  const url = new URL(p, base);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      /** @type {Buffer[]} */
      const parts = [];
      res.on("data", (c) => parts.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(parts).toString("utf8"), ms: performance.now() - started }),
      );
      res.on("error", (e) => resolve({ status: 0, headers: {}, text: errorCode(e), ms: performance.now() - started }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error("client timeout"), { code: "CLIENT_TIMEOUT" })));
    req.on("error", (e) => resolve({ status: 0, headers: {}, text: errorCode(e), ms: performance.now() - started }));
    if (chunks) {
      (async () => {
        for (const chunk of chunks) {
          if (!req.write(chunk)) await new Promise((r) => req.once("drain", r));
        }
        req.end();
      })().catch(() => {});
    } else req.end(body);
  });
}

/** @param {Error & { code?: string }} error */
const errorCode = (error) => String(error.code ?? error.message);

/**
 * A same-origin JSON request, as this site's own pages send them.
 * @param {Pick<App, "base">} app @param {string} p @param {unknown} value
 * @param {{ method?: string; headers?: import("node:http").OutgoingHttpHeaders; agent?: http.Agent; raw?: string; timeoutMs?: number }} [options]
 */
export function sendJson(app, p, value, { method = "POST", headers = {}, agent, raw, timeoutMs } = {}) {
  const body = raw ?? JSON.stringify(value);
  return send(app.base, {
    method,
    path: p,
    agent,
    timeoutMs,
    body,
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), origin: app.base, ...headers },
  });
}

/** True when the error body's request id is the X-Request-Id header's. @param {Response} res */
export function carriesRequestId(res) {
  try {
    const id = JSON.parse(res.text).error.requestId;
    return Boolean(id) && id === res.headers["x-request-id"];
  } catch {
    return false;
  }
}

/**
 * Runs `worker(item)` over items with at most `limit` in flight.
 * @template T, R @param {T[]} items @param {number} limit @param {(item: T, index: number) => Promise<R>} worker @returns {Promise<R[]>}
 */
export async function pool(items, limit, worker) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  async function lane() {
    while (next < items.length) {
      const i = next++;
      results[i] = await worker(/** @type {T} */ (items[i]), i);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/**
 * Starts the production server on `databaseUrl`; resolves once /healthz answers 200.
 * @param {{ port: number; databaseUrl: string; dataDir: string; env?: Record<string, string>; quiet?: boolean; appRoot?: string; args?: string[] }} options
 * @returns {Promise<App>}
 */
export async function startApp({ port, databaseUrl, dataDir, env = {}, quiet = true, appRoot = root, args = [] }) {
  const base = `http://127.0.0.1:${port}`;
  /** @type {string[]} */
  const logs = [];
  const child = spawn(process.execPath, [path.join(appRoot, "dist", "server", "start.mjs"), ...args], {
    cwd: appRoot,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SITE_URL: base,
      NEXTAUTH_SECRET: "adversarial-session-secret-0123456789-abcdefghijkl",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "error",
      ...env,
    },
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk) => {
      logs.push(chunk.toString());
      if (!quiet) process.stderr.write(chunk);
    });
  }
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}:\n${logs.join("").slice(-3000)}`);
    const res = await send(base, { path: "/healthz", timeoutMs: 2000 });
    if (res.status === 200) break;
    if (Date.now() > deadline) throw new Error(`the app did not become healthy on ${base}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    port,
    databaseUrl,
    logs,
    pid: child.pid ?? 0,
    /** True once the app's process has ended (fault tests check that it never restarted). */
    exited: () => child.exitCode !== null || child.signalCode !== null,
    async stop() {
      if (child.exitCode === null) signalGroup(child, "SIGTERM");
      const timer = setTimeout(() => signalGroup(child, "SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
