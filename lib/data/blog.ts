import "server-only";
import { db } from "@/lib/db";
import { isBuildPhase } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { countRows, inOrder, searchCondition, sql, whereOf } from "@/lib/data/list-query";

export const postListFields = {
  id: true,
  slug: true,
  title: true,
  excerpt: true,
  tags: true,
  author: true,
  status: true,
  publishedAt: true,
  featuredImage: true,
  createdAt: true,
  updatedAt: true,
  seoTitle: true,
  seoDescription: true,
} as const satisfies Prisma.BlogPostSelect;

const published: Prisma.BlogPostWhereInput = { status: "published" };

export type NewPost = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  tags: string[];
  author: string;
  status: "draft" | "published";
  featuredImage?: string | null;
  seoTitle?: string;
  seoDescription?: string;
};

export function createPost(input: NewPost) {
  return db.blogPost.create({
    data: { ...input, publishedAt: input.status === "published" ? new Date() : null },
  });
}

export function updatePost(id: string, data: Prisma.BlogPostUpdateInput) {
  return db.blogPost.update({ where: { id }, data });
}

export function getPostById(id: string) {
  return db.blogPost.findUnique({ where: { id } });
}

/** A post by slug; drafts only when asked for (the admin). */
export async function getPostBySlug(slug: string, { includeDrafts = false } = {}) {
  if (isBuildPhase) return null;
  return db.blogPost.findFirst({ where: { slug, ...(includeDrafts ? {} : published) } });
}

/** Posts newest first; drafts only when asked for (the admin). */
export async function listPosts({ includeDrafts = false, take }: { includeDrafts?: boolean; take?: number } = {}) {
  if (isBuildPhase) return [];
  return db.blogPost.findMany({
    where: includeDrafts ? {} : published,
    orderBy: [{ publishedAt: { sort: "desc", nulls: "first" } }, { createdAt: "desc" }],
    select: postListFields,
    take,
  });
}

/** Whether a published post has this slug (a page view of /blog/<slug> names a real page). */
export async function publishedSlugExists(slug: string) {
  return (await db.blogPost.findFirst({ where: { slug, ...published }, select: { id: true } })) !== null;
}

export async function slugExists(slug: string, exceptId?: string) {
  const row = await db.blogPost.findFirst({ where: { slug, ...(exceptId ? { NOT: { id: exceptId } } : {}) }, select: { id: true } });
  return row !== null;
}

// The searched columns, joined as the trigram index of migration 20261125040000 has them.
const POST_SEARCH = sql`title || E'\\x1f' || excerpt`;

/** A published-list page for /blog: search (title or excerpt, any casing) and topic filter. */
export async function searchPublishedPosts({ q = "", tag = "", skip = 0, take }: { q?: string; tag?: string; skip?: number; take: number }) {
  if (isBuildPhase) return { posts: [], total: 0 };
  // The ids in SQL (the trigram index for the search, the list-order index for the page), then
  // the cards' columns for those rows only.
  const where = [sql`status = 'published'`];
  // @> (not = ANY) so that the GIN index over tags (migration 20261125150000) serves it.
  if (tag) where.push(sql`tags @> ARRAY[${tag}]::text[]`);
  if (q) where.push(searchCondition(POST_SEARCH, q));
  const [page, total] = await Promise.all([
    db.$queryRaw<{ id: string }[]>`
      SELECT id FROM blog_posts WHERE ${whereOf(where)}
      ORDER BY "publishedAt" DESC NULLS LAST, "createdAt" DESC, id DESC LIMIT ${take} OFFSET ${skip}`,
    countRows("blog_posts", where),
  ]);
  const ids = page.map((row) => row.id);
  const posts = ids.length ? await db.blogPost.findMany({ where: { id: { in: ids } }, select: { ...postListFields, content: true } }) : [];
  return { posts: inOrder(ids, posts), total };
}

/** Every tag used by a published post, once, sorted (the list's topic filters). */
export async function listPublishedTags(): Promise<string[]> {
  if (isBuildPhase) return [];
  // Made distinct by PostgreSQL: 10,000 posts' tag arrays are never shipped to the server.
  const rows = await db.$queryRaw<{ tag: string }[]>`SELECT DISTINCT unnest(tags) AS tag FROM blog_posts WHERE status = 'published'`;
  return rows.map((r) => r.tag).sort((a, b) => a.localeCompare(b));
}

/** Posts with their bodies, newest first (the API list and the RSS feed). */
export async function listPostsWithContent({ includeDrafts = false, take }: { includeDrafts?: boolean; take?: number } = {}) {
  if (isBuildPhase) return [];
  return db.blogPost.findMany({
    where: includeDrafts ? {} : published,
    orderBy: [{ publishedAt: { sort: "desc", nulls: "first" } }, { createdAt: "desc" }],
    take,
  });
}

/** How many related posts the end of an article shows. */
export const RELATED_POSTS = 3;

/**
 * Published posts sharing tags with this one: most shared tags first, then the newest. The GIN
 * index over tags finds the candidates (tags && ...); only those are counted and sorted, so the
 * cost follows how many posts share a tag, not the size of the blog.
 */
export async function listRelatedPosts(post: { id: string; tags: string[] }, take = RELATED_POSTS) {
  if (isBuildPhase || post.tags.length === 0) return [];
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM blog_posts
    WHERE status = 'published' AND tags && ${post.tags}::text[] AND id <> ${post.id}
    ORDER BY (SELECT count(*) FROM unnest(tags) AS t WHERE t = ANY (${post.tags}::text[])) DESC,
      "publishedAt" DESC NULLS LAST, "createdAt" DESC, id DESC
    LIMIT ${take}`;
  const ids = rows.map((row) => row.id);
  const posts = ids.length ? await db.blogPost.findMany({ where: { id: { in: ids } }, select: { ...postListFields, content: true } }) : [];
  return inOrder(ids, posts);
}
