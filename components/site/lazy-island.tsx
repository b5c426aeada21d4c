"use client";

import { loadOnce } from "@/lib/load-once";
import { lazy, startTransition, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";

type Loader<P> = () => Promise<ComponentType<P>>;

/**
 * A component whose code downloads on first render; `preload` starts the download earlier (on
 * pointerenter or focus of what opens it), so it is usually there by the time it is shown.
 */
export function lazyComponent<P extends object>(load: Loader<P>) {
  const preload = loadOnce(() => load().then((Component) => ({ default: Component })));
  return { Component: lazy(preload), preload };
}

type IslandOptions = {
  /** How far outside the viewport loading starts. */
  rootMargin?: string;
};

/** Where the first click landed, as child indexes from the island's box, to click it again once live. */
function pathTo(root: Element, target: Element): number[] {
  const path: number[] = [];
  for (let el: Element | null = target; el && el !== root; el = el.parentElement) {
    path.unshift(el.parentElement ? Array.prototype.indexOf.call(el.parentElement.children, el) : 0);
  }
  return path;
}

function follow(root: Element, path: number[]): HTMLElement | null {
  let el: Element | undefined = root;
  for (const i of path) el = el?.children[i];
  return el instanceof HTMLElement ? el : null;
}

const IDLE_TIMEOUT_MS = 1500;
const REPLAY_MAX_FRAMES = 120;

/**
 * "Hydrate when visible", written once: the server's static HTML (`fallback`, the same markup the
 * component first renders) shows until the island nears the viewport and the browser is idle, or the
 * visitor points at, focuses or touches it. Then the component's code loads, and only then replaces
 * it, so the static HTML stays on screen until the live one is ready (no flash, no shift).
 * A click on a static control is kept and replayed on the same control once it is enabled.
 */
export function lazyIsland<P extends object>(load: Loader<P>, { rootMargin = "300px" }: IslandOptions = {}) {
  const preload = loadOnce(load);

  function Island({ fallback, className, ...props }: P & { fallback: ReactNode; className?: string }) {
    const box = useRef<HTMLDivElement>(null);
    // What the visitor clicked and where the focus was in the static HTML, to carry over to the live one.
    const handover = useRef<{ click: number[] | null; focus: number[] | null }>({ click: null, focus: null });
    // The live component once its code is here; rendered directly (no Suspense boundary, so the
    // server HTML is the static markup once, not a fallback plus a streamed copy).
    const [Live, setLive] = useState<ComponentType<P> | null>(null);
    const live = Live !== null;

    useEffect(() => {
      const el = box.current;
      if (!el || live) return;
      let started = false;
      let idle: number | undefined;
      const start = () => {
        if (started) return;
        started = true;
        observer.disconnect();
        preload().then(
          (Component) => startTransition(() => setLive(() => Component)),
          // Not downloaded (offline): the static HTML stays; the next pointing, touch or focus tries again.
          () => void (started = false),
        );
      };
      const onClick = (event: MouseEvent) => {
        const control = event.target instanceof Element ? event.target.closest("button") : null;
        if (!control || !el.contains(control)) return;
        event.preventDefault();
        handover.current.click = pathTo(el, control);
        start();
      };
      const onFocusIn = (event: FocusEvent) => {
        if (event.target instanceof Element) handover.current.focus = pathTo(el, event.target);
        start();
      };
      const onFocusOut = (event: FocusEvent) => {
        const { target, relatedTarget } = event;
        if (relatedTarget instanceof Node && el.contains(relatedTarget)) return;
        // Focus that leaves because the static HTML is being swapped out stays to be carried over.
        queueMicrotask(() => {
          if (target instanceof Node && target.isConnected) handover.current.focus = null;
        });
      };
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting) || idle !== undefined) return;
          idle = typeof requestIdleCallback === "function" ? requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(start, 0);
        },
        { rootMargin },
      );
      const listeners = [
        ["pointerenter", start],
        ["touchstart", start],
        ["focusin", onFocusIn],
        ["focusout", onFocusOut],
      ] as const;
      observer.observe(el);
      for (const [type, listener] of listeners) el.addEventListener(type, listener as EventListener, { passive: true });
      // Capturing: a click on a static control never reaches it; it is replayed on the live one.
      el.addEventListener("click", onClick, true);
      return () => {
        observer.disconnect();
        for (const [type, listener] of listeners) el.removeEventListener(type, listener as EventListener);
        el.removeEventListener("click", onClick, true);
        if (idle !== undefined && typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
      };
    }, [live]);

    useEffect(() => {
      const el = box.current;
      if (!live || !el) return;
      const { click, focus } = handover.current;
      handover.current = { click: null, focus: null };
      if (focus && (document.activeElement === document.body || document.activeElement === null)) follow(el, focus)?.focus();
      if (!click) return;
      let frame = 0;
      let handle = 0;
      const tick = () => {
        const control = follow(el, click);
        if (control && !control.hasAttribute("disabled")) control.click();
        else if (++frame < REPLAY_MAX_FRAMES) handle = requestAnimationFrame(tick);
      };
      handle = requestAnimationFrame(tick);
      return () => cancelAnimationFrame(handle);
    }, [live]);

    return (
      <div ref={box} className={className} data-island={live ? "live" : "static"}>
        {Live ? <Live {...(props as P)} /> : fallback}
      </div>
    );
  }
  return Island;
}
