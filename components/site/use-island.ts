"use client";

import { startTransition, useCallback, useEffect, useState, type RefObject } from "react";

/** How far outside the viewport an island starts to load. */
const ROOT_MARGIN = "300px";
/** What wakes an island before it nears the viewport: a pointer over it, a touch, the keyboard's focus. */
const WAKE_EVENTS = ["pointerenter", "touchstart", "focusin"] as const;

/**
 * An island's switch from its server HTML to its live component (a next/dynamic chunk): on once
 * the box nears the viewport or is pointed at, touched or focused. The switch is a transition, so
 * the server HTML stays on screen until the live component is ready (no flash, no shift). `wake`
 * turns it on from any other event.
 */
export function useIsland(box: RefObject<HTMLElement | null>) {
  const [live, setLive] = useState(false);
  const wake = useCallback(() => startTransition(() => setLive(true)), []);
  useEffect(() => {
    const el = box.current;
    if (!el || live) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), { rootMargin: ROOT_MARGIN });
    observer.observe(el);
    for (const type of WAKE_EVENTS) el.addEventListener(type, wake, { passive: true });
    return () => {
      observer.disconnect();
      for (const type of WAKE_EVENTS) el.removeEventListener(type, wake);
    };
  }, [box, live, wake]);
  return { live, wake };
}
