import "server-only";
import { ApiError } from "@/lib/api/errors";
import { isUniqueViolation } from "@/lib/api/db-errors";
import type { AdminSession } from "@/lib/auth/session";
import { slugify, uniqueSlug } from "@/lib/blog/slug";
import { createPost, getPostById, slugExists, updatePost } from "@/lib/data/blog";
import type { BlogPostInput } from "@/lib/validation/blog";

const isSlugConflict = isUniqueViolation;

const slugTaken = () => new ApiError("conflict", "A post with this slug already exists", { slug: "This slug is already used" });

/**
 * Saves with a slug from the title made unique with a suffix. Two saves racing for the same
 * slug: the database's unique index refuses one, which then retries with the next suffix.
 */
async function withUniqueSlug<T>(base: string, exceptId: string | undefined, save: (slug: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const slug = await uniqueSlug(base, (s) => slugExists(s, exceptId));
    try {
      return await save(slug);
    } catch (error) {
      if (!isSlugConflict(error) || attempt >= 4) throw error;
    }
  }
}

export async function createBlogPost(input: BlogPostInput, admin: AdminSession) {
  const data = {
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    tags: input.tags,
    status: input.status,
    author: admin.username,
    featuredImage: input.featuredImage ?? null,
    seoTitle: input.seoTitle ?? "",
    seoDescription: input.seoDescription ?? "",
  };
  if (input.slug) {
    if (await slugExists(input.slug)) throw slugTaken();
    return createPost({ ...data, slug: input.slug }).catch((error: unknown) => {
      throw isSlugConflict(error) ? slugTaken() : error;
    });
  }
  return withUniqueSlug(slugify(input.title), undefined, (slug) => createPost({ ...data, slug }));
}

/**
 * Updates a post. A post that was ever published keeps its slug (its URL went public); a
 * never-published draft's slug follows its title. An explicit slug always wins, 409 when another
 * post has it. publishedAt is set the first time a post is published and kept afterwards.
 */
export async function updateBlogPost(id: string, input: BlogPostInput) {
  const current = await getPostById(id);
  if (!current) throw new ApiError("not_found", "Blog post not found");
  const data = {
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    tags: input.tags,
    status: input.status,
    ...(input.featuredImage !== undefined ? { featuredImage: input.featuredImage } : {}),
    ...(input.seoTitle !== undefined ? { seoTitle: input.seoTitle } : {}),
    ...(input.seoDescription !== undefined ? { seoDescription: input.seoDescription } : {}),
    ...(input.status === "published" && !current.publishedAt ? { publishedAt: new Date() } : {}),
  };
  let post;
  if (input.slug && input.slug !== current.slug) {
    if (await slugExists(input.slug, id)) throw slugTaken();
    post = await updatePost(id, { ...data, slug: input.slug }).catch((error: unknown) => {
      throw isSlugConflict(error) ? slugTaken() : error;
    });
  } else if (!input.slug && !current.publishedAt && slugify(input.title) !== slugify(current.title)) {
    post = await withUniqueSlug(slugify(input.title), id, (slug) => updatePost(id, { ...data, slug }));
  } else {
    post = await updatePost(id, data);
  }
  return { post, previousSlug: current.slug };
}
