import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { assertHumanTiming, limitForm } from "@/lib/api/form-guard";
import { SIGN_IN_LINK_MINUTES } from "@/lib/config";
import { requestSignInLink } from "@/lib/members/sign-in";
import { signInSchema } from "@/lib/validation/member";

export const dynamic = "force-dynamic";

// POST /api/account/sign-in ({ email }): e-mails a single-use sign-in link. Limited per client
// address (the form limit) and per recipient (a few e-mails an hour, lib/members/sign-in.ts). The
// answer is the same for a member's address, a new one and one that had its links this hour.
export const POST = apiHandler({ schema: signInSchema, before: limitForm("account-sign-in") }, async ({ body }) => {
  assertHumanTiming(body.fillMs);
  await requestSignInLink(body.email);
  return NextResponse.json(
    {
      success: true,
      message: `Check your inbox: we are sending a sign-in link to ${body.email}. It works once, within ${SIGN_IN_LINK_MINUTES} minutes.`,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
});
