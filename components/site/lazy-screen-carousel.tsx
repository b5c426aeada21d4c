"use client";

import dynamic from "next/dynamic";
import { Suspense, useEffect, useRef } from "react";
import { ScreenCarouselView, type ScreenCarouselProps } from "@/components/site/screen-carousel-view";
import { useIsland } from "@/components/site/use-island";

// embla and the live carousel, as a chunk of their own. Without `loading` (and with SSR on, though
// it only renders on the client) next/dynamic adds no Suspense boundary: the one below keeps the
// static HTML on screen while the chunk downloads.
const ScreenCarousel = dynamic(() => import("@/components/site/screen-carousel").then((m) => m.ScreenCarousel));

/**
 * The phone-frame carousel: its first slide as server HTML, the live carousel once it nears the
 * viewport or is pointed at, touched or focused (useIsland). A static control that was clicked or
 * has the keyboard focus hands over to its live twin, found by its aria-label.
 */
export function LazyScreenCarousel(props: ScreenCarouselProps) {
  const box = useRef<HTMLDivElement>(null);
  const { live, wake } = useIsland(box);
  // The aria-labels of the static controls that were clicked and that have the focus.
  const handover = useRef<{ click: string | null; focus: string | null }>({ click: null, focus: null });

  useEffect(() => {
    const el = box.current;
    if (!el || live) return;
    const onClick = (event: MouseEvent) => {
      const control = event.target instanceof Element ? event.target.closest("button[aria-label]") : null;
      if (!control) return;
      handover.current.click = control.getAttribute("aria-label");
      wake();
    };
    const onFocusIn = (event: FocusEvent) => {
      handover.current.focus = event.target instanceof Element ? event.target.getAttribute("aria-label") : null;
    };
    // Focus leaving for good forgets the control; the static HTML being swapped out does not (Chrome
    // fires focusout as it is removed).
    const onFocusOut = (event: FocusEvent) => {
      const { target } = event;
      queueMicrotask(() => {
        if (target instanceof Node && target.isConnected) handover.current.focus = null;
      });
    };
    el.addEventListener("click", onClick);
    el.addEventListener("focusin", onFocusIn);
    el.addEventListener("focusout", onFocusOut);
    return () => {
      el.removeEventListener("click", onClick);
      el.removeEventListener("focusin", onFocusIn);
      el.removeEventListener("focusout", onFocusOut);
    };
  }, [live, wake]);

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
