import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/auth/cookies";
import { attemptLogin } from "@/lib/auth/login";
import { createSessionToken } from "@/lib/auth/session";
import { tokenMaxAge } from "@/lib/auth/sessions";
import { loginSchema } from "@/lib/validation/admin";

// POST /api/admin/login {username, password} -> {success, user, message}; sets the session cookie
// of a new server-side session (lib/auth/sessions.ts).
export const POST = apiHandler({ schema: loginSchema }, async ({ req, body }) => {
  const ip = clientIp(req);
  const admin = await attemptLogin(body.username, body.password, ip);
  if (!admin) {
    return NextResponse.json(
      { success: false, user: null, message: "Invalid username or password", error: { code: "unauthorized", message: "Invalid username or password" } },
      { status: 401 },
    );
  }
  const token = await createSessionToken(admin, { address: ip, userAgent: req.headers.get("user-agent") ?? "" });
  const response = NextResponse.json({ success: true, user: { username: admin.username }, message: "Login successful" });
  response.cookies.set(SESSION_COOKIE, token, { ...sessionCookieOptions, maxAge: tokenMaxAge(null) });
  response.headers.set("Cache-Control", "no-store");
  return response;
});
