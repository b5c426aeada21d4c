"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

/**
 * The spec's data-fetching defaults: no interval refetch, no refetch on focus, never stale, no
 * retries for queries or mutations. Queries that differ (blog status, blog list, e-mail status)
 * say so in components/query/queries.ts.
 */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/**
 * One client per mounted tree. Mounted by the admin layout, and on public pages only around the
 * few components that query (so the library stays out of the other public bundles).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
