// What the shared cache stores per entry, and when a tag revalidation makes an entry unusable.
import v8 from "node:v8";

/** The header in which Next lists a rendered page's or route's tags (implicit `_N_T_/...` ones included). */
export const CACHE_TAGS_HEADER = "x-next-cache-tags";

/** What Next hands the cache handler: a rendered page, a route's answer, a fetch, an image... */
export type CacheValue = { kind: string; headers?: Record<string, unknown>; tags?: string[]; [key: string]: unknown } | null;
export type CacheContext = { kind?: string; tags?: string[]; softTags?: string[]; fetchCache?: boolean; cacheControl?: unknown };
export type TagState = { stale: number | null; expired: number | null };
export type StoredEntry = { value: CacheValue; cacheControl?: unknown; tags: string[]; lastModified: number };

/**
 * Entries hold Buffers (RSC payload, route bodies), a Map of segment payloads, strings and
 * undefined fields: Node's structured serialisation keeps all of them as they were, JSON would not.
 */
export function encodeEntry(entry: { value: CacheValue; cacheControl?: unknown }): Buffer {
  return v8.serialize(entry);
}

export function decodeEntry(buffer: Buffer): { value: CacheValue; cacheControl?: unknown } {
  return v8.deserialize(buffer);
}

/** The tags an entry carries: a page's or route's from its headers, a fetch's from `set`. */
export function tagsOfValue(value: CacheValue, ctx?: CacheContext): string[] {
  if (!value) return [];
  if (value.kind === "FETCH") return [...(value.tags ?? ctx?.tags ?? [])];
  const header = value.headers?.[CACHE_TAGS_HEADER];
  return typeof header === "string" && header ? header.split(",") : [];
}

/**
 * A page or route that answered an error (a not-found slug, a 404 from an OG image route): not
 * worth keeping, and keeping it would let anyone grow the cache with made-up URLs.
 */
export function isErrorAnswer(value: CacheValue): boolean {
  return typeof value?.status === "number" && value.status >= 400;
}

/** The tags to check on `get`: stored ones, plus a fetch's tags and soft (page) tags from the caller. */
export function tagsToCheck(storedTags: string[], ctx?: CacheContext): string[] {
  if (ctx?.kind !== "FETCH") return storedTags;
  return [...new Set([...storedTags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])])];
}

/**
 * True when a tag was revalidated after the entry was written. `expired` is set by
 * revalidateTag/revalidatePath (immediately, or at a future time given by a cacheLife profile);
 * `stale` (stale-while-revalidate) is treated as expired too: visitors get fresh content at the
 * cost of one blocking render, never an old page.
 */
export function isRevalidatedSince(tags: string[], lastModified: number, tagState: Map<string, TagState>, now = Date.now()): boolean {
  for (const tag of tags) {
    const state = tagState.get(tag);
    if (!state) continue;
    if (state.stale != null && state.stale > lastModified) return true;
    if (state.expired != null && state.expired > lastModified && state.expired <= now) return true;
  }
  return false;
}

/** The new state of a tag after revalidateTag(tag, durations), as Next's own file-system cache computes it. */
export function revalidatedState(previous: TagState | undefined, durations?: { expire?: number }, now = Date.now()): TagState {
  if (!durations) return { stale: previous?.stale ?? null, expired: now };
  return {
    stale: now,
    expired: durations.expire !== undefined ? now + durations.expire * 1000 : (previous?.expired ?? null),
  };
}
