"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "@/components/admin/api";
import { BLOG_LIST_FRESH_MS, BLOG_LIST_KEPT_MS } from "@/lib/config";
import type { ServerSchedule } from "@/components/editor/post-schedule";

/** Every admin query's key starts with "admin": one invalidation refreshes them after a change. */
export const ADMIN_KEY = ["admin"] as const;
export const adminKey = (...parts: unknown[]) => [...ADMIN_KEY, ...parts];
export const BLOG_POSTS_KEY = adminKey("blog-posts");
export const BLOG_STATUS_KEY = ["blog-status"] as const;

/** After a submission or an admin action: every admin list, count and overview loads again. */
export function useInvalidateAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ADMIN_KEY });
}

export type PostSummary = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  status: "draft" | "published";
  content?: string;
  publishedAt?: string | null;
  updatedAt?: string;
  featuredImage?: string | null;
  seoTitle?: string;
  seoDescription?: string;
  /** The admin's view: pending publish and unpublish times. */
  schedule?: ServerSchedule;
};
const listFrom = (data: unknown): PostSummary[] => (Array.isArray(data) ? data : ((data as { posts?: PostSummary[] } | null)?.posts ?? []));

/** GET /api/blog/posts (drafts too, for the admin): fresh 5 min, kept 10 min, no refetch on focus. */
export function useBlogPosts() {
  return useQuery({
    queryKey: BLOG_POSTS_KEY,
    queryFn: async () => listFrom(await adminFetch("/api/blog/posts")),
    staleTime: BLOG_LIST_FRESH_MS,
    gcTime: BLOG_LIST_KEPT_MS,
    refetchOnWindowFocus: false,
  });
}

/** GET /api/blog/status: never cached, refetched on mount and on window focus (the spec). */
export function useBlogStatus() {
  return useQuery({
    queryKey: BLOG_STATUS_KEY,
    queryFn: () => adminFetch<{ enabled: boolean }>("/api/blog/status"),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: "always",
    refetchOnWindowFocus: "always",
  });
}
