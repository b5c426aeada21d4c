import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { assertHumanTiming, limitForm } from "@/lib/api/form-guard";
import { submitContactMessage } from "@/lib/email/contact";
import { contactSchema } from "@/lib/validation/contact";
import { adminJson } from "@/lib/admin/http";
import { contactPage } from "@/lib/admin/lists";
import { listQuerySchema } from "@/lib/validation/admin";

// POST /api/contact (spec section 7): stores the message first, so a failed send never loses it; delivery to the
// site owner is queued in the same transaction and sent by the e-mail outbox worker.
export const POST = apiHandler({ schema: contactSchema, before: limitForm("contact") }, async ({ body }) => {
  assertHumanTiming(body.fillMs);
  const entry = await submitContactMessage({
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    subject: body.subject,
    message: body.message,
  });
  return NextResponse.json(
    { success: true, id: entry.id, message: "Message sent successfully! We will get back to you soon." },
    { status: 201 },
  );
});

export const dynamic = "force-dynamic";

// GET /api/contact (admin only) -> {items (with e-mail delivery state), total, page, pageSize}; ?q, page, pageSize.
export const GET = apiHandler({ admin: true }, async ({ req }) => {
  const query = listQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return adminJson(await contactPage(query));
});
