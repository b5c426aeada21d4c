// @ts-check
// How every bench starts the production app: the way `npm start` runs it (the launcher in
// dist/server/start.mjs, which prepares and then hands over to Next's own server), in one place so
// that a change to the launcher is one change here. The server gets a known admin password (the
// scale benches log in through the real login call); `pid` is the launcher's process id, for RSS
// readings of its process tree.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { root } from "../lib/setup.mjs";
import { logOutput } from "./process.mjs";

/**
 * @typedef {{ url: string, pid: number, admin: { username: string, password: string }, stop(): Promise<void>, exited: Promise<number | null> }} RunningApp
 */

/**
 * Starts the app on `databaseUrl`; resolves once /healthz answers 200, the launcher's own signal
 * that it serves (no page is asked for: the first page load of the bench is a visitor's first).
 * @param {{ name: string, databaseUrl: string, dataDir: string, port: number, logDir: string, env?: Record<string, string>, nodeArgs?: string[] }} options
 * @returns {Promise<RunningApp>}
 */
export async function startApp({ name, databaseUrl, dataDir, port, logDir, env = {}, nodeArgs = [] }) {
  const url = `http://127.0.0.1:${port}`;
  const admin = { username: "admin", password: randomBytes(18).toString("base64url") };
  await fs.mkdir(logDir, { recursive: true });
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, "dist", "server", "start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      SITE_URL: url,
      NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      FORM_RATE_LIMIT_PER_MINUTE: "0",
      COSTLY_PATH_RATE_LIMIT_PER_MINUTE: "0",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  logOutput(child, path.join(logDir, `${name}.log`));
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} (see ${logDir}/${name}.log)`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not start within 180 s`);
    }
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, pid: /** @type {number} */ (child.pid), admin, stop, exited };
}
