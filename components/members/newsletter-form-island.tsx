"use client";

import dynamic from "next/dynamic";
import { Suspense, useEffect, useRef, type ReactNode } from "react";
import { useIsland } from "@/components/site/use-island";

// The live form with its form kit, its button's class merging and its reply line: a chunk of its
// own, which a visitor who never scrolls to the form does not download.
const NewsletterSubscribeForm = dynamic(() => import("@/components/members/newsletter-subscribe-form").then((m) => m.NewsletterSubscribeForm));

/** What can hold the keyboard's focus in the form, in order (the honeypot cannot). */
const FOCUSABLE = 'input:not([tabindex="-1"]), button';

/**
 * The newsletter form: its server HTML (`children`) until it nears the viewport or is pointed at,
 * touched or focused, then the live form (useIsland). A field or button that had the keyboard's
 * focus hands it to its live twin, the one at the same place in the form.
 */
export function NewsletterFormIsland({ idPrefix, children }: { idPrefix: string; children: ReactNode }) {
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
      <Suspense fallback={children}>{live ? <NewsletterSubscribeForm idPrefix={idPrefix} /> : children}</Suspense>
    </div>
  );
}
