// The security headers of every response (pages, API, static files, 404s). The HTTP server in
// front of Next (scripts/lib/http-server.mjs) computes them once at start and sets them before
// Next handles the request. Plain ESM so that the launcher and the unit tests share it.

// Same defaults as lib/env.ts (PROTOTYPE_URL, VIDEO_URL): the embeds the site shows out of the box.
export const DEFAULT_PROTOTYPE_URL = "https://embed.figma.com/proto/stepwise-prototype?embed-host=share";
export const DEFAULT_VIDEO_URL = "https://player.vimeo.com/video/76979871";

/** The scheme and host of an embed URL, as a CSP source ("https://player.vimeo.com"), or null. */
export function embedSource(url) {
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
 * rewriting, forms and connections to this origin only, frames only of the two configured embeds.
 */
export function contentSecurityPolicy({ prototypeUrl, videoUrl, dev = false, https = false }) {
  const frames = [...new Set([embedSource(prototypeUrl), embedSource(videoUrl)].filter(Boolean))];
  const directives = [
    ["default-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["frame-ancestors", "'self'"],
    ["form-action", "'self'"],
    ["frame-src", "'self'", ...frames],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'"],
    // next dev's hot reload talks over a WebSocket to this same host.
    ["connect-src", "'self'", ...(dev ? ["ws:", "wss:"] : [])],
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
 * Every security header, as [name, value] pairs, from the environment (process.env by default).
 * HSTS only when the public URL is HTTPS in production: over plain http it would be ignored, and on
 * a developer's localhost it would pin the host to HTTPS for a year.
 * @param {Record<string, string | undefined>} environment
 * @param {{ dev?: boolean }} options
 * @returns {[string, string][]}
 */
export function securityHeaders(environment = process.env, { dev = false } = {}) {
  const production = !dev && environment.NODE_ENV === "production";
  const https = /^https:\/\//i.test(environment.SITE_URL ?? "");
  /** @type {[string, string][]} */
  const headers = [
    [
      "Content-Security-Policy",
      contentSecurityPolicy({
        prototypeUrl: environment.PROTOTYPE_URL || DEFAULT_PROTOTYPE_URL,
        videoUrl: environment.VIDEO_URL || DEFAULT_VIDEO_URL,
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
