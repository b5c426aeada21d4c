"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { adminFetch, queryString } from "@/components/admin/api";
import { adminKey, useInvalidateAdmin } from "@/components/query/queries";

/** One page of a list call. totalEstimated: the total is PostgreSQL's estimate (beyond 1,000 rows). */
export type Page<T> = { items: T[]; total: number; totalEstimated?: boolean; page: number; pageSize: number; nextCursor?: string | null };
export const PAGE_SIZE = 10;
const EMPTY = { items: [], total: 0, page: 1, pageSize: PAGE_SIZE };
const SEARCH_DEBOUNCE_MS = 200;

/** The value, once it has stopped changing for `ms`. */
export function useSettled<T>(value: T, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * One page of an admin list for the given filters (TanStack Query; search debounced). A failed
 * load shows an empty list and the error (the spec treats a failed list fetch as empty).
 * The next page is asked for by the cursor of the page before it (keyset: as fast at page 5,000
 * as at page 2, and no entry skipped or shown twice while new ones arrive); a page reached
 * otherwise (a reload) by its number.
 */
export function useAdminList<T>(endpoint: string, filters: Record<string, string | number | undefined> & { page: number }) {
  // Typing in a search box (or paging quickly) asks the server once, for the settled filters.
  const settled = useSettled(JSON.stringify(filters), SEARCH_DEBOUNCE_MS);
  const { page, ...rest } = JSON.parse(settled) as typeof filters;
  const listKey = queryString({ ...rest, pageSize: PAGE_SIZE });
  // The cursor that starts each page, for the current filters only.
  const [cursors, setCursors] = useState<{ key: string; start: Record<number, string> }>({ key: listKey, start: {} });
  const cursor = cursors.key === listKey ? cursors.start[page] : undefined;
  const search = queryString({ ...rest, page, pageSize: PAGE_SIZE, cursor });
  const invalidate = useInvalidateAdmin();

  const query = useQuery({
    queryKey: adminKey("list", endpoint, search),
    queryFn: async () => {
      const answer = await adminFetch<Page<T>>(`${endpoint}${search}`);
      const next = answer.nextCursor;
      if (next) setCursors((c) => ({ key: listKey, start: { ...(c.key === listKey ? c.start : {}), [answer.page + 1]: next } }));
      return answer;
    },
    placeholderData: keepPreviousData,
  });

  /** One action on a listed item (delete, send again): toasts its outcome and reloads the lists. */
  async function act(path: string, method: "POST" | "DELETE", texts: { success: string; failure: string }) {
    try {
      await adminFetch(path, { method });
      toast.success(texts.success);
      void invalidate();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : texts.failure);
    }
  }

  const data: Page<T> = query.isError ? EMPTY : (query.data ?? EMPTY);
  return { data, error: query.isError ? query.error.message : null, loading: query.isFetching, reload: invalidate, act, search };
}
