// Links and images in blog markdown may only point at http(s) and mailto (no script can hide in a link), plus
// same-site paths and in-page anchors. Everything else (javascript:, data:, vbscript:, relative
// paths that a browser could read as a scheme, ...) is dropped.
const ALLOWED_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);

export function safeUrl(raw: string): string | null {
  // Browsers ignore ASCII control characters and whitespace inside a scheme ("java\tscript:"),
  // so they are removed before the scheme is judged, and the cleaned URL is what is kept.
  const url = raw.replace(/[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028\u2029\ufeff]+/g, "");
  if (!url) return null;
  if (url.startsWith("#")) return url;
  if (url.startsWith("/")) return /^\/[/\\]/.test(url) ? null : url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  return ALLOWED_PROTOCOLS.has(parsed.protocol) ? parsed.href : null;
}
