"use client";

import { Suspense, useEffect, useRef, type ReactNode } from "react";
import { useIsland } from "@/components/site/use-island";

/** What can hold the keyboard's focus, in order (a honeypot's tabIndex -1 field cannot). */
const FOCUSABLE = 'a[href], button, input:not([tabindex="-1"]), select, textarea';

/**
 * Its children once the box nears the viewport or is pointed at, touched or focused (useIsland);
 * `fallback` (server HTML, or a placeholder) until then and while their code loads. For a lazy part
 * far down a page, whose code a visitor who never scrolls there does not download. A control of
 * the fallback that had the keyboard's focus hands it to the live one at the same place.
 */
export function WhenNear({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const { live } = useIsland(box);
  const focused = useRef(-1);

  useEffect(() => {
    const el = box.current;
    if (!el || live) return;
    const onFocusIn = (event: FocusEvent) => {
      focused.current = [...el.querySelectorAll(FOCUSABLE)].indexOf(event.target as Element);
    };
    el.addEventListener("focusin", onFocusIn);
    return () => el.removeEventListener("focusin", onFocusIn);
  }, [live]);

  useEffect(() => {
    if (!live || focused.current < 0) return;
    const active = document.activeElement;
    if (!active || active === document.body) box.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focused.current]?.focus();
    focused.current = -1;
  }, [live]);

  return (
    <div ref={box} data-island={live ? "live" : "static"}>
      <Suspense fallback={fallback}>{live ? children : fallback}</Suspense>
    </div>
  );
}
