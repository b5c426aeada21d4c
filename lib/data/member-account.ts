import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// What /account shows a member and what their export holds: every row that carries their
// normalised address (emailKey), and the rows that hang off those. Rows are found by the key,
// never by the address as typed, so every spelling of one mailbox counts.

/** The most of each kind /account lists (the export has them all). */
export const ACCOUNT_LIST_LIMIT = 100;

const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];
/** The admin's own columns on an entry: the private note is never shown to the submitter. */
const ADMIN_ONLY = { adminNote: true, notifiedStatus: true, notifiedResponse: true } as const;

/** What /account lists: the member's entries with their status and the admin's answers, and their tester slot. */
export async function getAccountOverview(emailKey: string) {
  const [feedback, suggestions, messages, testers, member] = await Promise.all([
    db.feedback.findMany({
      where: { emailKey },
      select: { id: true, createdAt: true, clarity: true, rating: true, status: true, response: true, respondedAt: true },
      orderBy: newestFirst,
      take: ACCOUNT_LIST_LIMIT,
    }),
    db.featureSuggestion.findMany({
      where: { emailKey },
      select: { id: true, createdAt: true, name: true, description: true, status: true, response: true, respondedAt: true },
      orderBy: newestFirst,
      take: ACCOUNT_LIST_LIMIT,
    }),
    db.contactMessage.findMany({ where: { emailKey }, select: { id: true, createdAt: true, subject: true, message: true }, orderBy: newestFirst, take: ACCOUNT_LIST_LIMIT }),
    db.tester.findMany({ where: { emailKey }, select: { slot: true, status: true, holdsSlot: true, expiresAt: true, confirmedAt: true, createdAt: true }, orderBy: [{ holdsSlot: "desc" }, ...newestFirst], take: 1 }),
    db.member.findUnique({ where: { emailKey }, select: { suggestionUpdates: true } }),
  ]);
  const tester = testers[0] ? { ...testers[0], expired: testers[0].status === "expired" || (testers[0].status === "reserved" && testers[0].expiresAt.getTime() <= Date.now()) } : null;
  return { feedback, suggestions, messages, tester, preferences: { suggestionUpdates: member?.suggestionUpdates ?? true } };
}

export type AccountOverview = Awaited<ReturnType<typeof getAccountOverview>>;

/** The member's e-mail preferences. */
export type MemberPreferences = { suggestionUpdates: boolean };
/** The idea board's: a vote also follows; e-mail about followed ideas. */
export type IdeaPreferences = { followOnVote: boolean; ideaUpdates: boolean };

export async function updateMemberPreferences(memberId: string, preferences: Partial<MemberPreferences & IdeaPreferences>) {
  return db.member.update({ where: { id: memberId }, data: preferences, select: { suggestionUpdates: true, followOnVote: true, ideaUpdates: true } });
}

/**
 * The addresses, as typed, found on the member's rows: e-mails the site sent carry the address
 * as typed, so this is how they are found (compared lower-cased, the way mail systems match).
 */
export async function memberAddresses(tx: Prisma.TransactionClient, emailKey: string): Promise<string[]> {
  const rows = await tx.$queryRaw<{ email: string }[]>`
    SELECT DISTINCT lower(email) AS email FROM (
      SELECT email FROM members WHERE "emailKey" = ${emailKey}
      UNION ALL SELECT email FROM feedback WHERE "emailKey" = ${emailKey}
      UNION ALL SELECT email FROM feature_suggestions WHERE "emailKey" = ${emailKey}
      UNION ALL SELECT email FROM contact_messages WHERE "emailKey" = ${emailKey}
      UNION ALL SELECT email FROM testers WHERE "emailKey" = ${emailKey}
      UNION ALL SELECT email FROM member_sign_in_links WHERE "emailKey" = ${emailKey}
      UNION ALL SELECT "newEmail" FROM member_email_changes WHERE "newEmailKey" = ${emailKey}
      UNION ALL SELECT unnest(c."oldAddresses") FROM member_email_changes c JOIN members m ON m.id = c."memberId" WHERE m."emailKey" = ${emailKey}
    ) a WHERE email IS NOT NULL`;
  return rows.map((row) => row.email);
}

/** The outbox rows about the member: tied to one of their entries, or sent to one of their addresses. */
export function memberOutboxWhere(emailKey: string, addresses: string[]): Prisma.EmailOutboxWhereInput {
  return {
    OR: [
      { feedback: { emailKey } },
      { suggestion: { emailKey } },
      { contactMessage: { emailKey } },
      ...addresses.map((address) => ({ to: { equals: address, mode: "insensitive" as const } })),
    ],
  };
}

/** Every row held about the member, for GET /api/account/export. Secrets (token hashes, nonces) are left out. */
export async function exportMemberData(emailKey: string) {
  return db.$transaction(
    async (tx) => {
      const addresses = await memberAddresses(tx, emailKey);
      const member = await tx.member.findUnique({ where: { emailKey }, select: { id: true, email: true, emailKey: true, createdAt: true, lastSignInAt: true, suggestionUpdates: true } });
      return {
        member,
        feedback: await tx.feedback.findMany({ where: { emailKey }, omit: ADMIN_ONLY, orderBy: newestFirst }),
        suggestions: await tx.featureSuggestion.findMany({ where: { emailKey }, omit: ADMIN_ONLY, orderBy: newestFirst }),
        contactMessages: await tx.contactMessage.findMany({ where: { emailKey }, orderBy: newestFirst }),
        testerSlots: await tx.tester.findMany({ where: { emailKey }, omit: { tokenNonce: true }, orderBy: newestFirst }),
        emails: await tx.emailOutbox.findMany({
          where: memberOutboxWhere(emailKey, addresses),
          select: { id: true, kind: true, to: true, subject: true, text: true, status: true, createdAt: true, sentAt: true },
          orderBy: newestFirst,
        }),
        sessions: member ? await tx.memberSession.findMany({ where: { memberId: member.id }, select: { id: true, createdAt: true, revokedAt: true }, orderBy: newestFirst }) : [],
        signInLinks: await tx.memberSignInLink.findMany({ where: { emailKey }, select: { email: true, createdAt: true, expiresAt: true, usedAt: true }, orderBy: newestFirst }),
        addressChanges: member
          ? await tx.memberEmailChange.findMany({ where: { memberId: member.id }, select: { newEmail: true, oldAddresses: true, createdAt: true, expiresAt: true, usedAt: true }, orderBy: newestFirst })
          : [],
        unsubscribed: await tx.emailSuppression.findMany({ where: { email: { in: addresses } }, select: { email: true, source: true, createdAt: true } }),
      };
    },
    // One snapshot: the rows agree with each other even while the member or the admin writes.
    { isolationLevel: "RepeatableRead", maxWait: 10_000, timeout: 30_000 },
  );
}
