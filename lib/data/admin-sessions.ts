import "server-only";
import { db } from "@/lib/db";

// Admin sessions (table admin_sessions). The rules (lifetime, throttled "last seen") are in
// lib/auth/sessions.ts; this is only the storage.

export function insertSession(data: { id: string; adminId: string; address: string; userAgent: string }) {
  return db.adminSession.create({ data, select: { id: true, createdAt: true } });
}

/** The row behind a token, with the admin's current name and password version. */
export function findSessionWithAdmin(id: string) {
  return db.adminSession.findUnique({
    where: { id },
    select: {
      id: true,
      adminId: true,
      createdAt: true,
      lastSeenAt: true,
      revokedAt: true,
      admin: { select: { id: true, username: true, passwordChangedAt: true } },
    },
  });
}

/** Moves "last seen" forward unless another request did so since `before` (one write per interval). */
export function touchSession(id: string, now: Date, before: Date) {
  return db.adminSession.updateMany({ where: { id, lastSeenAt: { lt: before } }, data: { lastSeenAt: now } });
}

export function listLiveSessions(adminId: string, startedAfter: Date) {
  return db.adminSession.findMany({
    where: { adminId, revokedAt: null, createdAt: { gt: startedAfter } },
    orderBy: { lastSeenAt: "desc" },
    select: { id: true, createdAt: true, lastSeenAt: true, address: true, userAgent: true },
  });
}

/** Revokes this admin's live sessions, except `keep` when given; returns how many. */
export async function revokeSessions(adminId: string, { keep, only }: { keep?: string; only?: string } = {}) {
  const result = await db.adminSession.updateMany({
    where: { adminId, revokedAt: null, ...(only ? { id: only } : keep ? { id: { not: keep } } : {}) },
    data: { revokedAt: new Date() },
  });
  return result.count;
}

/** Rows no token can use any more: older than the lifetime. */
export function deleteSessionsStartedBefore(adminId: string, before: Date) {
  return db.adminSession.deleteMany({ where: { adminId, createdAt: { lt: before } } });
}
