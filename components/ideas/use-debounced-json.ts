"use client";

import { useEffect, useState } from "react";

/**
 * The JSON answer of a GET asked once typing pauses (`url` null asks nothing); an earlier request
 * still on its way is abandoned. null until the first answer.
 */
export function useDebouncedJson<T>(url: string | null, delayMs = 250): T | null {
  const [data, setData] = useState<T | null>(null);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(url, { signal: controller.signal })
        .then((r) => (r.ok ? (r.json() as Promise<T>) : null))
        .then((body) => body && setData(body))
        .catch(() => {});
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, delayMs]);
  return data;
}
