// Tells the front cache of our HTTP server (scripts/lib/front-cache.mjs, same Node process) that
// a tag was revalidated: it drops every answer it replays. A global, not an import: Next loads the
// cache handler outside the app bundle, and the standalone output has no scripts/ to import from.

/**
 * Adds `cache` (anything with a `clear()`) to what a revalidation clears in this process: the
 * front cache of our HTTP server, and the app's own small caches of site content. Whichever
 * registers first creates the hook. Returns the removal.
 * @param {{ clear(): void }} cache
 */
export function clearOnRevalidate(cache) {
  const hook = (globalThis.__stepwiseFrontCache ??= {
    caches: new Set(),
    clear() {
      for (const c of this.caches) c.clear();
    },
  });
  hook.caches.add(cache);
  return () => hook.caches.delete(cache);
}

/** Drops every answer the front cache holds (a no-op when it is off or absent, e.g. during the build). */
export function clearFrontCache() {
  globalThis.__stepwiseFrontCache?.clear();
}

/**
 * Clears now, and again when a tag's expiry lies in the future (revalidateTag with a cacheLife
 * profile): Next starts rendering afresh at that moment, and so must the front cache.
 * @param {Iterable<{ expired?: number | null }>} states the new tag states
 */
export function clearFrontCacheFor(states, now = Date.now()) {
  clearFrontCache();
  for (const state of states) {
    const delay = (state?.expired ?? 0) - now;
    if (delay > 0) setTimeout(clearFrontCache, Math.min(delay + 5, 2 ** 31 - 1)).unref?.();
  }
}
