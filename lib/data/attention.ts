import "server-only";
import { db } from "@/lib/db";
import { ATTENTION_OUTBOX_BACKLOG_MINUTES, ATTENTION_RESERVATION_HOURS } from "@/lib/config";

export type AttentionCounts = {
  /** E-mails that gave up, and e-mails still retrying after a failed try (an outage in progress). */
  emailFailed: number;
  emailRetrying: number;
  /** E-mails waiting longer than the backlog threshold, and the oldest one's queue time. */
  emailBacklog: number;
  oldestQueuedAt: Date | null;
  reservationsExpiring: number;
  /** Waitlist invites still open whose code lapses within a day, and referrals waiting for review. */
  invitesExpiring: number;
  flaggedReferrals: number;
  ideasAwaitingModeration: number;
  newFeedback: number;
  newSuggestions: number;
  newContact: number;
};

/**
 * What the overview puts before anything else, in one round trip. `since` is the admin's previous
 * visit (null on a first visit: then nothing counts as new).
 */
export async function countAttention(since: Date | null, now = new Date()): Promise<AttentionCounts> {
  const backlogBefore = new Date(now.getTime() - ATTENTION_OUTBOX_BACKLOG_MINUTES * 60_000);
  const expiringBefore = new Date(now.getTime() + ATTENTION_RESERVATION_HOURS * 3_600_000);
  const after = since ?? now;
  const [row] = await db.$queryRaw<(Omit<AttentionCounts, "oldestQueuedAt"> & { oldestQueuedAt: Date | null })[]>`
    SELECT
      (SELECT count(*)::int FROM email_outbox WHERE status = 'failed') AS "emailFailed",
      (SELECT count(*)::int FROM email_outbox WHERE status IN ('queued', 'sending') AND attempts > 0 AND "lastError" IS NOT NULL) AS "emailRetrying",
      (SELECT count(*)::int FROM email_outbox WHERE status IN ('queued', 'sending') AND "createdAt" < ${backlogBefore}) AS "emailBacklog",
      (SELECT min("createdAt") FROM email_outbox WHERE status IN ('queued', 'sending')) AS "oldestQueuedAt",
      (SELECT count(*)::int FROM testers WHERE status = 'reserved' AND "holdsSlot" AND "expiresAt" > ${now} AND "expiresAt" <= ${expiringBefore}) AS "reservationsExpiring",
      (SELECT count(*)::int FROM waitlist_invites WHERE "acceptedAt" IS NULL AND "expiredAt" IS NULL AND "expiresAt" > ${now} AND "expiresAt" <= ${now}::timestamptz + interval '24 hours') AS "invitesExpiring",
      (SELECT count(*)::int FROM waitlist_referrals WHERE state = 'flagged') AS "flaggedReferrals",
      (SELECT count(*)::int FROM feature_suggestions WHERE status = 'under_review' AND NOT "isPublic") AS "ideasAwaitingModeration",
      (SELECT count(*)::int FROM feedback WHERE "createdAt" > ${after}) AS "newFeedback",
      (SELECT count(*)::int FROM feature_suggestions WHERE "createdAt" > ${after}) AS "newSuggestions",
      (SELECT count(*)::int FROM contact_messages WHERE "createdAt" > ${after}) AS "newContact"`;
  if (!row) throw new Error("attention query returned no row");
  return row;
}

/** The admin's previous visit: the login before the one of this session (null on the first). */
export async function previousVisit(adminId: string): Promise<Date | null> {
  const logins = await db.activityLog.findMany({ where: { adminId, action: "login" }, orderBy: { createdAt: "desc" }, take: 2, select: { createdAt: true } });
  return logins[1]?.createdAt ?? null;
}
