// How the scale benches (`--scale`, `--analytics`) start the production app: one function, so that a change to
// the launcher (dist/server/start.mjs) is one change here. The server gets a known admin password
// (the bench logs in through the real login call) and its process id is returned for the RSS
// readings.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { root } from "../lib/setup.mjs";

/** Starts `node dist/server/start.mjs` on `databaseUrl`; resolves once /healthz answers 200. */
export async function startApp({ name, databaseUrl, dataDir, port, logDir, env = {} }) {
  const url = `http://127.0.0.1:${port}`;
  const admin = { username: "admin", password: randomBytes(18).toString("base64url") };
  await fs.mkdir(logDir, { recursive: true });
  const child = spawn(process.execPath, [path.join(root, "dist", "server", "start.mjs")], {
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
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logFile = createWriteStream(path.join(logDir, `${name}.log`));
  child.stdout.pipe(logFile);
  child.stderr.pipe(logFile);
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
  return { url, pid: child.pid, admin, stop };
}
