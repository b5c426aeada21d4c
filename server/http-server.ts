// The launcher's HTTP server: Next.js through its documented custom-server API
// (`next({ dir }).getRequestHandler()`), with four jobs Next's own server does not do:
// - X-Forwarded-For says who the client is: the socket's address, or a trusted proxy's header
//   (TRUST_PROXY); the app reads it through lib/api/client-address.ts;
// - the page cache (server/page-cache.ts) replays Next's cached public pages from memory;
// - TRACE, which Next cannot turn into a Request (a 500 before proxy.ts), gets 405 (method-guard.ts);
// - a graceful stop: in-flight requests finish, then the outbox's send, then the connections close.
// Security headers are not set here: proxy.ts sets them under every way of serving the app.
import http from "node:http";
import { forwardedFor } from "../lib/api/client-address";
import { env } from "../lib/env";
import { openedPostgres, postgres } from "../lib/postgres";
import { allowedMethods, isUnconstructibleMethod, refuseMethod } from "./method-guard";
import { PageCache } from "./page-cache";
import { root } from "./paths";

export type Server = { close(timeoutMs?: number): Promise<void>; revalidateAll(): Promise<void> };

export async function serve({ dev, port, hostname }: { dev: boolean; port: number; hostname: string }): Promise<Server> {
  const { default: next } = await import("next");
  const app = next({ dev, dir: root, port, hostname, turbopack: dev });
  await app.prepare();
  const handle = app.getRequestHandler();
  const pageCache = !dev && env.FRONT_CACHE && env.DATABASE_URL ? new PageCache({ isCurrent: () => postgres().listening, isDown: () => postgres().down }) : null;
  const stopFollowing = pageCache?.follow(postgres()) ?? (() => {});
  let inFlight = 0;
  let closing = false;
  let drained = () => {};

  const server = http.createServer((req, res) => {
    req.headers["x-forwarded-for"] = forwardedFor(req.headers["x-forwarded-for"], req.socket.remoteAddress, env.TRUST_PROXY);
    inFlight++;
    if (closing) res.setHeader("Connection", "close");
    res.on("close", () => {
      if (--inFlight === 0 && closing) drained();
    });
    if (isUnconstructibleMethod(req.method)) {
      allowedMethods(req.url ?? "/", port)
        .then((allow) => refuseMethod(req, res, allow))
        .catch((error: unknown) => console.error("[server] method refusal failed", error));
      return;
    }
    if (pageCache?.handle(req, res)) return;
    handle(req, res).catch((error: unknown) => {
      console.error("[server] request failed", error);
      if (!res.headersSent) {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { code: "internal_error", message: "Internal server error" } }));
      }
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, resolve);
  });

  /** Stops taking connections, lets in-flight requests finish, then the app's own work and connections. */
  async function close(timeoutMs = 10_000) {
    closing = true;
    const stopped = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    if (inFlight > 0) await Promise.race([new Promise<void>((resolve) => (drained = resolve)), new Promise((r) => setTimeout(r, timeoutMs))]);
    server.closeAllConnections();
    await stopped;
    stopFollowing();
    await app.close();
    await openedPostgres()?.close();
  }

  return { close, revalidateAll: () => revalidateAtStart(port).then(() => pageCache?.clear()) };
}

/**
 * Pages prerendered by `next build` hold default content (the build has no database): the
 * launcher revalidates them once the server listens, and creates the first admin account if the
 * database was down when the app started (app/api/internal/revalidate/route.ts).
 */
export async function revalidateAtStart(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/api/internal/revalidate`, {
    method: "POST",
    headers: { "x-stepwise-internal-token": env.STEPWISE_INTERNAL_TOKEN ?? "" },
  });
  if (!response.ok) throw new Error(`start-up revalidation failed: ${response.status}`);
}
