import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import type { NextRequest, NextResponse } from "next/server";
import { ApiError } from "@/lib/api/errors";
import { useSecureCookies } from "@/lib/auth/cookies";
import { findLiveMemberSession, revokeMemberSession } from "@/lib/data/members";
import { env } from "@/lib/env";
import { memberTokenHash } from "@/lib/members/token";

// A member's session: one HttpOnly, SameSite=Lax cookie holding a random token, apart from the
// admin's (no admin check reads it). Set only when a person presses "Sign in" on a link's page,
// so visitors who never sign in get no cookie. The row behind it (member_sessions) makes it
// revocable; it ends MEMBER_SESSION_LIFETIME_SECONDS after the sign-in, whatever the cookie says.

/** `__Host-` on https: the browser then keeps it to this host, Secure, path "/". */
export const MEMBER_COOKIE = `${useSecureCookies ? "__Host-" : ""}stepwise-member`;

/** Sessions that started before this moment are over. */
export const memberSessionCutoff = (now = new Date()) => new Date(now.getTime() - env.MEMBER_SESSION_LIFETIME_SECONDS * 1000);

export type CurrentMember = { id: string; email: string; emailKey: string; sessionId: string };

async function memberOfToken(token: string | undefined): Promise<CurrentMember | null> {
  const hash = memberTokenHash(token);
  if (!hash) return null;
  const live = await findLiveMemberSession(hash, memberSessionCutoff());
  return live ? { id: live.id, email: live.email, emailKey: live.emailKey, sessionId: live.sessionId } : null;
}

/** For route handlers: the signed-in member of this request, or null. */
export function getRequestMember(req: NextRequest): Promise<CurrentMember | null> {
  return memberOfToken(req.cookies.get(MEMBER_COOKIE)?.value);
}

/** For member route handlers: the signed-in member, or a 401 (never an admin session: members are checked apart). */
export async function requireMember(req: NextRequest): Promise<CurrentMember> {
  const member = await getRequestMember(req);
  if (!member) throw new ApiError("unauthorized", "Sign in to your account first.");
  return member;
}

/** For member pages: the signed-in member, or null. Cached per request. */
export const getCurrentMember = cache(async (): Promise<CurrentMember | null> => memberOfToken((await cookies()).get(MEMBER_COOKIE)?.value));

const cookieOptions = (maxAge: number) => ({ httpOnly: true, sameSite: "lax" as const, path: "/", secure: useSecureCookies, maxAge });

/** The answer that signs a member in: the session cookie, for the session's whole lifetime; never stored by a cache. */
export function withMemberSession(response: NextResponse, sessionToken: string): NextResponse {
  response.cookies.set(MEMBER_COOKIE, sessionToken, cookieOptions(env.MEMBER_SESSION_LIFETIME_SECONDS));
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/** Ends this request's member session (its row is revoked) and clears the cookie on the answer. */
export async function signOutMember(req: NextRequest, response: NextResponse): Promise<NextResponse> {
  const hash = memberTokenHash(req.cookies.get(MEMBER_COOKIE)?.value);
  if (hash) await revokeMemberSession(hash);
  response.cookies.set(MEMBER_COOKIE, "", cookieOptions(0));
  response.headers.set("Cache-Control", "no-store");
  return response;
}
