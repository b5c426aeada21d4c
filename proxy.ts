import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import { canonicalTagPath } from "@/lib/blog/urls";
import { env } from "@/lib/env";
import { REQUEST_ID_HEADER, securityHeaders, securityHeadersFor } from "@/lib/security/headers";
import { limitCostlyRequest } from "@/lib/security/costly-paths";
import { hasMalformedEncoding, malformedUrlResponse } from "@/lib/security/malformed-url";

// Runs before every request, however the app is served (the standalone server.js behind the
// launcher or not, `next dev`): it puts the security headers (lib/security/headers.ts) and a request id
// on every answer. The id also reaches the route (its error bodies and log lines repeat it).
const HEADERS = securityHeaders(env);

/** Admin sub-pages that an anonymous visitor is sent away from, to the login form at /admin. */
const ADMIN_PAGES = /^\/(?:admin\/.+|admin-debug|visual-editor)\/?$/;

/** The request goes on: an anonymous visitor of an admin page is sent to the login form, anyone else to the route, with the request id. */
function onward(req: NextRequest, id: string): NextResponse {
  // A blog tag in another casing is the same archive: one URL for it (a permanent redirect here,
  // before the page, which could only send its Location header twice).
  const tagPath = canonicalTagPath(req.nextUrl.pathname);
  if (tagPath) {
    const url = req.nextUrl.clone();
    url.pathname = tagPath;
    return NextResponse.redirect(url, 308);
  }
  // Optimistic redirect only: it checks that a session cookie exists. Every admin page, route
  // handler and action verifies the session itself (lib/auth/session.ts): this is never the lock.
  if (ADMIN_PAGES.test(req.nextUrl.pathname) && !req.cookies.has(SESSION_COOKIE)) {
    const url = req.nextUrl.clone();
    url.pathname = "/admin";
    url.search = "";
    return NextResponse.redirect(url);
  }
  // Whatever the client sent under this name is replaced.
  const headers = new Headers(req.headers);
  headers.set(REQUEST_ID_HEADER, id);
  return NextResponse.next({ request: { headers } });
}

export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const id = crypto.randomUUID();
  // Refused before any work: a path that does not decode; a costly path (image optimizer, OG
  // images, sitemap pages) over this address's limit.
  const response = hasMalformedEncoding(pathname) ? malformedUrlResponse(pathname) : ((await limitCostlyRequest(req)) ?? onward(req, id));
  for (const [name, value] of securityHeadersFor(pathname, HEADERS)) response.headers.set(name, value);
  response.headers.set(REQUEST_ID_HEADER, id);
  // Shared previews (app/preview) and shared analytics (app/share, its data call): never indexed,
  // never kept by a shared cache.
  if (pathname.startsWith("/preview/") || pathname.startsWith("/share/") || pathname.startsWith("/api/share/")) {
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
    response.headers.set("Cache-Control", "private, no-store");
  }
  return response;
}

// Every path: pages, calls, the build's static files, images, 404s.
export const config = { matcher: "/:path*" };
