import "server-only";
import { revalidatePath } from "next/cache";

/**
 * After a post is created, edited or deleted: the list, the post's page (old and new slug), its
 * OG image, the sitemap and the feed are rebuilt on their next request, with no rebuild.
 */
export function revalidateBlog(...slugs: (string | null | undefined)[]) {
  // "layout" covers everything under /blog: every article (related posts, author), tag archives, the
  // author page and the share images. Cached pages carry their route's implicit tags, which
  // include the route group ("_N_T_/(site)/blog/layout"), so the group's path is the one that
  // reaches them; revalidatePath("/blog", "layout") matched none of them.
  revalidatePath("/(site)/blog", "layout");
  revalidatePath("/blog");
  for (const slug of new Set(slugs.filter(Boolean))) revalidatePath(`/blog/${slug}`);
  revalidatePath("/blog/rss.xml");
  revalidatePath("/sitemap.xml");
}
