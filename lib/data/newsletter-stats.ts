import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export type IssueStats = { recipients: number; sent: number; delivered: number; bounced: number; complained: number; delayed: number; unsubscribed: number; failed: number; skipped: number; waiting: number };

/** What became of an issue's deliveries; "sent" counts every message the provider took. */
export async function issueStats(issueIds: string[]): Promise<Map<string, IssueStats>> {
  const rows = await db.$queryRaw<({ issueId: string } & Record<keyof IssueStats, bigint>)[]>`
    SELECT "issueId",
      count(*) AS recipients,
      count(*) FILTER (WHERE status IN ('sent', 'delivered', 'delayed', 'bounced', 'complained')) AS sent,
      count(*) FILTER (WHERE status = 'delivered') AS delivered,
      count(*) FILTER (WHERE status = 'bounced') AS bounced,
      count(*) FILTER (WHERE status = 'complained') AS complained,
      count(*) FILTER (WHERE status = 'delayed') AS delayed,
      count(*) FILTER (WHERE "unsubscribedAt" IS NOT NULL) AS unsubscribed,
      count(*) FILTER (WHERE status = 'failed') AS failed,
      count(*) FILTER (WHERE status = 'skipped') AS skipped,
      count(*) FILTER (WHERE status IN ('queued', 'sending')) AS waiting
    FROM newsletter_deliveries WHERE "issueId" = ANY(${issueIds}) GROUP BY "issueId"`;
  return new Map(rows.map(({ issueId, ...counts }) => [issueId, Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)])) as IssueStats]));
}

/** The deliveries that went wrong (bounced, complained, failed), newest first, for the issue's page. */
export function issueFailures(issueId: string, take = 100) {
  return db.newsletterDelivery.findMany({ where: { issueId, status: { in: ["bounced", "complained", "failed"] } }, select: { email: true, status: true, lastError: true, updatedAt: true }, orderBy: { updatedAt: "desc" }, take });
}

/** The admin's list: newest first, with their figures. */
export async function listIssues(take = 50) {
  const issues = await db.newsletterIssue.findMany({ orderBy: { createdAt: "desc" }, take, select: { id: true, subject: true, topics: true, status: true, scheduledAt: true, finishedAt: true, createdAt: true } });
  const stats = await issueStats(issues.map((i) => i.id));
  return issues.map((issue) => ({ ...issue, stats: stats.get(issue.id) ?? null }));
}

/** Newsletter subscribers per topic (the admin page's header). */
export async function subscriberCounts() {
  const rows = await db.newsletterSubscription.groupBy({ by: ["topicSlug"], _count: true });
  return Object.fromEntries(rows.map((r) => [r.topicSlug, r._count]));
}

/** Whether an issue was already made from this post or changelog entry. */
export async function hasIssueFrom(source: string, client: Prisma.TransactionClient = db): Promise<boolean> {
  return (await client.newsletterIssue.count({ where: { source } })) > 0;
}
