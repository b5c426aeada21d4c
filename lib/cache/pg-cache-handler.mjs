// Next.js's incremental cache handler (next.config.ts `cacheHandler`): rendered pages, route
// handlers and fetch/unstable_cache data, shared by every app instance through PostgreSQL, so
// that revalidatePath/revalidateTag on one instance reaches all of them.
//
// - get: this instance's memory copy when it has one, else one indexed read of the shared entry.
//   Either way the entry's tags are checked against the tag revalidation times, which a LISTEN
//   connection keeps current in memory (no query); while it is down, one indexed query instead.
// - set: memory, and an upsert of the shared entry.
// - revalidateTag: the tag times are written and NOTIFYed in one statement.
// - During `next build` (or without DATABASE_URL) it is a memory cache: no database is needed.
//
// Next loads this file outside the app bundle, so it reads process.env itself (lib/env.ts is
// TypeScript inside the bundle). Next creates one handler per request: state lives in the module.
import { readFileSync } from "node:fs";
import path from "node:path";
import { ByteLru } from "./lru.mjs";
import { encodeEntry, isRevalidatedSince, revalidatedState, tagsOfValue, tagsToCheck } from "./entry.mjs";
import { PgStore, warn } from "./pg-store.mjs";
import { clearFrontCacheFor } from "./front-cache-hook.mjs";

const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;
/** Tag times of the memory-only mode (build, or no DATABASE_URL). */
const memoryTags = new Map();
const shared = (globalThis.__stepwiseNextCache ??= { store: undefined, memory: undefined, buildId: undefined });

function readBuildId(serverDistDir) {
  if (!serverDistDir) return "unknown";
  try {
    return readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
  } catch {
    return "unknown";
  }
}

function usesDatabase() {
  return Boolean(process.env.DATABASE_URL) && process.env.NEXT_PHASE !== "phase-production-build";
}

export default class PgCacheHandler {
  constructor(ctx = {}) {
    shared.buildId ??= readBuildId(ctx.serverDistDir);
    shared.memory ??= new ByteLru(ctx.maxMemoryCacheSize || DEFAULT_MEMORY_BYTES);
    if (shared.store === undefined) {
      shared.store = usesDatabase()
        ? new PgStore({ connectionString: process.env.DATABASE_URL, buildId: shared.buildId })
        : null;
    }
    this.memory = shared.memory;
    this.store = shared.store;
  }

  // Keys carry the build id: an entry rendered by another build (other chunks) is never served.
  #key(cacheKey) {
    return `${shared.buildId}:${cacheKey}`;
  }

  async get(cacheKey, ctx) {
    const key = this.#key(cacheKey);
    let entry = this.memory.get(key);
    // Image optimiser entries stay per instance: large, and cheap to recreate.
    if (!entry && this.store && ctx?.kind !== "IMAGE") {
      try {
        entry = (await this.store.read(key)) ?? undefined;
        if (entry) this.memory.set(key, entry, entry.size);
      } catch (error) {
        warn("could not read a shared entry", error);
        return null;
      }
    }
    if (!entry) return null;
    const tags = tagsToCheck(entry.tags, ctx);
    let revalidated;
    try {
      revalidated = this.store
        ? await this.store.isRevalidated(tags, entry.lastModified)
        : isRevalidatedSince(tags, entry.lastModified, memoryTags);
    } catch (error) {
      warn("could not check tag revalidations", error);
      return null;
    }
    if (revalidated) {
      this.memory.delete(key);
      return null;
    }
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  async set(cacheKey, data, ctx = {}) {
    const key = this.#key(cacheKey);
    const entry = {
      value: data,
      cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
      tags: tagsOfValue(data, ctx),
      lastModified: Date.now(),
    };
    if (!this.store || data?.kind === "IMAGE") {
      this.memory.set(key, entry, encodeEntry({ value: data }).length);
      return;
    }
    try {
      const size = await this.store.write(key, entry);
      this.memory.set(key, entry, size);
    } catch (error) {
      // Not shared, but still served here; the next render on any instance writes it again.
      this.memory.set(key, entry, encodeEntry({ value: data }).length);
      warn("could not write a shared entry", error);
    }
  }

  async revalidateTag(tagOrTags, durations) {
    const tags = [tagOrTags].flat().filter(Boolean);
    if (tags.length === 0) return;
    const states = new Map();
    const known = this.store ? this.store.tags : memoryTags;
    for (const tag of tags) states.set(tag, revalidatedState(known.get(tag), durations));
    // The front cache (our HTTP server) replays cached pages: it forgets them in the same tick.
    clearFrontCacheFor(states.values());
    if (!this.store) {
      for (const [tag, state] of states) memoryTags.set(tag, state);
      return;
    }
    try {
      await this.store.revalidate(states);
    } catch (error) {
      // This instance already dropped the entries; the others could not be told. Say so loudly.
      console.error(`[cache] revalidation of ${tags.join(", ")} did not reach the other instances: ${error.message}`);
    }
  }

  resetRequestCache() {}
}

/** For tests and shutdown: closes this process's database connections. */
export async function closeSharedCache() {
  const store = shared.store;
  shared.store = undefined;
  await store?.close();
}
