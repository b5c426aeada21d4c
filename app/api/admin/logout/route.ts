import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { getTokenAdmin, signedOut } from "@/lib/auth/session";
import { logActivity } from "@/lib/data/activity";
import { revokeSessions } from "@/lib/data/admin-sessions";

// POST /api/admin/logout: ends the session for good (its row is revoked: a replayed token gets
// 401) and clears the cookies. Succeeds without a session too.
export const POST = apiHandler({}, async ({ req }) => {
  const admin = await getTokenAdmin(req);
  if (admin) {
    await revokeSessions(admin.id, { only: admin.sessionId });
    await logActivity({ action: "logout", detail: `Logged out ${admin.username}`, adminId: admin.id, ip: clientIp(req) });
  }
  return signedOut(NextResponse.json({ success: true, message: "Logged out" }));
});

