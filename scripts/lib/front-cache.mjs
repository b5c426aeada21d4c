// The front cache (issue 9): replays from memory the answers that Next served from its full-route
// cache, for anonymous GET/HEAD requests of public pages. Next's own pipeline costs ~0.55 ms of CPU
// per cached page (routing, cache lookup, ETag, stream piping); a replay costs what a bare
// node:http server does (docs/performance.md).
//
// Correctness rests on three rules:
// - Only what Next itself marked as a cache hit is kept: status 200, `x-nextjs-cache: HIT`, no
//   Set-Cookie, a shared-cache lifetime (s-maxage) and no private/no-store/no-cache, and a `Vary`
//   naming only request headers that are part of the key.
// - Everything is dropped whenever Next's cache learns of a revalidated tag: on this instance
//   (lib/cache/pg-cache-handler.mjs revalidateTag) or from another one (the NOTIFY listener in
//   lib/cache/pg-store.mjs). Both call `globalThis.__stepwiseFrontCache.clear()`
//   (lib/cache/front-cache-hook.mjs). An answer whose request started before a clear is not kept.
// - While the shared cache's listener is down, Next checks tags with a query per request: the
//   front cache then neither serves nor stores, since it could not hear about revalidations.

import { clearOnRevalidate } from "../../lib/cache/front-cache-hook.mjs";
import { switchedOn } from "./switches.mjs";

/** Request headers Next's cached answers vary on (its `Vary`), plus the compression's. */
export const KEY_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
  "accept-encoding",
];
const KEY_HEADER_SET = new Set(KEY_HEADERS);
/** Never served from the front cache: calls, the admin area, the editor, and polled pages. */
const EXCLUDED_PREFIXES = ["/api", "/_next", "/admin", "/visual-editor", "/email-status"];
/** Cookies that make a request personal (admin session, editor gate, Next's draft mode). */
const PERSONAL_COOKIES = /(?:^|;\s*)(?:__Secure-)?(?:next-auth\.session-token|stepwise\.gate|__prerender_bypass|__next_preview_data)/;
/** Request headers that ask for something other than the plain cached answer. */
const BYPASS_HEADERS = ["authorization", "range", "if-range", "x-prerender-revalidate", "next-action"];
/** Response headers that belong to one connection, or that Node sets per answer. */
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "date"]);
const MAX_URL_LENGTH = 2048;

function isExcludedPath(pathname) {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  if (decoded.includes("..") || decoded.includes("\\") || decoded.includes("//")) return true;
  return EXCLUDED_PREFIXES.some((prefix) =>
    prefix === "/admin" ? decoded.startsWith(prefix) : decoded === prefix || decoded.startsWith(`${prefix}/`),
  );
}

const header = (headers, name) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
};

/**
 * The key of a request the front cache may answer, or null. `headers` are Node's lower-cased
 * request headers.
 */
export function requestKey(method, url, headers) {
  if (method !== "GET" && method !== "HEAD") return null;
  if (typeof url !== "string" || !url.startsWith("/") || url.startsWith("//") || url.length > MAX_URL_LENGTH) return null;
  const q = url.indexOf("?");
  if (isExcludedPath(q === -1 ? url : url.slice(0, q))) return null;
  for (const name of BYPASS_HEADERS) if (headers[name] !== undefined) return null;
  const cookie = header(headers, "cookie");
  if (cookie && PERSONAL_COOKIES.test(cookie)) return null;
  let key = `${method} ${url}`;
  for (const name of KEY_HEADERS) key += `\n${header(headers, name) ?? ""}`;
  return key;
}

/** How long (ms) a response may be kept, or null when it must not be: see the rules above. */
export function storableFor(status, headers) {
  if (status !== 200) return null;
  if (header(headers, "x-nextjs-cache") !== "HIT") return null;
  if (headers["set-cookie"] !== undefined) return null;
  const cacheControl = (header(headers, "cache-control") ?? "").toLowerCase();
  if (/(?:^|[,\s])(?:private|no-store|no-cache)(?:[,=\s]|$)/.test(cacheControl)) return null;
  const maxAge = /(?:^|[,\s])s-maxage=(\d+)/.exec(cacheControl) ?? /(?:^|[,\s])max-age=(\d+)/.exec(cacheControl);
  const seconds = maxAge ? Number(maxAge[1]) : 0;
  if (!(seconds > 0)) return null;
  const vary = (header(headers, "vary") ?? "").toLowerCase();
  for (const name of vary.split(",")) {
    const trimmed = name.trim();
    if (trimmed && !KEY_HEADER_SET.has(trimmed)) return null;
  }
  return Math.min(seconds, 365 * 24 * 3600) * 1000;
}

/** Does `If-None-Match` name this ETag (weak comparison, as for GET)? */
export function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, "");
  const want = bare(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === want);
}

/** The shared cache cannot hear revalidations while its listener is down (lib/cache/pg-store.mjs). */
function sharedCacheIsCurrent() {
  const store = globalThis.__stepwiseNextCache?.store;
  return !store || store.listening === true;
}

export class FrontCache {
  #entries = new Map();
  #bytes = 0;
  /** Bumped by every clear: an answer produced across a clear is never stored. */
  generation = 0;
  hits = 0;
  stored = 0;
  clears = 0;

  constructor({ maxEntries = 500, maxBytes = 64 * 1024 * 1024, maxEntryBytes = 4 * 1024 * 1024, now = Date.now, isCurrent = sharedCacheIsCurrent } = {}) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.maxEntryBytes = maxEntryBytes;
    this.now = now;
    this.isCurrent = isCurrent;
  }

  get size() {
    return this.#entries.size;
  }

  get bytes() {
    return this.#bytes;
  }

  clear() {
    this.generation++;
    this.clears++;
    this.#entries.clear();
    this.#bytes = 0;
  }

  get(key) {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.#delete(key, entry);
      return undefined;
    }
    return entry;
  }

  set(key, entry, generation = this.generation) {
    if (generation !== this.generation) return false;
    const size = entry.body.length + key.length + 512;
    if (size > this.maxEntryBytes || size > this.maxBytes) return false;
    const old = this.#entries.get(key);
    if (old) this.#delete(key, old);
    entry.size = size;
    this.#entries.set(key, entry);
    this.#bytes += size;
    this.stored++;
    // Insertion order: the oldest entries go first.
    for (const [oldest, item] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#delete(oldest, item);
    }
    return true;
  }

  #delete(key, entry) {
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }

  /**
   * Answers `req` from memory and returns true, or returns false after arranging for Next's
   * answer to be recorded (when the request is eligible): the caller then hands it to Next.
   */
  handle(req, res) {
    const key = requestKey(req.method, req.url, req.headers);
    if (key === null) return false;
    if (!this.isCurrent()) {
      if (this.#entries.size) this.clear();
      return false;
    }
    const entry = this.get(key);
    if (entry) {
      this.hits++;
      if (etagMatches(header(req.headers, "if-none-match"), entry.etag)) {
        res.writeHead(304, entry.notModifiedHeaders);
        res.end();
      } else {
        res.writeHead(200, entry.headers);
        res.end(req.method === "HEAD" ? undefined : entry.body);
      }
      return true;
    }
    this.#record(key, req, res);
    return false;
  }

  /** Wraps the response's writes to keep a copy of Next's answer, stored at the end if eligible. */
  #record(key, req, res) {
    const generation = this.generation;
    const maxEntryBytes = this.maxEntryBytes;
    const store = (...args) => this.#store(...args);
    // Headers our server set before Next (e.g. a request id) are per request, not part of the answer.
    const preset = { ...res.getHeaders() };
    const chunks = [];
    let bytes = 0;
    let tooBig = false;
    let headers = null;
    const keep = (chunk, encoding) => {
      if (tooBig || chunk == null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      bytes += buffer.length;
      if (bytes > maxEntryBytes) {
        tooBig = true;
        chunks.length = 0;
        return;
      }
      chunks.push(Buffer.from(buffer));
    };
    const { writeHead, write, end } = res;
    res.writeHead = function (statusCode, reason, obj) {
      const given = typeof reason === "string" ? obj : reason;
      // Headers passed here (rather than set before) are not in getHeaders(): merge them in.
      if (given === undefined || (typeof given === "object" && !Array.isArray(given))) {
        headers = { ...res.getHeaders() };
        for (const [name, value] of Object.entries(given ?? {})) headers[name.toLowerCase()] = value;
      } else {
        tooBig = true; // a raw header array: not worth parsing, just do not keep this answer
      }
      return writeHead.apply(this, arguments);
    };
    res.write = function (chunk, encoding) {
      keep(chunk, encoding);
      return write.apply(this, arguments);
    };
    res.end = function (chunk, encoding) {
      keep(chunk, encoding);
      const result = end.apply(this, arguments);
      res.writeHead = writeHead;
      res.write = write;
      res.end = end;
      if (!tooBig && headers) {
        try {
          for (const [name, value] of Object.entries(preset)) if (headers[name] === value) delete headers[name];
          store(key, req.method, res.statusCode, headers, Buffer.concat(chunks), generation);
        } catch (error) {
          console.warn(`[front-cache] could not keep ${req.url}: ${error.message}`);
        }
      }
      return result;
    };
  }

  #store(key, method, status, rawHeaders, body, generation) {
    const ttl = storableFor(status, rawHeaders);
    if (ttl === null || generation !== this.generation || !this.isCurrent()) return;
    const headers = {};
    for (const [name, value] of Object.entries(rawHeaders)) if (!HOP_HEADERS.has(name) && value !== undefined) headers[name] = value;
    // A HEAD answer has no body to measure: keep Next's length, if any.
    if (method !== "HEAD") headers["content-length"] = String(body.length);
    headers["x-stepwise-cache"] = "front";
    const notModifiedHeaders = {};
    for (const name of ["etag", "cache-control", "vary", "x-stepwise-cache"]) if (headers[name] !== undefined) notModifiedHeaders[name] = headers[name];
    this.set(key, { headers, notModifiedHeaders, body: method === "HEAD" ? Buffer.alloc(0) : body, etag: header(rawHeaders, "etag"), expires: this.now() + ttl }, generation);
  }
}

/** FRONT_CACHE=off (or 0/false/no) turns it off; on by default in production. */
export function frontCacheEnabled(value = process.env.FRONT_CACHE) {
  return switchedOn(value);
}

/**
 * Makes `cache` reachable from Next's cache handler in this process (the same Node process):
 * `globalThis.__stepwiseFrontCache.clear()` clears every registered front cache.
 */
export const registerFrontCache = clearOnRevalidate;
