import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { updateMemberPreferences } from "@/lib/data/member-account";
import { requireMember } from "@/lib/members/session";
import { preferencesSchema } from "@/lib/validation/member";

export const dynamic = "force-dynamic";

// POST /api/account/preferences { suggestionUpdates }: the signed-in member's e-mail preferences.
export const POST = apiHandler({ schema: preferencesSchema }, async ({ req, body }) => {
  const member = await requireMember(req);
  const preferences = await updateMemberPreferences(member.id, body);
  return NextResponse.json({ success: true, preferences }, { headers: { "Cache-Control": "no-store" } });
});
