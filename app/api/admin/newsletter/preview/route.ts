import { NextResponse } from "next/server";
import { z } from "zod";
import { apiHandler } from "@/lib/api/handler";
import { newsletterEmail } from "@/lib/email/messages";
import { issueSchema } from "@/lib/validation/newsletter";

export const dynamic = "force-dynamic";

const previewSchema = z.strictObject({ subject: issueSchema.shape.subject, markdown: issueSchema.shape.markdown });

// POST /api/admin/newsletter/preview { subject, markdown }: the e-mail's HTML as subscribers will
// get it (the react-email template), for the editor's live preview.
export const POST = apiHandler({ admin: true, schema: previewSchema }, async ({ body }) => {
  const { html } = await newsletterEmail("newsletter_issue", "", body);
  return NextResponse.json({ html });
});
