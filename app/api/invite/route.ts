import { NextResponse } from "next/server";
import { ApiError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { limitForm } from "@/lib/api/form-guard";
import { acceptInvite } from "@/lib/waitlist/invites";
import { inviteCodeSchema } from "@/lib/validation/waitlist-admin";

export const dynamic = "force-dynamic";

const REFUSED = {
  unknown: ["not_found", "This invite code is not valid. Check it against your invite e-mail."],
  used: ["conflict", "This invite has already been accepted."],
  expired: ["conflict", "This invite has expired: you are back in your place on the waitlist."],
  revoked: ["conflict", "This invite cannot be accepted."],
} as const;

// POST /api/invite {code}: the invite page's button. Before expiry it gives the member a tester
// slot (the cap raised by one) and queues the welcome e-mail; opening /invite changes nothing.
export const POST = apiHandler({ schema: inviteCodeSchema, before: limitForm("invite") }, async ({ body }) => {
  const outcome = await acceptInvite(body.code);
  if (outcome.kind === "accepted") return NextResponse.json({ success: true, slot: outcome.slot }, { headers: { "Cache-Control": "no-store" } });
  const [code, message] = REFUSED[outcome.kind];
  throw new ApiError(code, message, { code: message });
});
