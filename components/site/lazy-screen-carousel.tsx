"use client";

import dynamic from "next/dynamic";
import { startTransition, Suspense, useEffect, useRef, useState } from "react";
import { ScreenCarouselView, type ScreenCarouselProps } from "@/components/site/screen-carousel-view";

// embla and the live carousel, as a chunk of their own. Without `loading` (and with SSR on, though
// it only renders on the client) next/dynamic adds no Suspense boundary: the one below keeps the
// static HTML on screen while the chunk downloads.
const ScreenCarousel = dynamic(() => import("@/components/site/screen-carousel").then((m) => m.ScreenCarousel));

/** How far outside the viewport the live carousel starts to load. */
const ROOT_MARGIN = "300px";

/**
 * The phone-frame carousel: its first slide as server HTML, the live carousel once it nears the
 * viewport or is pointed at, touched or focused. The switch is a transition, so the static HTML
 * stays until the live carousel is ready (no flash, no shift); a keyboard focus on a static
 * control moves to the same control of the live one.
 */
export function LazyScreenCarousel(props: ScreenCarouselProps) {
  const box = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(false);
  // The aria-label of the static control that has the focus, to focus its live twin.
  const focused = useRef<string | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el || live) return;
    const start = () => {
      observer.disconnect();
      startTransition(() => setLive(true));
    };
    const onFocusIn = (event: FocusEvent) => {
      focused.current = event.target instanceof Element ? event.target.getAttribute("aria-label") : null;
      start();
    };
    // Focus leaving for good forgets the control; the static HTML being swapped out does not (Chrome
    // fires focusout as it is removed).
    const onFocusOut = (event: FocusEvent) => {
      const { target } = event;
      queueMicrotask(() => {
        if (target instanceof Node && target.isConnected) focused.current = null;
      });
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: ROOT_MARGIN });
    observer.observe(el);
    el.addEventListener("pointerenter", start);
    el.addEventListener("touchstart", start, { passive: true });
    el.addEventListener("focusin", onFocusIn);
    el.addEventListener("focusout", onFocusOut);
    return () => {
      observer.disconnect();
      el.removeEventListener("pointerenter", start);
      el.removeEventListener("touchstart", start);
      el.removeEventListener("focusin", onFocusIn);
      el.removeEventListener("focusout", onFocusOut);
    };
  }, [live]);

  useEffect(() => {
    const label = focused.current;
    if (!live || !label || (document.activeElement && document.activeElement !== document.body)) return;
    box.current?.querySelector<HTMLElement>(`[aria-label="${CSS.escape(label)}"]`)?.focus();
  }, [live]);

  const staticView = <ScreenCarouselView {...props} index={0} allSlides={false} />;
  return (
    <div ref={box} data-island={live ? "live" : "static"}>
      <Suspense fallback={staticView}>{live ? <ScreenCarousel {...props} /> : staticView}</Suspense>
    </div>
  );
}
