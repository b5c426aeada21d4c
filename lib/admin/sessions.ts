import "server-only";
import { waitInWords } from "@/lib/format/wait";
import { describeUserAgent } from "@/lib/analytics/visitor";
import type { AdminSession } from "@/lib/auth/session";
import { lifetimeCutoff } from "@/lib/auth/sessions";
import { logActivity } from "@/lib/data/activity";
import { listLiveSessions, revokeSessions } from "@/lib/data/admin-sessions";
import { env } from "@/lib/env";

// The settings screen's "Sessions" section: the admin's live sessions, and revoking them.

export type SessionEntry = { id: string; createdAt: string; lastSeenAt: string; address: string; browser: string; current: boolean };

/** "Chrome on Linux", "Safari on iOS", or what little the user agent says. */
export function browserLabel(userAgent: string): string {
  const { browser, os } = describeUserAgent(userAgent);
  if (browser === "Unknown") return os === "Unknown" ? "Unknown browser" : `Unknown browser on ${os}`;
  return os === "Unknown" ? browser : `${browser} on ${os}`;
}

/** SESSION_LIFETIME_SECONDS as the screen says it: "7 days", "12 hours", "30 minutes". */
export function sessionLifetimeInWords(seconds = env.SESSION_LIFETIME_SECONDS): string {
  const whole = (unit: number, name: string) => (seconds % unit === 0 ? `${seconds / unit} ${name}${seconds === unit ? "" : "s"}` : null);
  return whole(86_400, "day") ?? whole(3600, "hour") ?? waitInWords(seconds);
}

export async function activeSessions(admin: AdminSession): Promise<SessionEntry[]> {
  const rows = await listLiveSessions(admin.id, lifetimeCutoff());
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    address: r.address,
    browser: browserLabel(r.userAgent),
    current: r.id === admin.sessionId,
  }));
}

/** "Sign out everywhere": every session of the admin ends, this one included. */
export async function signOutEverywhere(admin: AdminSession, ip: string) {
  const count = await revokeSessions(admin.id);
  await logActivity({ action: "sessions_revoked", detail: `Signed out everywhere (${count} ${count === 1 ? "session" : "sessions"})`, adminId: admin.id, ip });
}

/** Ends one session of the admin; false when it is not one of theirs or not live. */
export async function revokeOneSession(admin: AdminSession, id: string, ip: string): Promise<boolean> {
  const count = await revokeSessions(admin.id, { only: id });
  if (count) await logActivity({ action: "session_revoked", detail: "Signed out one session", adminId: admin.id, ip });
  return count > 0;
}
