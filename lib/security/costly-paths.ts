import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { ApiError, errorBody } from "@/lib/api/errors";
import { clientIp } from "@/lib/api/request";
import { limitCostlyPath } from "@/lib/rate-limit";
import { warnOnce } from "@/lib/postgres";

// Public paths that can make the server decode, encode or render on a cache miss: the image
// optimizer (a variant it has not made yet), the generated Open Graph images, the sitemap pages
// the blog's search (every new query string is a new render and a full-text query) and a shared
// analytics link's page and data call (each one computes the whole Analytics tab). From
// inside the app a miss cannot be told from a hit before it is served, so every request to them
// counts, per address and kind; a browser or a crawler needs a few a minute.
const COSTLY: [kind: string, pattern: RegExp][] = [
  ["image", /^\/_next\/image\/?$/],
  ["og", /^\/(?:opengraph-image|twitter-image)[^/]*$|^\/blog\/[^/]+\/og\.png$/],
  ["sitemap", /^\/sitemaps\/[^/]+$/],
  ["analytics-share", /^\/(?:api\/)?share\/analytics\/[^/]+$/],
];
const SEARCH = /^\/blog\/?$/;

export function costlyPathKind(pathname: string, search = new URLSearchParams()): string | null {
  if (SEARCH.test(pathname) && search.get("q")?.trim()) return "search";
  return COSTLY.find(([, pattern]) => pattern.test(pathname))?.[0] ?? null;
}

/** A 429 in the error shape when this address is over its limit for this path's kind, else null. */
export async function limitCostlyRequest(req: NextRequest): Promise<NextResponse | null> {
  const kind = costlyPathKind(req.nextUrl.pathname, req.nextUrl.searchParams);
  if (!kind) return null;
  try {
    await limitCostlyPath(kind, clientIp(req));
    return null;
  } catch (error) {
    if (error instanceof ApiError) return NextResponse.json(errorBody(error), { status: error.status, headers: error.headers });
    // The limiter's database is unreachable: these paths need it too and will answer for themselves.
    warnOnce(`rate limit of ${kind} requests not counted: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
