// The fast path of our HTTP server: the public calls the app registered at start
// (lib/api/fast-routes.ts, from instrumentation.ts) are answered by calling their route handler
// directly, without Next's routing pipeline (~0.5 ms of CPU per request, docs/performance.md).
// The handler is the one the route file exports (apiHandler's checks included): this module only
// turns the Node request into the small request the handler reads, and writes its answer.
// A global, not an import: the registry lives in the app bundle, this server outside it.

import { switchedOn } from "./switches.mjs";

/** Marks an answer of the fast path (tests and curl can tell which path answered). */
export const FAST_ROUTE_HEADER = "x-stepwise-route";

/** FAST_ROUTES=off sends every request through Next (for comparisons). */
export function fastRoutesEnabled(value = process.env.FAST_ROUTES) {
  return switchedOn(value);
}

/**
 * The registered handler for this request, or null (Next answers). The method and the path must
 * match exactly, and there must be no query string: anything else (HEAD, other methods, a
 * trailing slash, encoded or doubled slashes, `?…`) goes to Next, whose routing decides
 * (405, 308, 404, or the same handler). Neither call reads a query string; none is needed.
 */
export function findFastRoute(req, routes = globalThis.__stepwiseFastRoutes) {
  if (!routes || !req.url || req.url.includes("?")) return null;
  return routes.get(`${req.method} ${req.url}`) ?? null;
}

/** `Headers`-like reads over Node's lower-cased header object (what NextRequest is built from). */
class NodeHeaders {
  constructor(raw) {
    this.raw = raw;
  }
  get(name) {
    const value = this.raw[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(", ") : String(value);
  }
  has(name) {
    return this.raw[name.toLowerCase()] !== undefined;
  }
}

/**
 * The request as the handler reads it (lib/api/handler.ts ApiRequest). The URL is built as Next
 * builds it (protocol from the socket or X-Forwarded-Proto, the server's own host and port): the
 * Origin check reads its protocol, error logs its path. The body is the Node stream itself; a
 * handler that stops reading early (413) leaves it open, so the answer can still be written.
 */
export function apiRequest(req, { hostname, port }) {
  const proto = req.headers["x-forwarded-proto"];
  const https = req.socket?.encrypted || (typeof proto === "string" && proto.includes("https"));
  const host = hostname.includes(":") ? `[${hostname}]` : hostname;
  return {
    method: req.method,
    url: `${https ? "https" : "http"}://${host}:${port}${req.url}`,
    headers: new NodeHeaders(req.headers),
    body: req.method === "GET" || req.method === "HEAD" ? null : { [Symbol.asyncIterator]: () => req.iterator({ destroyOnReturn: false }) },
  };
}

/** Writes a handler's answer: a JsonReply ({ status, headers, body: string }) as is, a Response read whole. */
async function writeReply(res, reply) {
  if (reply instanceof Response) {
    const body = Buffer.from(await reply.arrayBuffer());
    reply.headers.forEach((value, name) => {
      if (name !== "set-cookie") res.setHeader(name, value);
    });
    const cookies = reply.headers.getSetCookie();
    if (cookies.length) res.setHeader("set-cookie", cookies);
    res.writeHead(reply.status);
    res.end(body);
    return;
  }
  // With its length, the answer goes out in one write (not chunked).
  res.setHeader("content-length", Buffer.byteLength(reply.body));
  res.writeHead(reply.status, reply.headers);
  res.end(reply.body);
}

/**
 * Answers with the handler. It maps every error of the call itself to its JSON answer; what is
 * left (a bug in this module, a socket gone) is logged and answered 500 if still possible, and
 * never reaches the server (no crash).
 */
export function answerFast(handler, req, res, where) {
  res.setHeader(FAST_ROUTE_HEADER, "fast");
  let answered;
  try {
    answered = handler(apiRequest(req, where)).then((reply) => writeReply(res, reply));
  } catch (error) {
    answered = Promise.reject(error);
  }
  answered.catch((error) => {
    console.error("[server] fast route failed", error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.statusCode = 500;
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ error: { code: "internal_error", message: "Internal server error" } }));
  });
}
