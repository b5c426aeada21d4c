import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import type { NextResponse } from "next/server";
import { encode, getToken } from "next-auth/jwt";
import { unauthorized } from "@/lib/api/errors";
import { SESSION_COOKIE, sessionCookieOptions, useSecureCookies } from "@/lib/auth/cookies";
import { GATE_COOKIE } from "@/lib/auth/gate";
import { authSecret } from "@/lib/auth/secret";
import { liveSessionOf, startSession, tokenMaxAge, type LiveSession, type SessionMeta } from "@/lib/auth/sessions";

/** The signed-in admin: account id and name, the session's id and the password version (gates). */
export type AdminSession = LiveSession;

type CookieSource = { cookies: unknown; headers: unknown };

async function adminFrom(source: CookieSource): Promise<AdminSession | null> {
  const token = await getToken({
    req: source as never,
    secret: authSecret(),
    cookieName: SESSION_COOKIE,
    secureCookie: useSecureCookies,
  });
  // A valid signature is not enough: the session row must be live (lib/auth/sessions.ts).
  return liveSessionOf(token);
}

/** For route handlers: the admin of this request, or null. */
export function getTokenAdmin(req: Request & { cookies?: unknown }): Promise<AdminSession | null> {
  return adminFrom({ cookies: req.cookies, headers: req.headers });
}

/** For route handlers: the admin of this request, or a 401 ApiError. */
export async function requireAdmin(req: Request & { cookies?: unknown }): Promise<AdminSession> {
  const admin = await getTokenAdmin(req);
  if (!admin) throw unauthorized();
  return admin;
}

/** For admin pages and server actions: the signed-in admin; anonymous visitors go to /admin. */
export async function requireAdminPage(): Promise<AdminSession> {
  const admin = await getCurrentAdmin();
  if (!admin) redirect("/admin");
  return admin;
}

/** For server components and actions: the signed-in admin, or null. Cached per request. */
export const getCurrentAdmin = cache(async (): Promise<AdminSession | null> => {
  return adminFrom({ cookies: await cookies(), headers: await headers() });
});

/** The claims of a new session's JWT, in next-auth's own format (readable by /api/auth/session). */
export function sessionClaims(admin: { id: string; username: string }, session: { id: string; createdAt: Date }) {
  return { sub: admin.id, name: admin.username, sid: session.id, started: Math.floor(session.createdAt.getTime() / 1000) };
}

/** Signs the admin in: a new session row, and its token with the seconds it may live. */
export async function createSessionToken(
  admin: { id: string; username: string },
  meta: SessionMeta = { address: "unknown", userAgent: "" },
): Promise<string> {
  const token = sessionClaims(admin, await startSession(admin.id, meta));
  return encode({ token, secret: authSecret(), maxAge: tokenMaxAge(token) });
}

/** Clears the session and gate cookies on a response (logout, "sign out everywhere"). */
export function signedOut(response: NextResponse): NextResponse {
  response.cookies.set(SESSION_COOKIE, "", { ...sessionCookieOptions, maxAge: 0 });
  response.cookies.set(GATE_COOKIE, "", { ...sessionCookieOptions, maxAge: 0 });
  response.headers.set("Cache-Control", "no-store");
  return response;
}
