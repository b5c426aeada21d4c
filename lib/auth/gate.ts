import "server-only";
import { decode, encode } from "next-auth/jwt";
import type { NextResponse } from "next/server";
import { cookies } from "next/headers";
import { sessionCookieOptions, useSecureCookies } from "@/lib/auth/cookies";
import { verifyPassword } from "@/lib/auth/password";
import { authSecret } from "@/lib/auth/secret";
import type { AdminSession } from "@/lib/auth/session";
import { GATE_UNLOCK_TTL_S } from "@/lib/config";
import { findAdminHashById } from "@/lib/data/admin";

// The visual editor's and the debug page's password gates. The password is the admin's own,
// checked on the server; the unlock is a signed, HttpOnly cookie bound to the admin and valid
// for GATE_UNLOCK_TTL_S. Nothing goes to local or session storage.
export const GATE_COOKIE = `${useSecureCookies ? "__Secure-" : ""}stepwise.gate`;
const SALT = "stepwise-gate";

export async function checkGatePassword(admin: AdminSession, password: string): Promise<boolean> {
  const account = await findAdminHashById(admin.id);
  return account !== null && (await verifyPassword(account.passwordHash, password));
}

export async function setGateCookie(response: NextResponse, admin: AdminSession) {
  const token = await encode({ token: { sub: admin.id }, secret: authSecret(), salt: SALT, maxAge: GATE_UNLOCK_TTL_S });
  response.cookies.set(GATE_COOKIE, token, { ...sessionCookieOptions, maxAge: GATE_UNLOCK_TTL_S });
}

async function unlockedFor(token: string | undefined, admin: AdminSession): Promise<boolean> {
  if (!token) return false;
  try {
    const payload = await decode({ token, secret: authSecret(), salt: SALT });
    return payload?.sub === admin.id;
  } catch {
    return false;
  }
}

/** In route handlers: is the gate unlocked for this admin? */
export function isGateUnlocked(req: { cookies: { get(name: string): { value: string } | undefined } }, admin: AdminSession) {
  return unlockedFor(req.cookies.get(GATE_COOKIE)?.value, admin);
}

/** In server components: is the gate unlocked for this admin? */
export async function isGateUnlockedForPage(admin: AdminSession) {
  return unlockedFor((await cookies()).get(GATE_COOKIE)?.value, admin);
}
