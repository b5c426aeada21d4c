import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { assertHumanTiming, limitForm } from "@/lib/api/form-guard";
import { createContactMessage } from "@/lib/data/contact";
import { contactSchema } from "@/lib/validation/contact";

// POST /api/contact (spec section 7): stores the message first (DECISIONS.md); delivery to the
// site owner goes through the e-mail outbox.
export const POST = apiHandler({ schema: contactSchema, before: limitForm("contact") }, async ({ body }) => {
  assertHumanTiming(body.fillMs);
  const entry = await createContactMessage({
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
