import "server-only";
import { createIssue, releaseWaitingIssues, scheduleIssue } from "@/lib/data/newsletter-issues";
import { hasIssueFrom } from "@/lib/data/newsletter-stats";
import { postIssue, postSource } from "@/lib/data/newsletter-sources";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;
type Content = { subject: string; markdown: string; topics: string[] };

/**
 * "Also send as a newsletter" of a post or changelog entry: an issue made from it, once per
 * source (a later save with the box ticked adds nothing). Published already, it is queued now, in
 * `tx`; otherwise it waits for its source's publish (releaseWaitingIssues, in the transaction that
 * publishes it), so it follows a schedule that moves and goes nowhere if the source never
 * publishes. Returns whether an issue was made.
 */
export async function sendAsNewsletter(tx: Tx, source: string, content: Content, published: boolean): Promise<boolean> {
  if (await hasIssueFrom(source, tx)) return false;
  const { id } = await createIssue({ ...content, source }, { waiting: !published }, tx);
  if (published) await scheduleIssue(id, null, tx);
  return true;
}

type Post = { id: string; title: string; excerpt: string; slug: string; status: string };

/**
 * After a post's save: with the box ticked, a post published now or scheduled (`publishAt` in the
 * future) gets its issue to "Blog" (a draft without a time gets none); a post that is published
 * now sends the issue that waited for it, ticked or not.
 */
export async function followPostSave(post: Post, { newsletter, publishAt }: { newsletter?: boolean; publishAt?: Date | null }): Promise<void> {
  const published = post.status === "published";
  const scheduled = !published && !!publishAt && publishAt.getTime() > Date.now();
  await db.$transaction(async (tx) => {
    if (newsletter && (published || scheduled)) await sendAsNewsletter(tx, postSource(post.id), { ...postIssue(post), topics: ["blog"] }, published);
    if (published) await releaseWaitingIssues(tx, postSource(post.id));
  });
}
