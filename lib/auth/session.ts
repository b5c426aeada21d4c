import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
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

/** A session token for this admin, in next-auth's own JWT format (readable by /api/auth/session). */
export function createSessionToken(admin: AdminSession): Promise<string> {
  return encode({
    token: { sub: admin.id, name: admin.username },
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_S,
  });
}
