// Blog post input (spec section 7: title, content, excerpt, tags, plus a published/draft state),
// shared by the visual editor's post form and the blog API handlers.
import { z } from "zod";
import { RESERVED_SLUGS, SLUG_MAX_LENGTH, SLUG_PATTERN } from "@/lib/blog/slug";
import { scheduleTime } from "@/lib/validation/schedule";
import { canonicalTag } from "@/lib/blog/urls";

export const BLOG_LIMITS = {
  title: 200,
  excerpt: 500,
  content: 100_000,
  tags: 10,
  tag: 40,
  featuredImage: 2048,
  seoTitle: 70,
  seoDescription: 200,
  query: 100,
} as const;
/** Bodies up to the longest content, JSON-escaped, with room for the other fields. */
export const BLOG_MAX_BODY_BYTES = 256 * 1024;

export const POST_STATUSES = ["draft", "published"] as const;

const tags = z
  .array(
    z
      .string()
      .trim()
      .min(1, "Tags cannot be empty")
      .max(BLOG_LIMITS.tag, `Each tag must be at most ${BLOG_LIMITS.tag} characters`)
      // A tag is its own URL (/blog/tag/{tag}): one lower-case spelling, so "Laptops" and
      // "laptops" are one archive and every chip reads alike.
      .transform(canonicalTag),
  )
  .max(BLOG_LIMITS.tags, `At most ${BLOG_LIMITS.tags} tags`)
  // The same tag twice is kept once.
  .transform((list) => [...new Set(list)]);

const featuredImage = z
  .string()
  .trim()
  .max(BLOG_LIMITS.featuredImage, "Image URL is too long")
  .refine((v) => v === "" || /^https?:\/\//i.test(v) || /^\/(?![/\\])/.test(v), "Image must be an http(s) URL or a site path")
  .transform((v) => (v === "" ? null : v));

export const blogPostSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(BLOG_LIMITS.title, `Title must be at most ${BLOG_LIMITS.title} characters`),
  content: z
    .string()
    .trim()
    .min(1, "Content is required")
    .max(BLOG_LIMITS.content, `Content must be at most ${BLOG_LIMITS.content} characters`),
  excerpt: z
    .string()
    .trim()
    .max(BLOG_LIMITS.excerpt, `Excerpt must be at most ${BLOG_LIMITS.excerpt} characters`)
    .default(""),
  tags: tags.default([]),
  /** The spec's form has no state: a post saved from it is published. */
  status: z.enum(POST_STATUSES, "Status must be draft or published").default("published"),
  /** Optional explicit slug; without it the slug comes from the title. */
  slug: z
    .string()
    .trim()
    .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`)
    .regex(SLUG_PATTERN, "Slug may only hold lower-case letters, digits and single dashes")
    .refine((slug) => !RESERVED_SLUGS.has(slug), "This slug is reserved for a blog page")
    .optional(),
  featuredImage: featuredImage.nullable().optional(),
  /** Search-result overrides; empty means the title / the excerpt. Left out on an update: kept. */
  seoTitle: z.string().trim().max(BLOG_LIMITS.seoTitle, `SEO title must be at most ${BLOG_LIMITS.seoTitle} characters`).optional(),
  seoDescription: z
    .string()
    .trim()
    .max(BLOG_LIMITS.seoDescription, `SEO description must be at most ${BLOG_LIMITS.seoDescription} characters`)
    .optional(),
  /** Scheduled publish / unpublish (lib/jobs); null cancels, absent keeps; a past time acts at once. */
  publishAt: scheduleTime("Publish time").nullable().optional(),
  unpublishAt: scheduleTime("Unpublish time").nullable().optional(),
  /** Also send the post to the newsletter's "Blog" topic when it is published (now or at publishAt); once per post. */
  newsletter: z.boolean().optional(),
}).refine((post) => !post.publishAt || !post.unpublishAt || post.unpublishAt > post.publishAt, {
  message: "Unpublish time must be after the publish time",
  path: ["unpublishAt"],
});

export type BlogPostInput = z.infer<typeof blogPostSchema>;
export type BlogPostFormValues = z.input<typeof blogPostSchema>;

/** The list's search and topic filter (URL ?q= and ?tag=). */
export const blogQuerySchema = z.object({
  q: z.string().trim().max(BLOG_LIMITS.query).catch(""),
  tag: z.string().trim().max(BLOG_LIMITS.tag).transform(canonicalTag).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type BlogQuery = z.infer<typeof blogQuerySchema>;

/** Next's searchParams (string | string[] | undefined) to a valid query; bad values fall back. */
export function parseBlogQuery(params: Record<string, string | string[] | undefined>): BlogQuery {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return blogQuerySchema.parse({ q: first(params.q) ?? "", tag: first(params.tag) ?? "", page: first(params.page) ?? 1 });
}
