// Methods that Node's fetch `Request` refuses to construct. Next builds a Request for proxy.ts and
// for every route, so a TRACE request threw ("'TRACE' HTTP method is unsupported") and answered
// 500 before proxy.ts or any route ran: neither can see it. The launcher answers it first.
// (TRACK and CONNECT never get this far: Node's HTTP parser refuses them with 400.)
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { errorBody, ApiError } from "../lib/api/errors";
import { REQUEST_ID_HEADER, securityHeaders } from "../lib/security/headers";
import { env } from "../lib/env";

const UNCONSTRUCTIBLE = new Set(["TRACE", "TRACK", "CONNECT"]);
const PAGE_METHODS = "GET, HEAD";
const HEADERS = securityHeaders(env);

export function isUnconstructibleMethod(method: string | undefined): boolean {
  return UNCONSTRUCTIBLE.has((method ?? "").toUpperCase());
}

/**
 * The methods a path supports, for the Allow header: an API route's come from Next's own OPTIONS
 * answer (it lists the route's exports), a page's are GET and HEAD.
 */
export async function allowedMethods(requestUrl: string, port: number): Promise<string> {
  const pathname = URL.canParse(requestUrl, "http://x") ? new URL(requestUrl, "http://x").pathname : "/";
  if (!pathname.startsWith("/api/")) return PAGE_METHODS;
  try {
    const res = await fetch(new URL(pathname, `http://127.0.0.1:${port}`), { method: "OPTIONS", signal: AbortSignal.timeout(2000) });
    const allow = res.headers.get("allow");
    if (res.status === 204 && allow) return allow;
  } catch {
    // No Allow list from the route (it is gone, or the server is busy): the page default is safe.
  }
  return PAGE_METHODS;
}

/** 405 in the API's error shape, with Allow, the security headers and a request id. */
export function refuseMethod(req: IncomingMessage, res: ServerResponse, allow: string) {
  const id = randomUUID();
  const method = (req.method ?? "").toUpperCase();
  const body = JSON.stringify(errorBody(new ApiError("method_not_allowed", `The ${method} method is not allowed here`)));
  for (const [name, value] of HEADERS) res.setHeader(name, value);
  res.writeHead(405, {
    Allow: allow,
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    [REQUEST_ID_HEADER]: id,
  });
  res.end(body);
}
