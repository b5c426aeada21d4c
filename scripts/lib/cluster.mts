// Helpers of the cluster, fault and serve-modes suites: production instances as child processes
// (the launcher's `--production` start of the standalone server.js by default, as the Docker
// image runs it), a keep-alive HTTP client that tells connection failures from answers, and a
// fake Resend API that counts deliveries by idempotency key.
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { freePort } from "../../server/embedded-postgres";
import { signalGroup } from "./process-group.mts";

export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string; json: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- whatever the call answers
export type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number };
/** Where requests go: an instance, or nginx in front of them. */
export type Target = { name: string; port: number; origin: string };
export type Instance = Target & { child: ChildProcess; exited: Promise<Exit>; output(): string };

type StartOptions = { ready?: (health: Answer | null) => boolean; command?: string[]; port?: number };

/**
 * Starts `node <appDir>/dist/server/start.mjs --production` (or `command`) on `port` (a free one
 * when unset) and waits until /healthz answers as `ready` says (200 by default).
 */
export async function startInstance(name: string, appDir: string, env: Record<string, string>, options: StartOptions = {}): Promise<Instance> {
  const { ready = (health) => health?.status === 200, command = [path.join(appDir, "dist", "server", "start.mjs"), "--production"] } = options;
  const port = options.port ?? (await freePort());
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, command, {
    cwd: appDir,
    env: { ...process.env, ...env, PORT: String(port), HOSTNAME: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk;
    if (process.env.CLUSTER_VERBOSE) process.stdout.write(`[${name}] ${chunk}`);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<Exit>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal, at: Date.now() })));
  const instance: Instance = { name, port, origin, child, exited, output: () => output };
  // A loaded two-core machine can take a while to start a production server.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const done = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 200))]);
    if (done) throw new Error(`instance ${name} exited (${done.code}) while starting:\n${output}`);
    const health = await request(instance, "GET", "/healthz").catch(() => null);
    if (ready(health)) return instance;
    if (Date.now() > deadline) throw new Error(`instance ${name} not healthy after 120 s:\n${output}`);
  }
}

export async function stopInstance(instance: Instance, signal: NodeJS.Signals = "SIGTERM"): Promise<Exit> {
  if (instance.child.exitCode === null && instance.child.signalCode === null) signalGroup(instance.child, signal);
  return instance.exited;
}

const agents = new Map<string, http.Agent>();
function agentFor(origin: string): http.Agent {
  let agent = agents.get(origin);
  if (!agent) agents.set(origin, (agent = new http.Agent({ keepAlive: true, maxSockets: 64 })));
  return agent;
}

export class ConnectionError extends Error {}

/**
 * One request over a keep-alive connection. Resolves { status, headers, text, json } once the whole
 * body arrived; rejects with ConnectionError when the connection failed before a complete answer.
 */
type RequestOptions = { body?: unknown; cookie?: string; headers?: Record<string, string>; timeoutMs?: number };

export function request(instance: Target, method: string, pathname: string, { body, cookie, headers = {}, timeoutMs = 30_000 }: RequestOptions = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const h: http.OutgoingHttpHeaders = { ...headers };
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
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", (e) => reject(new ConnectionError(`${method} ${pathname}: response cut off (${e.message})`)));
        res.on("aborted", () => reject(new ConnectionError(`${method} ${pathname}: response cut off`)));
        res.on("end", () => {
          if (!res.complete) return reject(new ConnectionError(`${method} ${pathname}: response cut off`));
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error("timeout")));
    req.on("error", (e: NodeJS.ErrnoException) => reject(new ConnectionError(`${method} ${pathname}: ${e.code ?? e.message}`)));
    req.end(payload);
  });
}

/**
 * The status code of one request written as raw bytes. Node's HTTP client hands a CONNECT answer
 * to a 'connect' listener and never to the response callback, whatever its status, so methods
 * like CONNECT are asked here, on a plain socket, instead.
 */
export function rawStatus(target: Target, method: string, pathname: string, timeoutMs = 10_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(target.port, "127.0.0.1");
    let head = "";
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`${method} ${pathname}: no answer in ${timeoutMs} ms`)));
    socket.on("connect", () => socket.write(`${method} ${pathname} HTTP/1.1\r\nHost: localhost:${target.port}\r\nConnection: close\r\n\r\n`));
    socket.on("data", (chunk) => {
      head += chunk.toString("latin1");
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on("error", (e) => reject(new ConnectionError(`${method} ${pathname}: ${e.message}`)));
    socket.on("close", () => reject(new ConnectionError(`${method} ${pathname}: closed before a status line`)));
  });
}

/** The cookies a response sets, as a Cookie header value. */
export function cookiesOf(response: Answer): string {
  const set = response.headers["set-cookie"] ?? [];
  return set.map((c) => c.split(";")[0] ?? "").filter((c) => c && !c.endsWith("=")).join("; ");
}

/** A stand-in for the Resend API (RESEND_BASE_URL): accepts every e-mail, counts them per Idempotency-Key. */
export async function startFakeResend() {
  const byKey = new Map<string, number>();
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
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}`, byKey, total: () => total, close: () => new Promise<void>((r) => server.close(() => r())) };
}
