import type { ClientEventName, CtaId } from "@/lib/validation/events";

/**
 * Sends one first-party analytics event. Fire and forget: keepalive lets the
 * request finish when the page is left, and a failure never bothers the visitor.
 */
export function track(name: ClientEventName, ctaId?: CtaId) {
  try {
    void fetch("/api/events", {
      method: "POST",
      keepalive: true,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(ctaId ? { name, ctaId } : { name }),
    }).catch(() => undefined);
  } catch {
    // fetch itself can throw (e.g. during unload in old browsers): analytics is best effort.
  }
}
