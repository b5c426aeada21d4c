import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { limitForm } from "@/lib/api/form-guard";
import { linkProblemError } from "@/lib/members/link-texts";
import { confirmAddressLink } from "@/lib/members/sign-in";
import { linkTokenSchema } from "@/lib/validation/member";

export const dynamic = "force-dynamic";

// POST /api/account/confirm ({ token }): the "Confirm" button of the confirmation e-mail's page.
// Uses the link up and creates (or finds) the member of the address, without signing in (no
// cookie). Only this POST does so: opening the link (GET or HEAD) changes nothing.
export const POST = apiHandler({ schema: linkTokenSchema, before: limitForm("account-confirm") }, async ({ body }) => {
  const outcome = await confirmAddressLink(body.token);
  if (outcome.kind !== "confirmed") throw linkProblemError(outcome.kind);
  return NextResponse.json({ success: true }, { headers: { "Cache-Control": "no-store" } });
});
