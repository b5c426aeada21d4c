// Next.js's incremental cache handler (next.config.ts `cacheHandler`, built to
// dist/server/cache-handler.mjs): rendered pages, route handlers and fetch/unstable_cache data,
// shared by every app instance through PostgreSQL, so that revalidatePath/revalidateTag on one
// instance reaches all of them.
//
// - get: this instance's memory copy when it has one, else one indexed read of the shared entry.
//   Either way the entry's tags are checked against the tag revalidation times, which NOTIFY keeps
//   current in memory (no query); while LISTEN is down, one indexed query instead.
// - set: memory, and an upsert of the shared entry. Error answers (unknown slugs) are not kept.
// - The shared table has a size bound (CACHE_MAX_MB): least recently used entries are evicted.
// - revalidateTag: the tag times are written and NOTIFYed in one statement.
// - During `next build` (or without DATABASE_URL) it is a memory cache: no database is needed.
// - While the database cannot be reached, a read or write gives up within the pool's bounds
//   (lib/postgres.ts) and the handler serves its memory, or renders afresh.
// Next creates one handler per request: what lasts lives in this module.
import { readFileSync } from "node:fs";
import path from "node:path";
import { LRUCache } from "lru-cache";
import { env, isBuildPhase } from "../lib/env";
import { postgres, warnOnce } from "../lib/postgres";
import { encodeEntry, isErrorAnswer, isRevalidatedSince, revalidatedState, tagsOfValue, tagsToCheck, type CacheContext, type CacheValue, type StoredEntry, type TagState } from "./cache/entry";
import { PgStore } from "./cache/store";

const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;

type Shared = {
  buildId: string;
  memory: LRUCache<string, StoredEntry>;
  store: PgStore | null;
  memoryTags: Map<string, TagState>;
  /** Bytes this process wrote to the shared table since its last eviction run. */
  written: number;
  evicting: Promise<void> | null;
};

/** The shared table's size bound; an eviction brings it down to 90% of it. */
const maxBytes = env.CACHE_MAX_MB * 1024 * 1024;

/** Evicts least recently used entries, one run at a time per process; at start and after every 5% of the bound written. */
function evict(shared: Shared) {
  if (!shared.store || shared.evicting) return;
  shared.written = 0;
  shared.evicting = shared.store
    .evict(Math.floor(maxBytes * 0.9))
    .then(() => undefined)
    .catch((error) => warnOnce(`could not evict old cache entries: ${(error as Error).message}`))
    .finally(() => {
      shared.evicting = null;
    });
}
let shared: Shared | undefined;

function readBuildId(serverDistDir: string | undefined) {
  if (!serverDistDir) return "unknown";
  try {
    return readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
  } catch {
    return "unknown";
  }
}

function open(ctx: { serverDistDir?: string; maxMemoryCacheSize?: number }): Shared {
  const buildId = readBuildId(ctx.serverDistDir);
  return {
    buildId,
    memory: new LRUCache<string, StoredEntry>({
      maxSize: ctx.maxMemoryCacheSize || DEFAULT_MEMORY_BYTES,
      sizeCalculation: (entry) => Math.max(1, encodeEntry({ value: entry.value }).length),
    }),
    store: env.DATABASE_URL && !isBuildPhase ? new PgStore(postgres(), buildId) : null,
    memoryTags: new Map(),
    written: 0,
    evicting: null,
  };
}

export default class PgCacheHandler {
  readonly #shared: Shared;

  constructor(ctx: { serverDistDir?: string; maxMemoryCacheSize?: number } = {}) {
    if (!shared) {
      shared = open(ctx);
      evict(shared);
    }
    this.#shared = shared;
  }

  // Keys carry the build id: an entry rendered by another build (other chunks) is never served.
  #key(cacheKey: string) {
    return `${this.#shared.buildId}:${cacheKey}`;
  }

  async get(cacheKey: string, ctx?: CacheContext) {
    const { memory, store, memoryTags } = this.#shared;
    const key = this.#key(cacheKey);
    let entry = memory.get(key);
    // Image optimiser entries stay per instance: large, and cheap to recreate.
    if (!entry && store && ctx?.kind !== "IMAGE") {
      try {
        const read = await store.read(key);
        if (read) memory.set(key, read, { size: Math.max(1, read.size) });
        entry = read ?? undefined;
      } catch (error) {
        warnOnce(`could not read a shared cache entry: ${(error as Error).message}`);
        return null;
      }
    }
    if (!entry) return null;
    const tags = tagsToCheck(entry.tags, ctx);
    let revalidated: boolean;
    try {
      revalidated = store ? await store.isRevalidated(tags, entry.lastModified) : isRevalidatedSince(tags, entry.lastModified, memoryTags);
    } catch (error) {
      warnOnce(`could not check cache tag revalidations: ${(error as Error).message}`);
      return null;
    }
    if (revalidated) {
      memory.delete(key);
      return null;
    }
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  async set(cacheKey: string, data: CacheValue, ctx: CacheContext = {}) {
    if (isErrorAnswer(data)) return;
    const { memory, store } = this.#shared;
    const key = this.#key(cacheKey);
    const entry: StoredEntry = { value: data, cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl, tags: tagsOfValue(data, ctx), lastModified: Date.now() };
    if (store && data?.kind !== "IMAGE") {
      try {
        const size = await store.write(key, entry);
        memory.set(key, entry, { size: Math.max(1, size) });
        this.#shared.written += size;
        if (this.#shared.written > maxBytes / 20) evict(this.#shared);
        return;
      } catch (error) {
        // Not shared, but still served here; the next render on any instance writes it again.
        warnOnce(`could not write a shared cache entry: ${(error as Error).message}`);
      }
    }
    memory.set(key, entry);
  }

  async revalidateTag(tagOrTags: string | string[], durations?: { expire?: number }) {
    const { store, memoryTags } = this.#shared;
    const tags = [tagOrTags].flat().filter(Boolean);
    if (tags.length === 0) return;
    const known = store ? store.tags : memoryTags;
    const states = new Map(tags.map((tag) => [tag, revalidatedState(known.get(tag), durations)] as const));
    if (!store) {
      for (const [tag, state] of states) memoryTags.set(tag, state);
      return;
    }
    try {
      await store.revalidate(states);
    } catch (error) {
      // This instance knows (store.tags); the others could not be told. Say so loudly.
      console.error(`[cache] revalidation of ${tags.join(", ")} did not reach the other instances: ${(error as Error).message}`);
    }
  }

  resetRequestCache() {}
}
