import "server-only";
import { db } from "@/lib/db";
import { siteUrl } from "@/lib/env";

export type IssueSource = { source: string; kind: "post" | "changelog"; title: string; markdown: string; topic: string };

const postMarkdown = (post: { title: string; excerpt: string; slug: string }) => `${post.excerpt ? `${post.excerpt}\n\n` : ""}[Read “${post.title}” on the blog](${siteUrl}/blog/${post.slug})`;

/** An issue's subject and text made from a post: its excerpt and a link to it. */
export const postIssue = (post: { title: string; excerpt: string; slug: string }) => ({ subject: post.title, markdown: postMarkdown(post) });

/** The source name of a post's issue. */
export const postSource = (postId: string) => `post:${postId}`;

/** The source name of a changelog entry's issue. */
export const changelogSource = (entryId: string) => `changelog:${entryId}`;

const changelogMarkdown = (entry: { body: string }) => `${entry.body}\n\n[See the changelog](${siteUrl}/changelog)`;

/** An issue to "Product updates" made from a changelog entry: its text and a link to the changelog. */
export const changelogIssue = (entry: { title: string; body: string }) => ({ subject: entry.title, markdown: changelogMarkdown(entry), topics: ["product-updates"] });

/** What an issue can start from: the newest published posts (for "Blog") and changelog entries (for "Product updates"). */
export async function listIssueSources(take = 20): Promise<IssueSource[]> {
  const [posts, entries] = await Promise.all([
    db.blogPost.findMany({ where: { status: "published" }, orderBy: { publishedAt: "desc" }, take, select: { id: true, title: true, excerpt: true, slug: true } }),
    db.changelogEntry.findMany({ where: { status: "published" }, orderBy: { date: "desc" }, take, select: { id: true, title: true, body: true } }),
  ]);
  return [
    ...posts.map((p) => ({ source: postSource(p.id), kind: "post" as const, title: p.title, markdown: postMarkdown(p), topic: "blog" })),
    ...entries.map((e) => ({ source: changelogSource(e.id), kind: "changelog" as const, title: e.title, markdown: changelogMarkdown(e), topic: "product-updates" })),
  ];
}
