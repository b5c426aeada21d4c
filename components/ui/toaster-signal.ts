// The first module that can show a toast asks for the Toaster here (components/ui/toast.ts), and
// the slot in the root layout (components/ui/toaster-slot.tsx) mounts it then: a page that never
// shows a toast never loads the Toaster. Sonner replays toasts created before the Toaster
// subscribed, so a toast shown while it is still loading is not lost.
let requested = false;
const listeners = new Set<() => void>();

export function requestToaster() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** Calls `listener` once the Toaster is wanted (at once if it already is); returns the unsubscription. */
export function onToasterRequested(listener: () => void) {
  if (requested) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
