"use client";

import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { adminFetch, queryString } from "@/components/admin/api";

/** One page of a list call. totalEstimated: the total is PostgreSQL's estimate (beyond 1,000 rows). */
export type Page<T> = { items: T[]; total: number; totalEstimated?: boolean; page: number; pageSize: number; nextCursor?: string | null };
export const PAGE_SIZE = 10;

/**
 * Loads one page of an admin list for the given filters; search is debounced. A failed load
 * keeps an empty list and reports the error (the spec treats a failed list fetch as empty).
 * The next page is asked for by the cursor of the page before it (keyset: as fast at page 5,000
 * as at page 2, and no entry skipped or shown twice while new ones arrive); a page reached
 * otherwise (a reload) by its number.
 */
export function useAdminList<T>(endpoint: string, filters: Record<string, string | number | undefined> & { page: number }, refreshToken = 0) {
  const [data, setData] = useState<Page<T>>({ items: [], total: 0, page: 1, pageSize: PAGE_SIZE });
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const { page, ...rest } = filters;
  const listKey = queryString({ ...rest, pageSize: PAGE_SIZE });
  // The cursor that starts each page, for the current filters only.
  const [cursors, setCursors] = useState<{ key: string; start: Record<number, string> }>({ key: listKey, start: {} });
  const cursor = cursors.key === listKey ? cursors.start[page] : undefined;
  const search = queryString({ ...rest, page, pageSize: PAGE_SIZE, cursor });

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const answer = await adminFetch<Page<T>>(`${endpoint}${search}`);
        if (!cancelled) {
          const next = answer.nextCursor;
          if (next) setCursors((c) => ({ key: listKey, start: { ...(c.key === listKey ? c.start : {}), [answer.page + 1]: next } }));
          setData(answer);
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
  }, [endpoint, search, listKey, version, refreshToken]);

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
