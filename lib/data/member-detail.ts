import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { HOLDS_SLOT_SQL } from "@/lib/data/program";
import { EFFECTIVE_STATUS, type TesterStatus } from "@/lib/data/testers";
import { memberSessionCutoff } from "@/lib/members/session";

// One member's page in the admin (/admin/members/{id}): everything their address sent (joined by
// emailKey), their tester slots, and their sign-ins (the sessions still kept: the purge job
// deletes revoked and expired ones). The newest ACTIVITY_SHOWN of each kind, with the totals.

export const ACTIVITY_SHOWN = 50;

type Counted<T> = { rows: T[]; total: number };

export type MemberDetail = {
  id: string;
  email: string;
  since: Date;
  /** Null for a member who confirmed by a tester link and never signed in. */
  lastSignInAt: Date | null;
  feedback: Counted<{ id: string; createdAt: Date; rating: number | null; status: string; clarity: string; response: string | null }>;
  suggestions: Counted<{ id: string; createdAt: Date; name: string; status: string; response: string | null }>;
  contactMessages: Counted<{ id: string; createdAt: Date; subject: string }>;
  testers: { slot: number | null; status: TesterStatus; holdsSlot: boolean; reservedAt: Date; confirmedAt: Date | null; revokedAt: Date | null }[];
  sessions: { createdAt: Date; live: boolean }[];
};

const total = async (table: "feedback" | "feature_suggestions" | "contact_messages", emailKey: string) => {
  const [row] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM ${Prisma.raw(table)} WHERE "emailKey" = ${emailKey}`;
  return row?.n ?? 0;
};

export async function getMemberDetail(id: string): Promise<MemberDetail | null> {
  const member = await db.member.findUnique({ where: { id }, select: { id: true, email: true, emailKey: true, createdAt: true, lastSignInAt: true } });
  if (!member) return null;
  const key = member.emailKey;
  const cutoff = memberSessionCutoff();
  const [feedback, feedbackTotal, suggestions, suggestionTotal, contactMessages, contactTotal, testers, sessions] = await Promise.all([
    db.$queryRaw<MemberDetail["feedback"]["rows"]>`
      SELECT id, "createdAt", rating, status::text AS status, clarity, response FROM feedback
      WHERE "emailKey" = ${key} ORDER BY "createdAt" DESC, id DESC LIMIT ${ACTIVITY_SHOWN}`,
    total("feedback", key),
    db.$queryRaw<MemberDetail["suggestions"]["rows"]>`
      SELECT id, "createdAt", name, status::text AS status, response FROM feature_suggestions
      WHERE "emailKey" = ${key} ORDER BY "createdAt" DESC, id DESC LIMIT ${ACTIVITY_SHOWN}`,
    total("feature_suggestions", key),
    db.$queryRaw<MemberDetail["contactMessages"]["rows"]>`
      SELECT id, "createdAt", subject FROM contact_messages WHERE "emailKey" = ${key} ORDER BY "createdAt" DESC, id DESC LIMIT ${ACTIVITY_SHOWN}`,
    total("contact_messages", key),
    db.$queryRaw<MemberDetail["testers"]>`
      SELECT slot, ${EFFECTIVE_STATUS} AS status, (${HOLDS_SLOT_SQL}) AS "holdsSlot", "createdAt" AS "reservedAt", "confirmedAt", "revokedAt"
      FROM testers WHERE "emailKey" = ${key} ORDER BY "createdAt" DESC, id DESC`,
    db.memberSession.findMany({ where: { memberId: id }, select: { createdAt: true, revokedAt: true }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: ACTIVITY_SHOWN }),
  ]);
  return {
    id: member.id,
    email: member.email,
    since: member.createdAt,
    lastSignInAt: member.lastSignInAt,
    feedback: { rows: feedback, total: feedbackTotal },
    suggestions: { rows: suggestions, total: suggestionTotal },
    contactMessages: { rows: contactMessages, total: contactTotal },
    testers,
    sessions: sessions.map((s) => ({ createdAt: s.createdAt, live: !s.revokedAt && s.createdAt > cutoff })),
  };
}

/** The address key of a member, read in the transaction that acts on it (null when there is none). */
export async function findMemberEmailKey(tx: Prisma.TransactionClient, id: string) {
  const member = await tx.member.findUnique({ where: { id }, select: { emailKey: true } });
  return member?.emailKey ?? null;
}
