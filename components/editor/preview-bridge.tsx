"use client";

import { useEffect } from "react";

/**
 * Mounted by the (site) template, so it ships to every visitor: it does nothing unless the page
 * is inside a frame, and only then loads the preview runtime (which applies the editor's unsaved
 * values). Next mounts the template afresh on every navigation, so the runtime starts (and
 * announces itself) again on each page; it keeps the last values in its module.
 */
export function PreviewBridge() {
  useEffect(() => {
    if (window.parent === window) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./preview-runtime").then((module) => {
      if (!cancelled) stop = module.start();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return null;
}
