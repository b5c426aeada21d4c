import { NextResponse } from "next/server";
import { ApiError } from "@/lib/api/errors";
import { limitForm } from "@/lib/api/form-guard";
import { apiHandler } from "@/lib/api/handler";
import { confirmEmailChange, EMAIL_CHANGE_TEXT } from "@/lib/members/change-email";
import { CHANGE_LINK_PROBLEM_TEXT } from "@/lib/members/link-texts";
import { confirmEmailChangeSchema } from "@/lib/validation/member";

export const dynamic = "force-dynamic";

// POST /api/account/change-email/confirm { token }: the button of the new address's link page.
// The member and every row of the old address move to the new one. Opening the link changes nothing.
export const POST = apiHandler({ schema: confirmEmailChangeSchema, before: limitForm("account-change-email-confirm") }, async ({ body }) => {
  const outcome = await confirmEmailChange(body.token);
  if (outcome.kind === "changed") return NextResponse.json({ success: true, email: outcome.email }, { headers: { "Cache-Control": "no-store" } });
  if (outcome.kind === "taken" || outcome.kind === "bothTesters") throw new ApiError("conflict", EMAIL_CHANGE_TEXT[outcome.kind]);
  const text = CHANGE_LINK_PROBLEM_TEXT[outcome.kind];
  throw new ApiError("bad_request", `${text.title}. ${text.body}`, { token: text.title });
});
