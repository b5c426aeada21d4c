import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { ApiError, notFound } from "@/lib/api/errors";
import { enqueueEmail } from "@/lib/data/outbox";
import { getIssue, scheduleIssue } from "@/lib/data/newsletter-issues";
import { newsletterEmail } from "@/lib/email/messages";
import { issueActionSchema } from "@/lib/validation/newsletter";

export const dynamic = "force-dynamic";

// POST /api/admin/newsletter/{id}/send { action: "send" | "schedule" (at) | "test" (to) }.
// A test is one e-mail through the outbox to the address given; send and schedule queue the issue's
// send job (moving a schedule replaces it). 409 once the issue has started sending.
export const POST = apiHandler({ admin: true, schema: issueActionSchema }, async ({ params, body }) => {
  const id = String(params.id);
  const issue = await getIssue(id);
  if (!issue) throw notFound("Issue");
  if (body.action === "test") {
    const message = await newsletterEmail("newsletter_test", body.to, { subject: `[Test] ${issue.subject}`, markdown: issue.markdown });
    const queued = await enqueueEmail(message);
    if (!queued) throw new ApiError("validation_failed", "That address is on the suppression list: no e-mail can reach it", { to: "On the suppression list" });
    return NextResponse.json({ success: true, status: "test_queued" });
  }
  const at = body.action === "schedule" ? new Date(body.at) : null;
  if (at && at.getTime() < Date.now() - 60_000) throw new ApiError("validation_failed", "Choose a time in the future", { at: "Choose a time in the future" });
  if (!(await scheduleIssue(id, at))) throw new ApiError("conflict", "This issue is already sending or sent");
  return NextResponse.json({ success: true, status: at ? "scheduled" : "sending" });
});
