import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { memberAddresses } from "@/lib/data/member-account";

// Members, their sign-in links and their sessions (tables members, member_sign_in_links,
// member_sessions). The rules (lifetimes, single use, limits) are in lib/members; this is only
// the storage. Tokens arrive here as their hashes (lib/members/token.ts).

export type MemberIdentity = { id: string; email: string; emailKey: string };
const IDENTITY = { id: true, email: true, emailKey: true } as const;

/** An ended link is kept this long, so that its page can still say "used" or "expired" rather than "unknown". */
const ENDED_LINK_KEPT_MS = 24 * 3600_000;

/**
 * Deletes the links that ended over a day ago (a used link ended at most its 15 minutes before it
 * expired), of one address or of all: its next request and the purge job (lib/jobs/member-purge.ts)
 * share this rule. Returns how many.
 */
export async function deleteEndedSignInLinks(tx: Prisma.TransactionClient, now: Date, emailKey?: string) {
  const { count } = await tx.memberSignInLink.deleteMany({ where: { ...(emailKey ? { emailKey } : {}), expiresAt: { lt: new Date(now.getTime() - ENDED_LINK_KEPT_MS) } } });
  return count;
}

/** Stores a link's hash for the address; the address's links that ended over a day ago are removed with it. */
export async function insertSignInLink(tx: Prisma.TransactionClient, link: { tokenHash: string; email: string; emailKey: string; expiresAt: Date }) {
  await deleteEndedSignInLinks(tx, new Date(), link.emailKey);
  await tx.memberSignInLink.create({ data: link, select: { id: true } });
}

/** What a link's page shows, without using it up (a GET must change nothing). */
export function findSignInLink(tokenHash: string) {
  return db.memberSignInLink.findUnique({ where: { tokenHash }, select: { email: true, expiresAt: true, usedAt: true } });
}

export type LinkUse = { kind: "used_now"; email: string; emailKey: string } | { kind: "used" | "expired" | "unknown" };

/**
 * Uses a link up, if it is still good, and ends the address's other unused links with it (the
 * person is signed in; older e-mails are moot). One UPDATE over the address's links, which locks
 * them in the index's order: of two presses at once, of one link or of two links of one address,
 * exactly one finds its link unused, and they never wait on each other in a cycle.
 */
export async function useSignInLink(tx: Prisma.TransactionClient, tokenHash: string, now: Date): Promise<LinkUse> {
  const ended = await tx.$queryRaw<{ tokenHash: string; email: string; emailKey: string }[]>`
    UPDATE member_sign_in_links SET "usedAt" = ${now}
    WHERE "usedAt" IS NULL
      AND "emailKey" = (SELECT "emailKey" FROM member_sign_in_links WHERE "tokenHash" = ${tokenHash} AND "usedAt" IS NULL AND "expiresAt" > ${now})
    RETURNING "tokenHash", email, "emailKey"`;
  const mine = ended.find((link) => link.tokenHash === tokenHash);
  if (mine) return { kind: "used_now", email: mine.email, emailKey: mine.emailKey };
  const link = await tx.memberSignInLink.findUnique({ where: { tokenHash }, select: { usedAt: true } });
  return { kind: !link ? "unknown" : link.usedAt ? "used" : "expired" };
}

/** The member of this address, created on its first sign-in (one per normalised address). */
export function upsertMember(tx: Prisma.TransactionClient, member: { email: string; emailKey: string }, now: Date): Promise<MemberIdentity> {
  return tx.member.upsert({ where: { emailKey: member.emailKey }, create: { ...member, createdAt: now, lastSignInAt: now }, update: { lastSignInAt: now }, select: IDENTITY });
}

/**
 * The member of this address, created if there is none, without signing anyone in: the person
 * proved the address by a link's button (a tester slot, the confirmation e-mail of updates).
 */
export function ensureMember(tx: Prisma.TransactionClient, member: { email: string; emailKey: string }, now: Date): Promise<MemberIdentity> {
  return tx.member.upsert({ where: { emailKey: member.emailKey }, create: { ...member, createdAt: now }, update: {}, select: IDENTITY });
}

/**
 * Which of these normalised keys belong to members (with `suggestionUpdates`, only members whose
 * "Updates on my suggestions" switch is on): one query for the whole batch.
 */
export async function memberEmailKeysAmong(emailKeys: string[], client: Prisma.TransactionClient = db, { suggestionUpdates = false } = {}): Promise<Set<string>> {
  if (emailKeys.length === 0) return new Set();
  const rows = await client.member.findMany({ where: { emailKey: { in: emailKeys }, ...(suggestionUpdates ? { suggestionUpdates: true } : {}) }, select: { emailKey: true } });
  return new Set(rows.map((row) => row.emailKey));
}

/** A new session; the member's sessions that started before `endedBefore` (past the lifetime) are removed. */
export async function insertMemberSession(tx: Prisma.TransactionClient, session: { tokenHash: string; memberId: string }, endedBefore: Date) {
  await tx.memberSession.deleteMany({ where: { memberId: session.memberId, createdAt: { lt: endedBefore } } });
  await tx.memberSession.create({ data: session, select: { id: true } });
}

/** The member behind a session token's hash, when the session is live: not revoked, started after `startedAfter`. */
export async function findLiveMemberSession(tokenHash: string, startedAfter: Date) {
  const row = await db.memberSession.findUnique({ where: { tokenHash }, select: { id: true, createdAt: true, revokedAt: true, member: { select: IDENTITY } } });
  if (!row || row.revokedAt || row.createdAt <= startedAfter) return null;
  return { sessionId: row.id, startedAt: row.createdAt, ...row.member };
}

/** Ends a session (sign-out); true when it was live. */
export async function revokeMemberSession(tokenHash: string) {
  const { count } = await db.memberSession.updateMany({ where: { tokenHash, revokedAt: null }, data: { revokedAt: new Date() } });
  return count > 0;
}

/** Stores a request to move a member to a new address (only the token's hash). */
export async function insertEmailChange(tx: Prisma.TransactionClient, change: { tokenHash: string; memberId: string; newEmail: string; newEmailKey: string; expiresAt: Date }) {
  await tx.memberEmailChange.create({ data: change, select: { id: true } });
}

/** What an address change link's page shows, without using it up. */
export function findEmailChange(tokenHash: string) {
  return db.memberEmailChange.findUnique({ where: { tokenHash }, select: { newEmail: true, expiresAt: true, usedAt: true } });
}

/** Uses an address change link up, if it is still good (one UPDATE: of two presses, one wins); its change, or null. */
export async function useEmailChange(tx: Prisma.TransactionClient, tokenHash: string, now: Date) {
  const [used] = await tx.$queryRaw<{ id: string; memberId: string; newEmail: string; newEmailKey: string }[]>`
    UPDATE member_email_changes SET "usedAt" = ${now}
    WHERE "tokenHash" = ${tokenHash} AND "usedAt" IS NULL AND "expiresAt" > ${now}
    RETURNING id, "memberId", "newEmail", "newEmailKey"`;
  return used ?? null;
}

/** Whether a member holds this normalised address. */
export async function memberExists(emailKey: string, tx: Prisma.TransactionClient = db) {
  return (await tx.member.count({ where: { emailKey } })) > 0;
}

/**
 * Moves a member and every row of their old address to the new one: the rows' address and key
 * follow, so answers and updates go to the new mailbox; the old address's pending links end.
 */
export async function moveMemberAddress(tx: Prisma.TransactionClient, change: { id: string; memberId: string }, to: { email: string; emailKey: string }) {
  const { memberId } = change;
  const { emailKey: oldKey } = await tx.member.findUniqueOrThrow({ where: { id: memberId }, select: { emailKey: true } });
  // The e-mails sent to the old addresses stay the member's: the change remembers where they went.
  const oldAddresses = await memberAddresses(tx, oldKey);
  const moved = { email: to.email, emailKey: to.emailKey };
  await tx.member.update({ where: { id: memberId }, data: moved, select: { id: true } });
  await tx.feedback.updateMany({ where: { emailKey: oldKey }, data: moved });
  await tx.featureSuggestion.updateMany({ where: { emailKey: oldKey }, data: moved });
  await tx.contactMessage.updateMany({ where: { emailKey: oldKey }, data: moved });
  await tx.tester.updateMany({ where: { emailKey: oldKey }, data: moved });
  await tx.memberSignInLink.deleteMany({ where: { emailKey: oldKey } });
  await tx.memberEmailChange.updateMany({ where: { memberId, usedAt: null }, data: { usedAt: new Date() } });
  await tx.memberEmailChange.update({ where: { id: change.id }, data: { oldAddresses }, select: { id: true } });
  return { oldKey };
}

/** Deletes the address change links that ended over a day ago (they hold the new address). Returns how many. */
export async function deleteEndedEmailChanges(now: Date) {
  const { count } = await db.memberEmailChange.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - ENDED_LINK_KEPT_MS) } } });
  return count;
}

/**
 * Deletes the sessions that are over: revoked, or started before `endedBefore` (past the
 * lifetime). Neither can sign anyone in again, so nothing reads them. Returns how many.
 */
export async function deleteEndedMemberSessions(endedBefore: Date) {
  const { count } = await db.memberSession.deleteMany({ where: { OR: [{ revokedAt: { not: null } }, { createdAt: { lt: endedBefore } }] } });
  return count;
}
