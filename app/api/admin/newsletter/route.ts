import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { createIssue } from "@/lib/data/newsletter-issues";
import { listIssueSources } from "@/lib/data/newsletter-sources";
import { listIssues, subscriberCounts } from "@/lib/data/newsletter-stats";
import { getNewsletterSettings, listTopics } from "@/lib/data/newsletter-subscriptions";
import { env } from "@/lib/env";
import { issueSchema } from "@/lib/validation/newsletter";

export const dynamic = "force-dynamic";

// GET /api/admin/newsletter: topics with their subscribers, the issues with their figures, what an
// issue can start from, the welcome e-mail, and where a test goes by default.
export const GET = apiHandler({ admin: true }, async () => {
  const [topics, counts, issues, sources, settings] = await Promise.all([listTopics(), subscriberCounts(), listIssues(), listIssueSources(), getNewsletterSettings()]);
  return NextResponse.json({ topics: topics.map((t) => ({ ...t, subscribers: counts[t.slug] ?? 0 })), issues, sources, settings, testAddress: env.CONTACT_TO_EMAIL ?? "" });
});

// POST /api/admin/newsletter { subject, markdown, topics, source? }: a new draft issue.
export const POST = apiHandler({ admin: true, schema: issueSchema }, async ({ body }) => {
  return NextResponse.json(await createIssue(body), { status: 201 });
});
