import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { BOOST_SQL, DEFAULT_REFERRAL_BOOST, FOLD_DELTAS_SQL, placeSql, rankSql, WAITING_SQL } from "@/lib/waitlist/place";

// The waitlist's storage (waitlist_entries, waitlist_referrals, waitlist_pending_joins,
// waitlist_settings). The rules (who joins, which referral counts) are in lib/waitlist.

type Tx = Prisma.TransactionClient;
const sql = Prisma.sql;

/** Where a join came from: the referral checks' inputs. */
export type JoinOrigin = { visitorHash: string | null; network: string | null };

/** What a waitlist link will do when pressed, stored beside it (by the link's token hash). */
export async function insertPendingJoin(tx: Tx, join: JoinOrigin & { tokenHash: string; refCode: string | null; expiresAt: Date }) {
  await tx.waitlistPendingJoin.create({ data: join, select: { tokenHash: true } });
}

/** The pressed link's pending join, removed as it is used; null when it had none. */
export async function takePendingJoin(tx: Tx, tokenHash: string): Promise<(JoinOrigin & { refCode: string | null }) | null> {
  const [row] = await tx.$queryRaw<(JoinOrigin & { refCode: string | null })[]>`
    DELETE FROM waitlist_pending_joins WHERE "tokenHash" = ${tokenHash} RETURNING "refCode", "visitorHash", network`;
  return row ?? null;
}

/** Pending joins whose links ended over a day ago (the member purge job). */
export async function deleteEndedPendingJoins(before: Date) {
  const { count } = await db.waitlistPendingJoin.deleteMany({ where: { expiresAt: { lt: before } } });
  return count;
}

/** Where the address stands in the tester programme: the slot it holds (or null), and whether it was revoked. */
export async function testerHoldOf(emailKey: string, client: Tx = db): Promise<{ slot: number | null; revoked: boolean }> {
  const [row] = await client.$queryRaw<{ slot: number | null; revoked: boolean }[]>`
    SELECT (SELECT slot FROM testers WHERE "emailKey" = ${emailKey} AND "holdsSlot" LIMIT 1) AS slot,
           EXISTS (SELECT 1 FROM tester_revocations WHERE "emailKey" = ${emailKey}) AS revoked`;
  return row ?? { slot: null, revoked: false };
}

/** Puts the member in line (the next seq, no referrals); true when it did, false when already there. */
export async function insertEntry(tx: Tx, entry: JoinOrigin & { memberId: string; code: string }): Promise<boolean> {
  const inserted = await tx.$executeRaw`
    WITH next AS (SELECT nextval(pg_get_serial_sequence('waitlist_entries', 'seq')) AS seq)
    INSERT INTO waitlist_entries ("memberId", seq, rank, code, "visitorHash", network)
    SELECT ${entry.memberId}, next.seq, 2 * next.seq, ${entry.code}, ${entry.visitorHash}, ${entry.network} FROM next
    ON CONFLICT ("memberId") DO NOTHING`;
  return inserted > 0;
}

/** A member in line who took a tester slot leaves the line (their entry says so). */
export async function markEntryTester(tx: Tx, memberId: string) {
  await tx.$executeRaw`UPDATE waitlist_entries SET status = 'tester' WHERE "memberId" = ${memberId} AND status <> 'tester'`;
}

/**
 * Confirmed testers of a restored trash batch whose slot went to someone else meanwhile (they hold
 * none now, nor does their address elsewhere): each goes to the head of the line, ahead of every
 * rank, with a join order before everyone's, so a new boost keeps them there too. Under the slot
 * lock (the restore's), so two restores never pick the same head.
 */
export async function putRestoredTestersAtHead(tx: Tx, batch: string, newCode: () => string) {
  const members = await tx.$queryRaw<{ id: string }[]>`
    SELECT DISTINCT m.id FROM trash_items t
    JOIN testers r ON r.id = t.entity_id JOIN members m ON m."emailKey" = r."emailKey"
    WHERE t.batch = ${batch} AND t.kind = 'tester' AND (t.data->>'holdsSlot')::boolean AND r.status = 'confirmed' AND NOT r."holdsSlot"
      AND NOT EXISTS (SELECT 1 FROM testers h WHERE h."holdsSlot" AND h."emailKey" = r."emailKey")`;
  for (const member of members) {
    await tx.$executeRaw`
      WITH head AS (SELECT least(coalesce(min(seq), 1), coalesce(min(floor("rank" / 2.0))::bigint, 1)) - 1 AS seq FROM waitlist_entries)
      INSERT INTO waitlist_entries ("memberId", seq, rank, code) SELECT ${member.id}, head.seq, 2 * head.seq, ${newCode()} FROM head
      ON CONFLICT ("memberId") DO UPDATE SET seq = EXCLUDED.seq, rank = EXCLUDED.rank, status = 'waiting'`;
  }
  return members.length;
}

export type EntryStanding = {
  status: "waiting" | "invited" | "tester";
  code: string;
  /** Null unless waiting: only the waiting have a place. */
  place: number | null;
  waiting: number;
  referrals: number;
  flagged: number;
};

/** A member's entry: place (waiting only), how many wait, referrals counted and awaiting review. */
export async function entryStanding(memberId: string, client: Tx = db): Promise<EntryStanding | null> {
  const [row] = await client.$queryRaw<EntryStanding[]>`
    SELECT e.status::text AS status, e.code, e.referrals,
           CASE WHEN e.status = 'waiting' THEN ${placeSql(sql`e."rank"`, sql`e.seq`)} END AS place,
           ${WAITING_SQL} AS waiting,
           e.flagged
    FROM waitlist_entries e WHERE e."memberId" = ${memberId}`;
  return row ?? null;
}

/** The waitlist-places job's work: the block-count deltas folded in; how many there were. */
export function foldPlaceDeltas(): Promise<number> {
  return db.$executeRaw(FOLD_DELTAS_SQL);
}

/** The standing of the member of this address, if they are in line. */
export async function standingOfAddress(emailKey: string): Promise<EntryStanding | null> {
  const member = await db.member.findUnique({ where: { emailKey }, select: { id: true } });
  return member ? entryStanding(member.id) : null;
}

export type Referrer = JoinOrigin & { memberId: string; emailKey: string };

/** The entry of a referral code, locked until the transaction ends (its count may change). */
export async function lockReferrer(tx: Tx, code: string): Promise<Referrer | null> {
  const [row] = await tx.$queryRaw<Referrer[]>`
    SELECT e."memberId", e."visitorHash", e.network, m."emailKey"
    FROM waitlist_entries e JOIN members m ON m.id = e."memberId" WHERE e.code = ${code} FOR UPDATE OF e`;
  return row ?? null;
}

/** The address keys of a referrer's referred members with this numbered stem (the sequence check's candidates). */
export async function referredKeysLike(tx: Tx, referrerId: string, stem: string, domain: string): Promise<string[]> {
  const pattern = `^${stem.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&")}[0-9]+@${domain.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&")}$`;
  const rows = await tx.$queryRaw<{ emailKey: string }[]>`
    SELECT m."emailKey" FROM waitlist_referrals r JOIN members m ON m.id = r."referredId"
    WHERE r."referrerId" = ${referrerId} AND m."emailKey" ~ ${pattern}`;
  return rows.map((row) => row.emailKey);
}

/** A referral, once per referred member; false when they already had one. */
export async function insertReferral(tx: Tx, r: { referrerId: string; referredId: string; state: "counted" | "flagged"; flags: string[] }): Promise<boolean> {
  const { count } = await tx.waitlistReferral.createMany({ data: [r], skipDuplicates: true });
  return count > 0;
}

/**
 * One more referral counts for the member: their count and rank, in one statement. The settings
 * row is read FOR SHARE first, so a boost being changed meanwhile is never mixed with the old one.
 */
export async function countReferral(tx: Tx, memberId: string) {
  await tx.$queryRaw`SELECT 1 FROM waitlist_settings WHERE id = 1 FOR SHARE`;
  await tx.$executeRaw`
    UPDATE waitlist_entries SET referrals = referrals + 1, rank = ${rankSql(sql`referrals + 1`, BOOST_SQL)} WHERE "memberId" = ${memberId}`;
}

export type ReviewResult = { ok: true; state: "approved" | "rejected" } | { ok: false; reason: "not_found" | "conflict"; state?: string };

/** The admin's decision on a flagged referral: approving makes it count for the referrer at once. */
export function reviewReferral(id: string, decision: "approved" | "rejected", by: string): Promise<ReviewResult> {
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ state: string; referrerId: string }[]>`
      SELECT state::text AS state, "referrerId" FROM waitlist_referrals WHERE id = ${id} FOR UPDATE`;
    if (!row) return { ok: false, reason: "not_found" };
    if (row.state !== "flagged") return { ok: false, reason: "conflict", state: row.state };
    await tx.waitlistReferral.update({ where: { id }, data: { state: decision, reviewedAt: new Date(), reviewedBy: by }, select: { id: true } });
    if (decision === "approved") await countReferral(tx, row.referrerId);
    return { ok: true, state: decision };
  });
}

export type WaitlistSettingsValues = { referralBoost: number; leaderboard: boolean; inviteDays: number };
const SETTINGS = { referralBoost: true, leaderboard: true, inviteDays: true } as const;
const DEFAULTS: WaitlistSettingsValues = { referralBoost: DEFAULT_REFERRAL_BOOST, leaderboard: false, inviteDays: 7 };

export async function getWaitlistSettings(): Promise<WaitlistSettingsValues> {
  return (await db.waitlistSettings.findUnique({ where: { id: 1 }, select: SETTINGS })) ?? DEFAULTS;
}

/** Saves the settings; a new boost sets every rank again (those of members with referrals), in one UPDATE of the same transaction. */
export function saveWaitlistSettings(values: WaitlistSettingsValues): Promise<WaitlistSettingsValues> {
  return db.$transaction(async (tx) => {
    const [before] = await tx.$queryRaw<{ referralBoost: number }[]>`SELECT "referralBoost" FROM waitlist_settings WHERE id = 1 FOR UPDATE`;
    const saved = await tx.waitlistSettings.upsert({ where: { id: 1 }, create: { id: 1, ...values }, update: values, select: SETTINGS });
    if ((before?.referralBoost ?? DEFAULTS.referralBoost) !== values.referralBoost) {
      // Only a member with referrals has a rank that depends on the boost (2 * seq otherwise).
      await tx.$executeRaw`UPDATE waitlist_entries SET rank = ${rankSql(sql`referrals`, sql`${values.referralBoost}::int`)} WHERE referrals > 0`;
    }
    return saved;
  });
}

/** The top referrers' addresses and counts, most first (ties: who joined first). */
export async function topReferrers(limit: number): Promise<{ email: string; referrals: number }[]> {
  return db.$queryRaw`
    SELECT m.email, e.referrals FROM waitlist_entries e JOIN members m ON m.id = e."memberId"
    WHERE e.referrals > 0 ORDER BY e.referrals DESC, e.seq LIMIT ${limit}`;
}
