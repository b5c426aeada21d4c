import "server-only";
import { revalidatePath } from "next/cache";
import type { PathToRevalidate } from "@/lib/cache/revalidate-paths";

/**
 * What a post's change reaches: the list and tag pages, the post's page (old and new slug), its
 * OG image, the sitemaps and the feed. "layout" covers everything under /blog (the OG images'
 * paths carry a build hash).
 */
export function blogPaths(...slugs: (string | null | undefined)[]): PathToRevalidate[] {
  return [
    // Every article (related posts, author), tag archives, the author page and the share images.
    // Cached pages carry their route's implicit tags, which include the route group
    // ("_N_T_/(site)/blog/layout"): the group's path is the one that reaches them.
    { path: "/(site)/blog", type: "layout" },
    { path: "/blog" },
    ...[...new Set(slugs.filter(Boolean))].map((slug) => ({ path: `/blog/${slug}` })),
    { path: "/blog/rss.xml" },
    { path: "/sitemap.xml" },
    { path: "/sitemaps", type: "layout" },
  ];
}

/** After a post is created, edited or deleted: its pages are rebuilt on their next request. */
export function revalidateBlog(...slugs: (string | null | undefined)[]) {
  for (const { path, type } of blogPaths(...slugs)) revalidatePath(path, type);
}
