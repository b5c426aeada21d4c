import "server-only";
import { randomBytes } from "node:crypto";
import type { JWT } from "next-auth/jwt";
import { SESSION_MAX_AGE_S } from "@/lib/auth/cookies";
import { deleteSessionsStartedBefore, findSessionWithAdmin, insertSession, touchSession } from "@/lib/data/admin-sessions";
import { env } from "@/lib/env";

// Server-side admin sessions, so that a session can be revoked. The JWT carries the id of a row in
// admin_sessions; a token is good only while its row is live: not revoked (logout, "sign out
// everywhere", a password change or reset for the others) and younger than SESSION_LIFETIME_SECONDS
// counted from the sign-in, which no renewal of the JWT can move.

/** "Last seen" is written at most once per this interval per session. */
export const LAST_SEEN_INTERVAL_MS = 60_000;

export type LiveSession = { id: string; username: string; sessionId: string; passwordVersion: number };
export type SessionMeta = { address: string; userAgent: string };

const lifetimeMs = () => env.SESSION_LIFETIME_SECONDS * 1000;
/** Sessions that started before this moment are over. */
export const lifetimeCutoff = (now = Date.now()) => new Date(now - lifetimeMs());

/** Records a sign-in; its id goes into the JWT. Rows past the lifetime are pruned here. */
export async function startSession(adminId: string, meta: SessionMeta) {
  await deleteSessionsStartedBefore(adminId, lifetimeCutoff());
  return insertSession({
    id: randomBytes(24).toString("base64url"),
    adminId,
    address: meta.address.slice(0, 64),
    userAgent: meta.userAgent.slice(0, 512),
  });
}

/** The admin behind a decoded token, when its session row is live; "last seen" follows (throttled). */
export async function liveSessionOf(token: Pick<JWT, "sub" | "sid"> | null): Promise<LiveSession | null> {
  if (!token?.sub || typeof token.sid !== "string") return null;
  const row = await findSessionWithAdmin(token.sid);
  const now = Date.now();
  if (!row || row.adminId !== token.sub || row.revokedAt || row.createdAt <= lifetimeCutoff(now)) return null;
  if (now - row.lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS) await touchSession(row.id, new Date(now), new Date(now - LAST_SEEN_INTERVAL_MS));
  return { id: row.admin.id, username: row.admin.username, sessionId: row.id, passwordVersion: row.admin.passwordChangedAt.getTime() };
}

/** Seconds a token for this session may live: the renewal window, never past the absolute lifetime. */
export function tokenMaxAge(token: Pick<JWT, "started"> | null | undefined, maxAge = SESSION_MAX_AGE_S): number {
  const started = typeof token?.started === "number" ? token.started : Math.floor(Date.now() / 1000);
  const left = started + env.SESSION_LIFETIME_SECONDS - Math.floor(Date.now() / 1000);
  return Math.max(0, Math.min(maxAge, left));
}
