import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { encode, getToken } from "next-auth/jwt";
import { unauthorized } from "@/lib/api/errors";
import { SESSION_COOKIE, SESSION_MAX_AGE_S, useSecureCookies } from "@/lib/auth/cookies";
import { authSecret } from "@/lib/auth/secret";
import { findAdminById } from "@/lib/data/admin";

export type AdminSession = { id: string; username: string };

type CookieSource = { cookies: unknown; headers: unknown };

async function adminFrom(source: CookieSource): Promise<AdminSession | null> {
  const token = await getToken({
    req: source as never,
    secret: authSecret(),
    cookieName: SESSION_COOKIE,
    secureCookie: useSecureCookies,
  });
  if (!token?.sub) return null;
  // The account must still exist; its current username is the one shown.
  const admin = await findAdminById(token.sub);
  return admin ? { id: admin.id, username: admin.username } : null;
}

/** For route handlers: the admin of this request, or a 401 ApiError. */
export async function requireAdmin(req: Request & { cookies?: unknown }): Promise<AdminSession> {
  const admin = await adminFrom({ cookies: req.cookies, headers: req.headers });
  if (!admin) throw unauthorized();
  return admin;
}

/** For server components and actions: the signed-in admin, or null. Cached per request. */
export const getCurrentAdmin = cache(async (): Promise<AdminSession | null> => {
  return adminFrom({ cookies: await cookies(), headers: await headers() });
});

/** A session token for this admin, in next-auth's own JWT format (readable by /api/auth/session). */
export function createSessionToken(admin: AdminSession): Promise<string> {
  return encode({
    token: { sub: admin.id, name: admin.username },
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_S,
  });
}
