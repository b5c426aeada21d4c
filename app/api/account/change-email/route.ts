import { NextResponse } from "next/server";
import { ApiError } from "@/lib/api/errors";
import { limitForm } from "@/lib/api/form-guard";
import { apiHandler } from "@/lib/api/handler";
import { EMAIL_CHANGE_TEXT, requestEmailChange } from "@/lib/members/change-email";
import { requireMember } from "@/lib/members/session";
import { changeEmailSchema } from "@/lib/validation/member";

export const dynamic = "force-dynamic";

// POST /api/account/change-email { email }: e-mails a confirmation link to the new address; the
// address changes only when that link's button is pressed. 409 when the address is already the
// member's or another member's.
export const POST = apiHandler({ schema: changeEmailSchema, before: limitForm("account-change-email") }, async ({ req, body }) => {
  const member = await requireMember(req);
  const result = await requestEmailChange(member, body.email);
  if (result.kind !== "sent") throw new ApiError("conflict", EMAIL_CHANGE_TEXT[result.kind], { email: EMAIL_CHANGE_TEXT[result.kind] });
  return NextResponse.json({ success: true, message: EMAIL_CHANGE_TEXT.sent }, { headers: { "Cache-Control": "no-store" } });
});
