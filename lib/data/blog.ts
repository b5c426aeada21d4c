import "server-only";
import { db } from "@/lib/db";
import { isBuildPhase } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";

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
};

export function createPost(input: NewPost) {
  return db.blogPost.create({
    data: { ...input, publishedAt: input.status === "published" ? new Date() : null },
  });
}

export function updatePost(id: string, data: Prisma.BlogPostUpdateInput) {
  return db.blogPost.update({ where: { id }, data });
}

export function deletePost(id: string) {
  return db.blogPost.delete({ where: { id }, select: { id: true, slug: true } });
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

export async function slugExists(slug: string, exceptId?: string) {
  const row = await db.blogPost.findFirst({ where: { slug, ...(exceptId ? { NOT: { id: exceptId } } : {}) }, select: { id: true } });
  return row !== null;
}

/** A published-list page for /blog: search (title or excerpt, any casing) and topic filter. */
export async function searchPublishedPosts({ q = "", tag = "", skip = 0, take }: { q?: string; tag?: string; skip?: number; take: number }) {
  if (isBuildPhase) return { posts: [], total: 0 };
  const where: Prisma.BlogPostWhereInput = {
    ...published,
    ...(tag ? { tags: { has: tag } } : {}),
    ...(q
      ? { OR: [{ title: { contains: q, mode: "insensitive" } }, { excerpt: { contains: q, mode: "insensitive" } }] }
      : {}),
  };
  const [posts, total] = await db.$transaction([
    db.blogPost.findMany({
      where,
      orderBy: [{ publishedAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }],
      select: { ...postListFields, content: true },
      skip,
      take,
    }),
    db.blogPost.count({ where }),
  ]);
  return { posts, total };
}

/** Every tag used by a published post, once, sorted (the list's topic filters). */
export async function listPublishedTags(): Promise<string[]> {
  if (isBuildPhase) return [];
  const rows = await db.blogPost.findMany({ where: published, select: { tags: true } });
  return [...new Set(rows.flatMap((r) => r.tags))].sort((a, b) => a.localeCompare(b));
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
