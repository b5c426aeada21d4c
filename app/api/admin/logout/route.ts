import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/auth/cookies";
import { getTokenAdmin } from "@/lib/auth/session";
import { logActivity } from "@/lib/data/activity";

// POST /api/admin/logout: ends the session (clears the cookie). Succeeds without a session too.
export const POST = apiHandler({}, async ({ req }) => {
  const admin = await getTokenAdmin(req);
  if (admin) await logActivity({ action: "logout", detail: `Logged out ${admin.username}`, adminId: admin.id, ip: clientIp(req) });
  const response = NextResponse.json({ success: true, message: "Logged out" });
  response.cookies.set(SESSION_COOKIE, "", { ...sessionCookieOptions, maxAge: 0 });
  response.headers.set("Cache-Control", "no-store");
  return response;
});
