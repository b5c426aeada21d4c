// The security headers of every response (pages, API, static files, 404s), set by proxy.ts, so
// that every way of serving the app sends them: the standalone server.js with or without the
// launcher, and nginx in front. Computed at run time from the environment (next.config's headers() is fixed at build).
import { type Env } from "../env";
import { EMBED_SOURCES } from "../site/embeds";

/** One id per request, set by proxy.ts on the request and its answer. */
export const REQUEST_ID_HEADER = "x-request-id";

type Settings = Partial<Pick<Env, "NODE_ENV" | "SITE_URL" | "PROTOTYPE_URL" | "VIDEO_URL">>;

/** The scheme and host of an embed URL, as a CSP source ("https://player.vimeo.com"), or null. */
export function embedSource(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol, host } = new URL(url);
    return protocol === "https:" || protocol === "http:" ? `${protocol}//${host}` : null;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy. script-src keeps 'unsafe-inline' because the pages are prerendered
 * at build time and cached: Next's inline bootstrap scripts (the RSC payload, self.__next_f.push)
 * are in that static HTML, and a per-request nonce would force every page to render dynamically.
 * A hash list cannot be computed either: the payload scripts change with every revalidation.
 * The other directives keep the damage of an injected script small: no plugins, no <base>
 * rewriting, forms to this origin only, frames and connections only to this origin, the configured
 * embeds and the embed hosts the visual editor accepts (lib/site/embeds.ts).
 */
export function contentSecurityPolicy({ prototypeUrl, videoUrl, dev = false, https = false }: { prototypeUrl?: string; videoUrl?: string; dev?: boolean; https?: boolean }) {
  const configured = [embedSource(prototypeUrl), embedSource(videoUrl)].filter((s): s is string => s !== null);
  const frames = [...new Set([...configured, ...EMBED_SOURCES])];
  const directives: string[][] = [
    ["default-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["frame-ancestors", "'self'"],
    ["form-action", "'self'"],
    ["frame-src", "'self'", ...frames],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'"],
    // next dev's hot reload talks over a WebSocket to this same host. The embed hosts: a frame's
    // load event fires on the browser's error page too, so the page asks the host itself
    // (components/site/embed-frame.tsx) before it counts an embed as shown.
    ["connect-src", "'self'", ...frames, ...(dev ? ["ws:", "wss:"] : [])],
    ["style-src", "'self'", "'unsafe-inline'"],
    // React's dev build evaluates code for its error overlay and fast refresh.
    ["script-src", "'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    ["manifest-src", "'self'"],
    ["worker-src", "'self'", "blob:"],
  ];
  if (https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((d) => d.join(" ")).join("; ");
}

export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "interest-cohort=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/**
 * Every security header, as [name, value] pairs. HSTS only when the public URL is HTTPS in
 * production: over plain http it would be ignored, and on a developer's localhost it would pin
 * the host to HTTPS for a year.
 */
export function securityHeaders(settings: Settings, { dev = settings.NODE_ENV === "development" } = {}): [string, string][] {
  const production = !dev && settings.NODE_ENV === "production";
  const https = /^https:\/\//i.test(settings.SITE_URL ?? "");
  const headers: [string, string][] = [
    [
      "Content-Security-Policy",
      contentSecurityPolicy({
        prototypeUrl: settings.PROTOTYPE_URL,
        videoUrl: settings.VIDEO_URL,
        dev,
        https: https && production,
      }),
    ],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  if (production && https) headers.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  return headers;
}

/**
 * Routes that send a Content-Security-Policy of their own (uploaded files: `sandbox`). Next keeps
 * the first value a header gets, so the site's policy must not be set on them: theirs then wins.
 */
const OWN_POLICY_PREFIXES = ["/uploads/"];

/** The headers for one path: all of them, less the site CSP where the route sets its own. */
export function securityHeadersFor(pathname: string, headers: [string, string][]): [string, string][] {
  if (!OWN_POLICY_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return headers;
  return headers.filter(([name]) => name !== "Content-Security-Policy");
}
