import "server-only";
import { createIssue, scheduleIssue } from "@/lib/data/newsletter-issues";
import { hasIssueFrom } from "@/lib/data/newsletter-stats";
import { postIssue } from "@/lib/data/newsletter-sources";

type Post = { id: string; title: string; excerpt: string; slug: string; status: string };

/**
 * "Also send as a newsletter" of the post form: an issue to "Blog" made from the post, sent when
 * the post is published (at once, or at its scheduled publish time). Once per post: a later save
 * with the box ticked sends nothing more. Returns whether an issue was queued.
 */
export async function sendPostAsNewsletter(post: Post, publishAt: Date | null | undefined): Promise<boolean> {
  const at = post.status === "published" ? null : (publishAt ?? undefined);
  if (at === undefined) return false;
  const source = `post:${post.id}`;
  if (await hasIssueFrom(source)) return false;
  const { id } = await createIssue({ ...postIssue(post), topics: ["blog"], source });
  return scheduleIssue(id, at && at.getTime() > Date.now() ? at : null);
}
