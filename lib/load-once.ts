/** A loader that runs once: every call shares the first call's promise (preload early, await later). */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= load());
}

/** Element props that start a load as soon as the element is pointed at (mouse, pen, touch) or focused. */
export const preloadProps = (preload: () => unknown) => ({
  onPointerEnter: () => void preload(),
  onFocus: () => void preload(),
});
