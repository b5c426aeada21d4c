// The build's immutable assets (`/_next/static/*`: scripts, style sheets, fonts, media) served from
// memory, compressed once (issue 9). Next serves them from disk through its whole request pipeline
// and gzips every answer again: with a page's dozen scripts and its font requested at once, the
// font arrived ~50 ms after the HTML on this machine, and the text (Inter, `font-display:
// optional`) waited for it before its first paint. Here an asset costs what a bare node:http
// answer does, and scripts and style sheets go out in brotli (smaller than gzip).
//
// Rules:
// - Only `GET`/`HEAD` of a file that exists under `.next/static`, without `Range` (Next answers
//   ranges), with a known type. Anything else (missing file, odd path) goes to Next unchanged.
// - A file is read and compressed the first time it is asked for, off the request's path: that
//   first request is still answered by Next. Build files never change under a running server
//   (their names carry a content hash), so an entry is never stale.
// - The headers are Next's own for these files (Cache-Control immutable, ETag, Last-Modified,
//   Content-Type), plus `Content-Encoding`/`Vary` when compressed.
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { etagMatches } from "./front-cache.mjs";

const PREFIX = "/_next/static/";
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Content types of the build's assets; `compress` marks the text formats worth compressing. */
const TYPES = {
  ".js": { type: "application/javascript; charset=UTF-8", compress: true },
  ".mjs": { type: "application/javascript; charset=UTF-8", compress: true },
  ".css": { type: "text/css; charset=UTF-8", compress: true },
  ".json": { type: "application/json; charset=UTF-8", compress: true },
  ".map": { type: "application/json; charset=UTF-8", compress: true },
  ".txt": { type: "text/plain; charset=UTF-8", compress: true },
  ".svg": { type: "image/svg+xml", compress: true },
  ".woff2": { type: "font/woff2", compress: false },
  ".woff": { type: "font/woff", compress: false },
  ".ttf": { type: "font/ttf", compress: true },
  ".png": { type: "image/png", compress: false },
  ".jpg": { type: "image/jpeg", compress: false },
  ".jpeg": { type: "image/jpeg", compress: false },
  ".webp": { type: "image/webp", compress: false },
  ".avif": { type: "image/avif", compress: false },
  ".gif": { type: "image/gif", compress: false },
  ".ico": { type: "image/x-icon", compress: false },
};

/**
 * The file under `dir` that `url` names, or null when it is not a plain asset path. `url` is the
 * raw request target (path and query).
 */
export function assetPath(dir, url) {
  if (typeof url !== "string" || !url.startsWith(PREFIX)) return null;
  const q = url.indexOf("?");
  let relative = q === -1 ? url.slice(PREFIX.length) : url.slice(PREFIX.length, q);
  try {
    relative = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (!relative || relative.includes("\0") || relative.includes("\\")) return null;
  const segments = relative.split("/");
  if (segments.some((segment) => segment === "" || segment === "." || segment === ".."))
    return null;
  const file = path.join(dir, ...segments);
  return file.startsWith(dir + path.sep) ? file : null;
}

/** Which encoding to send for an `Accept-Encoding` header: "br", "gzip" or null (identity). */
export function pickEncoding(acceptEncoding) {
  if (!acceptEncoding) return null;
  const accepted = new Map();
  for (const part of String(acceptEncoding).toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const ok = (name) => (accepted.get(name) ?? (accepted.has("*") ? accepted.get("*") : 0)) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return null;
}

export class StaticFiles {
  #entries = new Map();
  #loading = new Map();
  /** Files that exist but are not kept (too big, over the memory bound): not read again. */
  #refused = new Set();
  #bytes = 0;

  /** `dir` is the build's `.next/static`. */
  constructor(dir, { maxBytes = 96 * 1024 * 1024, maxFileBytes = 8 * 1024 * 1024 } = {}) {
    this.dir = path.resolve(dir);
    this.maxBytes = maxBytes;
    this.maxFileBytes = maxFileBytes;
  }

  /** Answers `req` from memory and returns true, or returns false for Next to answer it. */
  handle(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    if (req.headers.range !== undefined) return false;
    const file = assetPath(this.dir, req.url);
    if (file === null) return false;
    const entry = this.#entries.get(file);
    if (!entry) {
      this.#load(file);
      return false;
    }
    if (etagMatches(req.headers["if-none-match"], entry.etag)) {
      const headers = { "Cache-Control": entry.cacheControl, ETag: entry.etag };
      if (entry.vary) headers.Vary = entry.vary;
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const encoding = entry.br ? pickEncoding(req.headers["accept-encoding"]) : null;
    const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.body;
    const headers = {
      "Cache-Control": entry.cacheControl,
      "Accept-Ranges": "bytes",
      "Last-Modified": entry.lastModified,
      ETag: entry.etag,
      "Content-Type": entry.type,
      "Content-Length": String(body.length),
    };
    if (entry.vary) headers.Vary = entry.vary;
    if (encoding) headers["Content-Encoding"] = encoding;
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  /** Reads and compresses `file` once, in the background; a failure leaves it to Next. */
  #load(file) {
    if (this.#loading.has(file) || this.#refused.has(file)) return;
    const kind = TYPES[path.extname(file).toLowerCase()];
    if (!kind) return;
    const loading = (async () => {
      const stat = await fs.stat(file);
      if (!stat.isFile() || stat.size > this.maxFileBytes) {
        this.#refused.add(file);
        return;
      }
      const body = await fs.readFile(file);
      const entry = {
        body,
        type: kind.type,
        cacheControl: "public, max-age=31536000, immutable",
        lastModified: stat.mtime.toUTCString(),
        // Next's own ETag for a static file (the `send` package's: size and mtime, in hex).
        etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
        vary: kind.compress ? "Accept-Encoding" : undefined,
        br: null,
        gzip: null,
      };
      if (kind.compress) {
        entry.br = await brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
        entry.gzip = await gzip(body, { level: 9 });
      }
      const size = body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);
      if (this.#bytes + size > this.maxBytes) {
        this.#refused.add(file);
        return;
      }
      this.#bytes += size;
      this.#entries.set(file, entry);
    })()
      .catch(() => {})
      .finally(() => this.#loading.delete(file));
    this.#loading.set(file, loading);
  }

  /** Resolves when every load started so far has finished (tests). */
  async settled() {
    await Promise.all([...this.#loading.values()]);
  }
}
