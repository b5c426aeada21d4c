"use client";

import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { adminFetch, queryString } from "@/components/admin/api";

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
export const PAGE_SIZE = 10;

/**
 * Loads one page of an admin list for the given filters; search is debounced. A failed load
 * keeps an empty list and reports the error (the spec treats a failed list fetch as empty).
 */
export function useAdminList<T>(endpoint: string, filters: Record<string, string | number | undefined>, refreshToken = 0) {
  const [data, setData] = useState<Page<T>>({ items: [], total: 0, page: 1, pageSize: PAGE_SIZE });
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const search = queryString({ ...filters, pageSize: PAGE_SIZE });

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const page = await adminFetch<Page<T>>(`${endpoint}${search}`);
        if (!cancelled) {
          setData(page);
          setError(null);
        }
      } catch (e) {
        if (!cancelled) {
          setData({ items: [], total: 0, page: 1, pageSize: PAGE_SIZE });
          setError(e instanceof Error ? e.message : "Failed to load dashboard data");
        }
      } finally {
        if (!cancelled) setLoading(false);
      }
    }, 200);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [endpoint, search, version, refreshToken]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  /** One action on a listed item (delete, send again): toasts its outcome and reloads the list. */
  async function act(path: string, method: "POST" | "DELETE", texts: { success: string; failure: string }, onDone?: () => void) {
    try {
      await adminFetch(path, { method });
      toast.success(texts.success);
      reload();
      onDone?.();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : texts.failure);
    }
  }

  return { data, error, loading, reload, act, search };
}
