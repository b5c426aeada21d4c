import "server-only";
import { decode, encode } from "next-auth/jwt";
import type { NextResponse } from "next/server";
import { cookies } from "next/headers";
import { sessionCookieOptions, useSecureCookies } from "@/lib/auth/cookies";
import { authSecret } from "@/lib/auth/secret";
import type { AdminSession } from "@/lib/auth/session";
import { GATE_UNLOCK_TTL_S } from "@/lib/config";

// The visual editor's and the debug page's password gates. The password is the admin's own,
// checked on the server (lib/auth/password-check.ts); the unlock is a signed, HttpOnly cookie
// bound to the session and to the password version, valid for GATE_UNLOCK_TTL_S: it ends with
// the session, and a password change or reset closes it. Nothing goes to local or session storage.
export const GATE_COOKIE = `${useSecureCookies ? "__Secure-" : ""}stepwise.gate`;
const SALT = "stepwise-gate";

export async function setGateCookie(response: NextResponse, admin: AdminSession) {
  const token = await encode({ token: { sub: admin.id, sid: admin.sessionId, pwv: admin.passwordVersion }, secret: authSecret(), salt: SALT, maxAge: GATE_UNLOCK_TTL_S });
  response.cookies.set(GATE_COOKIE, token, { ...sessionCookieOptions, maxAge: GATE_UNLOCK_TTL_S });
}

async function unlockedFor(token: string | undefined, admin: AdminSession): Promise<boolean> {
  if (!token) return false;
  try {
    const payload = await decode({ token, secret: authSecret(), salt: SALT });
    return payload?.sub === admin.id && payload.sid === admin.sessionId && payload.pwv === admin.passwordVersion;
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
