import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { limitForm } from "@/lib/api/form-guard";
import { linkProblemError } from "@/lib/members/link-texts";
import { withMemberSession } from "@/lib/members/session";
import { confirmSignInLink } from "@/lib/members/sign-in";
import { confirmSignInSchema } from "@/lib/validation/member";

export const dynamic = "force-dynamic";

// POST /api/account/sign-in/confirm ({ token }): the "Sign in as …" button of the link's page.
// Uses the link up, creates the member on the first sign-in and sets the member session cookie.
// Only this POST does so: opening the link (GET or HEAD) changes nothing.
export const POST = apiHandler({ schema: confirmSignInSchema, before: limitForm("account-sign-in-confirm") }, async ({ body }) => {
  const outcome = await confirmSignInLink(body.token);
  if (outcome.kind !== "signed_in") throw linkProblemError(outcome.kind);
  return withMemberSession(NextResponse.json({ success: true, email: outcome.member.email }), outcome.sessionToken);
});
