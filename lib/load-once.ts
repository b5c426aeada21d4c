/**
 * A loader that runs once: every call shares the first call's promise (preload early, await
 * later). A failed load (a chunk that did not download) is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** Element props that start a load as soon as the element is pointed at (mouse, pen, touch) or focused. */
export const preloadProps = (preload: () => Promise<unknown>) => ({
  onPointerEnter: () => void preload().catch(() => undefined),
  onFocus: () => void preload().catch(() => undefined),
});
