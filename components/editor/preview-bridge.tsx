"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

type Runtime = { start(): () => void; announce(): void };

/**
 * Mounted in the root layout, so it ships to every visitor: it does nothing unless the page is
 * inside a frame, and only then loads the preview runtime (which applies the editor's unsaved
 * values). It announces itself again after every client-side navigation.
 */
export function PreviewBridge() {
  const pathname = usePathname();
  const runtime = useRef<Runtime | null>(null);

  useEffect(() => {
    if (window.parent === window) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./preview-runtime").then((module) => {
      if (cancelled) return;
      runtime.current = module;
      stop = module.start();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  useEffect(() => {
    runtime.current?.announce();
  }, [pathname]);

  return null;
}
