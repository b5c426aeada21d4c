import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { inTransaction } from "@/lib/data/transaction";
import { eraseMemberData } from "@/lib/members/erase";
import { requireMember, signOutMember } from "@/lib/members/session";
import { eraseSchema } from "@/lib/validation/member";

export const dynamic = "force-dynamic";

// POST /api/account/erase { confirm: "erase" }: erases everything held about the signed-in
// member at once (final: nothing goes to the trash) and ends their sessions.
export const POST = apiHandler({ schema: eraseSchema }, async ({ req }) => {
  const member = await requireMember(req);
  const erased = await inTransaction((tx) => eraseMemberData(tx, member.emailKey, { kind: "member" }));
  return signOutMember(req, NextResponse.json({ success: true, erased }));
});
