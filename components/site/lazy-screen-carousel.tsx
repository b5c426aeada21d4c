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
 * stays until the live carousel is ready (no flash, no shift). A static control that was clicked
 * or has the keyboard focus hands over to its live twin, found by its aria-label.
 */
export function LazyScreenCarousel(props: ScreenCarouselProps) {
  const box = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(false);
  // The aria-labels of the static controls that were clicked and that have the focus.
  const handover = useRef<{ click: string | null; focus: string | null }>({ click: null, focus: null });

  useEffect(() => {
    const el = box.current;
    if (!el || live) return;
    const start = () => {
      observer.disconnect();
      startTransition(() => setLive(true));
    };
    const onClick = (event: MouseEvent) => {
      const control = event.target instanceof Element ? event.target.closest("button[aria-label]") : null;
      if (!control) return;
      handover.current.click = control.getAttribute("aria-label");
      start();
    };
    const onFocusIn = (event: FocusEvent) => {
      handover.current.focus = event.target instanceof Element ? event.target.getAttribute("aria-label") : null;
      start();
    };
    // Focus leaving for good forgets the control; the static HTML being swapped out does not (Chrome
    // fires focusout as it is removed).
    const onFocusOut = (event: FocusEvent) => {
      const { target } = event;
      queueMicrotask(() => {
        if (target instanceof Node && target.isConnected) handover.current.focus = null;
      });
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: ROOT_MARGIN });
    observer.observe(el);
    el.addEventListener("pointerenter", start);
    el.addEventListener("touchstart", start, { passive: true });
    el.addEventListener("click", onClick);
    el.addEventListener("focusin", onFocusIn);
    el.addEventListener("focusout", onFocusOut);
    return () => {
      observer.disconnect();
      el.removeEventListener("pointerenter", start);
      el.removeEventListener("touchstart", start);
      el.removeEventListener("click", onClick);
      el.removeEventListener("focusin", onFocusIn);
      el.removeEventListener("focusout", onFocusOut);
    };
  }, [live]);

  useEffect(() => {
    if (!live) return;
    const { click, focus } = handover.current;
    handover.current = { click: null, focus: null };
    const twin = (label: string | null) => (label ? box.current?.querySelector<HTMLElement>(`[aria-label="${CSS.escape(label)}"]`) : null);
    if (!document.activeElement || document.activeElement === document.body) twin(focus)?.focus();
    // The live carousel runs a move asked for before embla has started as soon as it has.
    twin(click)?.click();
  }, [live]);

  const staticView = <ScreenCarouselView {...props} index={0} allSlides={false} />;
  return (
    <div ref={box} data-island={live ? "live" : "static"}>
      <Suspense fallback={staticView}>{live ? <ScreenCarousel {...props} /> : staticView}</Suspense>
    </div>
  );
}
