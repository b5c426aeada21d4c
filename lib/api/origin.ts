import { ApiError } from "@/lib/api/errors";
import { siteUrl } from "@/lib/env";

/**
 * Cross-site request protection for state-changing calls: the Origin must be this site
 * (the request's own host, or SITE_URL); without an Origin, only a same-origin Sec-Fetch-Site passes.
 */
export function assertSameOrigin(req: { url: string; headers: { get(name: string): string | null } }) {
  const origin = req.headers.get("origin");
  if (origin === null) {
    if (req.headers.get("sec-fetch-site") === "same-origin") return;
    throw new ApiError("forbidden", "Cross-site request refused: missing Origin header");
  }
  if (origin !== "null" && allowedOrigins(req).has(origin)) return;
  throw new ApiError("forbidden", "Cross-site request refused");
}

function allowedOrigins(req: { url: string; headers: { get(name: string): string | null } }): Set<string> {
  const allowed = new Set([new URL(siteUrl).origin]);
  const host = req.headers.get("host");
  if (host) {
    const proto = new URL(req.url).protocol;
    allowed.add(`${proto}//${host}`);
  }
  return allowed;
}
