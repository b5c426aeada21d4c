"use client";

import { useCallback, useEffect, useState } from "react";
import { FEEDBACK_COUNT_CACHE_MS } from "@/lib/config";

/** `deadlineText` is the deadline in the site's words, written by the server (no date code in the landing bundle). */
export type ProgramStatus = { count: number; cap: number; open: boolean; live: boolean; deadline: string; deadlineText: string };

const sameStatus = (a: ProgramStatus, b: ProgramStatus) =>
  a.count === b.count && a.cap === b.cap && a.open === b.open && a.live === b.live && a.deadline === b.deadline && a.deadlineText === b.deadlineText;

/**
 * The tester programme as /api/feedback/count reports it. The landing page is static, so this
 * live state is fetched on mount, on window focus and, while live count is on, every 60 s.
 */
export function useProgramStatus(initial: ProgramStatus) {
  const [status, setStatus] = useState<ProgramStatus>(initial);
  const refresh = useCallback(async () => {
    try {
      const response = await fetch("/api/feedback/count", { cache: "no-store" });
      // The same state again keeps the same object: no render, so a part of the page that is
      // still hydrating (the waitlist's form) is not rendered afresh, losing what was typed.
      if (response.ok) {
        const next = (await response.json()) as ProgramStatus;
        setStatus((current) => (sameStatus(current, next) ? current : next));
      }
    } catch {
      // Offline: keep what we have; the next focus or poll tries again.
    }
  }, []);
  useEffect(() => {
    // Fetch once on mount: the static HTML carries only the defaults.
    const first = setTimeout(() => void refresh(), 0);
    const onFocus = () => void refresh();
    window.addEventListener("focus", onFocus);
    return () => {
      clearTimeout(first);
      window.removeEventListener("focus", onFocus);
    };
  }, [refresh]);
  useEffect(() => {
    if (!status.live) return;
    const timer = setInterval(() => void refresh(), FEEDBACK_COUNT_CACHE_MS);
    return () => clearInterval(timer);
  }, [status.live, refresh]);
  return { status, refresh };
}
