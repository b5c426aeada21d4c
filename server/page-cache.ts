// The page cache of the launcher's HTTP server (server/http-server.ts): it replays from memory
// the answers that Next served from its full-route cache, for anonymous GET/HEAD requests of
// public pages. Next's own pipeline costs ~0.5 ms of CPU per cached page; a replay costs what a
// bare node:http server does (docs/performance.md). Only under our launcher: `next start` and the
// standalone server.js serve every page through Next, unchanged.
//
// The contract, each rule tested in page-cache.test.ts:
// - It keeps only what Next itself marked as a cache hit (the `x-nextjs-cache: HIT` header that
//   Next documents for ISR): status 200, no Set-Cookie, a shared-cache lifetime (s-maxage) and no
//   private/no-store/no-cache, and a `Vary` naming only request headers that are part of the key.
// - It forgets everything whenever a cache tag is revalidated, on this instance or another (the
//   shared cache's NOTIFY channel, server/cache/store.ts), and keeps nothing while the LISTEN
//   connection is down, since it could not hear revalidations then. An answer whose request
//   started before a clear is not kept. While the database itself is down (`isDown`), what it
//   holds is still served (stale-if-error: nobody can revalidate without the database, and the
//   reconnection clears it), and nothing new is kept.
// - Entries are bounded in number and bytes (lru-cache) and live at most their s-maxage.
// - A replay carries a fresh X-Request-Id, as every answer of the app does (proxy.ts).
import { randomUUID } from "node:crypto";
import type http from "node:http";
import { LRUCache } from "lru-cache";
import type { Postgres } from "../lib/postgres";
import { CACHE_CHANNEL } from "./cache/store";

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
/** Never served from the front cache: calls, the admin area, the editor, polled pages, shared previews. */
const EXCLUDED_PREFIXES = ["/api", "/_next", "/admin", "/visual-editor", "/email-status", "/preview"];
/** Cookies that make a request personal (admin session, editor gate, Next's draft mode). */
const PERSONAL_COOKIES = /(?:^|;\s*)(?:__Secure-)?(?:next-auth\.session-token|stepwise\.gate|__prerender_bypass|__next_preview_data)/;
/** Request headers that ask for something other than the plain cached answer. */
const BYPASS_HEADERS = ["authorization", "range", "if-range", "x-prerender-revalidate", "next-action"];
/** Response headers that belong to one connection, or that Node sets per answer. */
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "date"]);
/** Set anew for every answer (proxy.ts): a replay gets its own, never the recorded one. */
const REQUEST_ID = "x-request-id";
const MAX_URL_LENGTH = 2048;

function isExcludedPath(pathname: string) {
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

type Headers = Record<string, string | string[] | number | undefined>;

const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : value === undefined ? undefined : String(value);
};

/**
 * The key of a request the front cache may answer, or null. `headers` are Node's lower-cased
 * request headers.
 */
export function requestKey(method: string | undefined, url: string | undefined, headers: Headers): string | null {
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
export function storableFor(status: number, headers: Headers): number | null {
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
export function etagMatches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  const want = bare(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === want);
}

type Entry = { headers: Record<string, string | string[] | number>; notModifiedHeaders: Record<string, string | string[] | number>; body: Buffer; etag: string | undefined };

export class PageCache {
  readonly #entries: LRUCache<string, Entry>;
  /** Bumped by every clear: an answer produced across a clear is never stored. */
  generation = 0;
  hits = 0;
  readonly #isCurrent: () => boolean;
  readonly #isDown: () => boolean;
  readonly #maxEntryBytes: number;

  constructor({
    maxEntries = 500,
    maxBytes = 64 * 1024 * 1024,
    maxEntryBytes = 4 * 1024 * 1024,
    isCurrent = () => true,
    isDown = () => false,
  }: { maxEntries?: number; maxBytes?: number; maxEntryBytes?: number; isCurrent?: () => boolean; isDown?: () => boolean } = {}) {
    this.#entries = new LRUCache({ max: maxEntries, maxSize: maxBytes, maxEntrySize: Math.min(maxEntryBytes, maxBytes), ttlAutopurge: false });
    this.#isCurrent = isCurrent;
    this.#isDown = isDown;
    this.#maxEntryBytes = maxEntryBytes;
  }

  /**
   * Forgets every answer whenever the shared cache hears of a revalidation, or gets LISTEN back
   * (what was sent meanwhile was not heard). While LISTEN is lost, `handle` serves only in an outage.
   */
  follow(postgres: Postgres): () => void {
    return postgres.subscribe(CACHE_CHANNEL, {
      notify: (payload) => this.#revalidated(payload),
      connected: () => this.clear(),
      lost: () => {
        if (!this.#isDown()) this.clear();
      },
    });
  }

  /**
   * Clears now, and again when a tag's expiry lies in the future (revalidateTag with a cacheLife
   * profile): Next renders afresh at that moment, and so must the page cache.
   */
  #revalidated(payload: string, now = Date.now()) {
    this.clear();
    let states: unknown[] = [];
    try {
      states = payload && payload !== "*" ? JSON.parse(payload) : [];
    } catch {}
    for (const state of states) {
      const expired = Array.isArray(state) ? Number(state[2]) : 0;
      const delay = expired - now;
      if (delay > 0) setTimeout(() => this.clear(), Math.min(delay + 5, 2 ** 31 - 1)).unref();
    }
  }

  get size() {
    return this.#entries.size;
  }

  get bytes() {
    return this.#entries.calculatedSize;
  }

  clear() {
    this.generation++;
    this.#entries.clear();
  }

  get(key: string): Entry | undefined {
    return this.#entries.get(key);
  }

  /** Keeps an answer for `ttlMs`, unless a clear happened since `generation` was read. */
  set(key: string, entry: Entry, ttlMs: number, generation = this.generation): boolean {
    if (generation !== this.generation) return false;
    const size = entry.body.length + key.length + 512;
    if (size > this.#maxEntryBytes) return false;
    this.#entries.set(key, entry, { ttl: ttlMs, size });
    return this.#entries.has(key);
  }

  /**
   * Answers `req` from memory and returns true, or returns false after arranging for Next's
   * answer to be recorded (when the request is eligible): the caller then hands it to Next.
   */
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const key = requestKey(req.method, req.url, req.headers);
    if (key === null) return false;
    const current = this.#isCurrent();
    if (!current && !this.#isDown()) {
      if (this.size) this.clear();
      return false;
    }
    const entry = this.get(key);
    if (entry) {
      this.hits++;
      res.setHeader(REQUEST_ID, randomUUID());
      if (etagMatches(header(req.headers, "if-none-match"), entry.etag)) {
        res.writeHead(304, entry.notModifiedHeaders);
        res.end();
      } else {
        res.writeHead(200, entry.headers);
        res.end(req.method === "HEAD" ? undefined : entry.body);
      }
      return true;
    }
    if (current) this.#record(key, req, res);
    return false;
  }

  /** Wraps the response's writes to keep a copy of Next's answer, stored at the end if eligible. */
  #record(key: string, req: http.IncomingMessage, res: http.ServerResponse) {
    const generation = this.generation;
    const maxEntryBytes = this.#maxEntryBytes;
    // Headers our server set before Next are per request, not part of the answer.
    const preset = { ...res.getHeaders() };
    const chunks: Buffer[] = [];
    let bytes = 0;
    let unusable = false;
    let headers: Headers | null = null;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (unusable || chunk == null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from((chunk as Uint8Array).buffer, (chunk as Uint8Array).byteOffset, (chunk as Uint8Array).byteLength);
      bytes += buffer.length;
      if (bytes > maxEntryBytes) {
        unusable = true;
        chunks.length = 0;
        return;
      }
      chunks.push(Buffer.from(buffer));
    };
    const { writeHead, write, end } = res;
    const wrapped = res as unknown as Record<string, (...args: unknown[]) => unknown>;
    wrapped.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
      const given = typeof args[1] === "string" ? args[2] : args[1];
      // Headers passed here (rather than set before) are not in getHeaders(): merge them in.
      if (given === undefined || (typeof given === "object" && given !== null && !Array.isArray(given))) {
        headers = { ...res.getHeaders() } as Headers;
        for (const [name, value] of Object.entries((given ?? {}) as Headers)) headers[name.toLowerCase()] = value;
      } else {
        unusable = true; // a raw header array: not worth parsing, just do not keep this answer
      }
      return (writeHead as (...a: unknown[]) => unknown).apply(this, args);
    };
    wrapped.write = function (this: http.ServerResponse, ...args: unknown[]) {
      keep(args[0], args[1]);
      return (write as (...a: unknown[]) => unknown).apply(this, args);
    };
    const store = this.#store.bind(this);
    wrapped.end = function (this: http.ServerResponse, ...args: unknown[]) {
      keep(args[0], args[1]);
      const result = (end as (...a: unknown[]) => unknown).apply(this, args);
      res.writeHead = writeHead;
      res.write = write;
      res.end = end;
      if (!unusable && headers) {
        for (const [name, value] of Object.entries(preset)) if (headers[name] === value) delete headers[name];
        store(key, req.method ?? "GET", res.statusCode, headers, Buffer.concat(chunks), generation);
      }
      return result;
    };
  }

  #store(key: string, method: string, status: number, rawHeaders: Headers, body: Buffer, generation: number) {
    const ttl = storableFor(status, rawHeaders);
    if (ttl === null || generation !== this.generation || !this.#isCurrent()) return;
    const headers: Entry["headers"] = {};
    for (const [name, value] of Object.entries(rawHeaders)) if (!HOP_HEADERS.has(name) && name !== REQUEST_ID && value !== undefined) headers[name] = value;
    // A HEAD answer has no body to measure: keep Next's length, if any.
    if (method !== "HEAD") headers["content-length"] = String(body.length);
    headers["x-stepwise-cache"] = "page";
    const notModifiedHeaders: Entry["notModifiedHeaders"] = {};
    for (const name of ["etag", "cache-control", "vary", "x-stepwise-cache"]) if (headers[name] !== undefined) notModifiedHeaders[name] = headers[name]!;
    this.set(key, { headers, notModifiedHeaders, body: method === "HEAD" ? Buffer.alloc(0) : body, etag: header(rawHeaders, "etag") }, ttl, generation);
  }
}
