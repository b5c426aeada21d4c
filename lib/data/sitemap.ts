import "server-only";
import { db } from "@/lib/db";
import { isBuildPhase } from "@/lib/env";

// The sitemaps' reads: the index needs only counts and latest change times; a child sitemap
// reads one bounded page (at most SITEMAP_MAX_URLS rows), never the whole table per request.

export type SitemapStats = { posts: number; postsChangedAt: Date | null; tags: number; siteChangedAt: Date | null };

export async function sitemapStats(): Promise<SitemapStats> {
  if (isBuildPhase) return { posts: 0, postsChangedAt: null, tags: 0, siteChangedAt: null };
  const [row] = await db.$queryRaw<{ posts: number; changed: Date | null; tags: number; site: Date | null }[]>`
    SELECT (SELECT count(*)::int FROM blog_posts WHERE status = 'published') AS posts,
           (SELECT max("updatedAt") FROM blog_posts WHERE status = 'published') AS changed,
           (SELECT count(DISTINCT tag)::int FROM blog_posts, unnest(tags) AS tag WHERE status = 'published') AS tags,
           (SELECT max("createdAt") FROM site_revisions) AS site`;
  return { posts: row?.posts ?? 0, postsChangedAt: row?.changed ?? null, tags: row?.tags ?? 0, siteChangedAt: row?.site ?? null };
}

/** One page of published posts' URLs (oldest first, so pages stay stable as posts are added). */
export async function sitemapPostPage(page: number, size: number) {
  if (isBuildPhase) return [];
  return db.blogPost.findMany({
    where: { status: "published" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    skip: (page - 1) * size,
    take: size,
    select: { slug: true, updatedAt: true },
  });
}

/** One page of the tags of published posts, each with its newest post change. */
export async function sitemapTagPage(page: number, size: number) {
  if (isBuildPhase) return [];
  return db.$queryRaw<{ tag: string; changed: Date }[]>`
    SELECT tag, max("updatedAt") AS changed FROM blog_posts, unnest(tags) AS tag WHERE status = 'published'
    GROUP BY tag ORDER BY tag LIMIT ${size} OFFSET ${(page - 1) * size}`;
}
