import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { SESSION_COOKIE, SESSION_MAX_AGE_S, sessionCookieOptions } from "@/lib/auth/cookies";
import { attemptLogin } from "@/lib/auth/login";
import { createSessionToken } from "@/lib/auth/session";
import { loginSchema } from "@/lib/validation/admin";

// POST /api/admin/login {username, password} -> {success, user, message}; sets the session cookie.
export const POST = apiHandler({ schema: loginSchema }, async ({ req, body }) => {
  const admin = await attemptLogin(body.username, body.password, clientIp(req));
  if (!admin) {
    return NextResponse.json(
      { success: false, user: null, message: "Invalid username or password", error: { code: "unauthorized", message: "Invalid username or password" } },
      { status: 401 },
    );
  }
  const response = NextResponse.json({ success: true, user: { username: admin.username }, message: "Login successful" });
  response.cookies.set(SESSION_COOKIE, await createSessionToken(admin), { ...sessionCookieOptions, maxAge: SESSION_MAX_AGE_S });
  response.headers.set("Cache-Control", "no-store");
  return response;
});
