import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { ApiError, notFound } from "@/lib/api/errors";
import { getIssue, updateIssue } from "@/lib/data/newsletter-issues";
import { issueFailures, issueStats } from "@/lib/data/newsletter-stats";
import { issueSchema } from "@/lib/validation/newsletter";

export const dynamic = "force-dynamic";

// GET /api/admin/newsletter/{id}: the issue, its figures and its failures.
export const GET = apiHandler({ admin: true }, async ({ params }) => {
  const id = String(params.id);
  const issue = await getIssue(id);
  if (!issue) throw notFound("Issue");
  const [stats, failures] = await Promise.all([issueStats([id]), issueFailures(id)]);
  return NextResponse.json({ issue, stats: stats.get(id) ?? null, failures });
});

// PUT /api/admin/newsletter/{id}: edits a draft or scheduled issue (409 once it is sending).
export const PUT = apiHandler({ admin: true, schema: issueSchema }, async ({ params, body }) => {
  const id = String(params.id);
  if (await updateIssue(id, body)) return NextResponse.json({ success: true });
  if (!(await getIssue(id))) throw notFound("Issue");
  throw new ApiError("conflict", "This issue has been sent and can no longer be edited");
});
