import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true once this component runs in the
 * browser: what may only work with the page's script (typing an e-mail address, a frame's timers)
 * waits for it.
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
