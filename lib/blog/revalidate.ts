import "server-only";
import { revalidatePath } from "next/cache";

/**
 * After a post is created, edited or deleted: the list, the post's page (old and new slug), its
 * OG image, the sitemap and the feed are rebuilt on their next request, with no rebuild.
 */
export function revalidateBlog(...slugs: (string | null | undefined)[]) {
  // "layout" covers everything under /blog, the OG images (their paths carry a build hash) too.
  revalidatePath("/blog", "layout");
  revalidatePath("/blog");
  for (const slug of new Set(slugs.filter(Boolean))) revalidatePath(`/blog/${slug}`);
  revalidatePath("/blog/rss.xml");
  revalidatePath("/sitemap.xml");
}
