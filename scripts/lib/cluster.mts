// Helpers of the cluster test (scripts/cluster-test.mjs): production instances as child
// processes, a keep-alive HTTP client that tells connection failures from answers, and a fake
// Resend API that counts deliveries by idempotency key.
import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { freePort } from "../../server/embedded-postgres.ts";

/** Starts `node <appDir>/dist/server/start.mjs --production` and waits until /healthz answers as `ready` says (200 by default). */
export async function startInstance(name, appDir, env, ready = (health) => health?.status === 200, command = [path.join(appDir, "dist", "server", "start.mjs"), "--production"]) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, command, {
    cwd: appDir,
    env: { ...process.env, ...env, PORT: String(port), HOSTNAME: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk) => {
    output += chunk;
    if (process.env.CLUSTER_VERBOSE) process.stdout.write(`[${name}] ${chunk}`);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal, at: Date.now() })));
  const instance = { name, port, origin, child, exited, output: () => output };
  const deadline = Date.now() + 60_000;
  for (;;) {
    const done = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), 200))]);
    if (done) throw new Error(`instance ${name} exited (${done.code}) while starting:\n${output}`);
    const health = await request(instance, "GET", "/healthz").catch(() => null);
    if (ready(health)) return instance;
    if (Date.now() > deadline) throw new Error(`instance ${name} not healthy after 60 s:\n${output}`);
  }
}

export async function stopInstance(instance, signal = "SIGTERM") {
  if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill(signal);
  return instance.exited;
}

const agents = new Map();
function agentFor(origin) {
  if (!agents.has(origin)) agents.set(origin, new http.Agent({ keepAlive: true, maxSockets: 64 }));
  return agents.get(origin);
}

export class ConnectionError extends Error {}

/**
 * One request over a keep-alive connection. Resolves { status, headers, text, json } once the whole
 * body arrived; rejects with ConnectionError when the connection failed before a complete answer.
 */
export function request(instance, method, pathname, { body, cookie, headers = {}, timeoutMs = 30_000 } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const h = { ...headers };
  if (payload !== undefined) {
    h["content-type"] = "application/json";
    h["content-length"] = Buffer.byteLength(payload);
  }
  if (method !== "GET") h.origin = instance.origin;
  if (cookie) h.cookie = cookie;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: instance.port, method, path: pathname, headers: { host: `localhost:${instance.port}`, ...h }, agent: agentFor(instance.origin) },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("error", (e) => reject(new ConnectionError(`${method} ${pathname}: response cut off (${e.message})`)));
        res.on("aborted", () => reject(new ConnectionError(`${method} ${pathname}: response cut off`)));
        res.on("end", () => {
          if (!res.complete) return reject(new ConnectionError(`${method} ${pathname}: response cut off`));
          const text = Buffer.concat(chunks).toString("utf8");
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, headers: res.headers, text, json });
        });
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error("timeout")));
    req.on("error", (e) => reject(new ConnectionError(`${method} ${pathname}: ${e.code ?? e.message}`)));
    req.end(payload);
  });
}

/** The cookies a response sets, as a Cookie header value. */
export function cookiesOf(response) {
  const set = response.headers["set-cookie"] ?? [];
  return set.map((c) => c.split(";")[0]).filter((c) => !c.endsWith("=")).join("; ");
}

/** A stand-in for the Resend API (RESEND_BASE_URL): accepts every e-mail, counts them per Idempotency-Key. */
export async function startFakeResend() {
  const byKey = new Map();
  let total = 0;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      if (req.method === "POST" && req.url?.startsWith("/emails")) {
        total++;
        const key = String(req.headers["idempotency-key"] ?? "");
        byKey.set(key, (byKey.get(key) ?? 0) + 1);
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ id: `fake-${total}` }));
        return;
      }
      // Anything else (domain or key checks of a status page) answers like an empty account.
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ data: [] }));
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}`, byKey, total: () => total, close: () => new Promise((r) => server.close(r)) };
}
