// The HTTP server in front of Next.js: it knows the client's socket address (which Next's own
// server does not expose), serves the build's assets from memory (static-files.mjs), replays
// cached public pages (front-cache.mjs), answers the two public feedback calls with their
// handlers directly (fast-routes.mjs), and shuts down gracefully.
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { securityHeaders } from "./security-headers.mjs";
import { root } from "./setup.mjs";
import { FrontCache, frontCacheEnabled, registerFrontCache } from "./front-cache.mjs";
import { StaticFiles } from "./static-files.mjs";
import { answerFast, fastRoutesEnabled, findFastRoute } from "./fast-routes.mjs";

export const CLIENT_IP_HEADER = "x-stepwise-client-ip";

function clientIp(req, trustProxy) {
  if (trustProxy) {
    const forwarded = req.headers["x-forwarded-for"];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? "unknown";
}

// Serve with the config the build recorded, as the standalone server.js does: the standalone
// output (Docker image) has no next.config.ts, and in the repository it keeps Next from warning
// that `output: "standalone"` is not meant for `next start`.
function applyBuildConfig() {
  const recorded = path.join(root, ".next", "required-server-files.json");
  if (!existsSync(recorded)) return;
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(readFileSync(recorded, "utf8")).config);
  process.chdir(root);
}

export async function serve({ dev, port, hostname = "0.0.0.0", trustProxy = false, databaseReachable = true }) {
  process.env.STEPWISE_INTERNAL_TOKEN = randomBytes(24).toString("base64url");
  if (!dev) applyBuildConfig();
  const { default: next } = await import("next");
  const app = next({ dev, dir: root, port, hostname, turbopack: dev });
  await app.prepare();
  const handle = app.getRequestHandler();
  const headers = securityHeaders(process.env, { dev });
  // Cached public pages replayed from memory (scripts/lib/front-cache.mjs); FRONT_CACHE=off disables.
  const frontCache = !dev && frontCacheEnabled() ? new FrontCache() : null;
  const unregisterFrontCache = frontCache ? registerFrontCache(frontCache) : () => {};
  // The build's immutable assets from memory, compressed once (scripts/lib/static-files.mjs).
  const staticFiles = dev ? null : new StaticFiles(path.join(root, ".next", "static"));
  // Public calls answered by their route handler without Next's pipeline (scripts/lib/fast-routes.mjs);
  // FAST_ROUTES=off disables. The app registers them at start (instrumentation.ts).
  const fastRoutes = !dev && fastRoutesEnabled();
  const where = { hostname, port };
  let inFlight = 0;
  const responses = new Set();
  let closing = false;
  let drained = () => {};

  const server = http.createServer((req, res) => {
    // Whatever the client sent under this name is replaced: only the socket (or a trusted proxy) says.
    req.headers[CLIENT_IP_HEADER] = clientIp(req, trustProxy);
    // Security headers on every response (pages, API, static files, 404s), and one request id
    // that the server's log lines and the client's error body share (lib/api/request.ts reads it).
    for (const [name, value] of headers) res.setHeader(name, value);
    req.headers["x-request-id"] = randomUUID();
    res.setHeader("X-Request-Id", req.headers["x-request-id"]);
    inFlight++;
    responses.add(res);
    if (closing) res.setHeader("Connection", "close");
    res.on("close", () => {
      inFlight--;
      responses.delete(res);
      if (closing && inFlight === 0) drained();
    });
    if (staticFiles?.handle(req, res)) return;
    const fast = fastRoutes ? findFastRoute(req) : null;
    if (fast) return answerFast(fast, req, res, where);
    if (frontCache?.handle(req, res)) return;
    handle(req, res).catch((error) => {
      console.error("[server] request failed", error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ error: { code: "internal_error", message: "Internal server error" } }));
      }
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, resolve);
  });

  /** Revalidates every cached page (at start, and when a database that was down comes back). */
  async function revalidateAll() {
    await revalidateAtStart(port);
    frontCache?.clear();
  }
  // With the database down at start, the caller revalidates once it answers.
  if (!dev && databaseReachable) await revalidateAll();

  /** Stops taking connections, lets in-flight requests finish, then runs the app's own shutdown. */
  async function close(timeoutMs = 10_000) {
    closing = true;
    // Answers still to come end their connection: no client reuses a socket that is about to close.
    for (const res of responses) if (!res.headersSent) res.setHeader("Connection", "close");
    const stopped = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections?.();
    if (inFlight > 0) {
      await Promise.race([new Promise((resolve) => (drained = resolve)), new Promise((r) => setTimeout(r, timeoutMs))]);
    }
    server.closeAllConnections?.();
    await stopped;
    unregisterFrontCache();
    await globalThis.__stepwiseShutdown?.();
    await app.close?.();
  }
  return { server, close, frontCache, revalidateAll };
}

// Pages prerendered by `next build` hold default content: revalidate them against the database.
async function revalidateAtStart(port) {
  const response = await fetch(`http://127.0.0.1:${port}/api/internal/revalidate`, {
    method: "POST",
    headers: { "x-stepwise-internal-token": process.env.STEPWISE_INTERNAL_TOKEN ?? "" },
  });
  if (!response.ok) throw new Error(`start-up revalidation failed: ${response.status}`);
}
