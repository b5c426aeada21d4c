import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { exportMemberData } from "@/lib/data/member-account";
import { requireMember } from "@/lib/members/session";

export const dynamic = "force-dynamic";

// GET /api/account/export: every row held about the signed-in member, as a JSON download.
export const GET = apiHandler({}, async ({ req }) => {
  const member = await requireMember(req);
  const data = { exportedAt: new Date().toISOString(), ...(await exportMemberData(member.emailKey)) };
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="stepwise-account-${data.exportedAt.slice(0, 10)}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
});
