import "server-only";
import { inLockLine, LINE_WAIT_MS, waitForLocks } from "@/lib/data/lock-line";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { HOLDS_SLOT_SQL } from "@/lib/data/program";
import { copyCsv, countRows, inOrder, isoTime, newestFirst, orderBy, pageIds, plain, searchCondition, sql, typed, whereOf, type PageRequest } from "@/lib/data/list-query";

// Early-tester slots. A feedback entry with an address asks for a slot (a row with no slot, status
// "reserved": waiting for its link); the slot is given when the link is confirmed. Every change to
// who holds a slot (a confirmation, a revocation, a new link) runs in a transaction under one
// transaction-level advisory lock, so the cap holds exactly on any number of instances: the
// smallest free slot is chosen, and a request's state is judged, with nothing else changing slots
// meanwhile. Times are read with
// clock_timestamp() under the lock, not the transaction's start time, which may be older than the
// wait for the lock.

/** Serialises every change to the slots, across every instance. */
const TESTER_SLOT_LOCK = 7_461_001;
/**
 * A claim waits in PostgreSQL's line for the lock (a blocking pg_advisory_xact_lock), standing in
 * lock-line's way (lib/data/lock-line.ts): a longer wait per try, the transaction started again
 * after it, up to LINE_WAIT_MS; past it a 503 "busy" with Retry-After.
 */
export async function lockSlots(tx: Prisma.TransactionClient) {
  await waitForLocks(tx);
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(${TESTER_SLOT_LOCK})::text`;
}
export type TesterStatus = "reserved" | "confirmed" | "expired" | "revoked";

/** The status as the admin and the link see it: a reservation past its time is expired. */
export const EFFECTIVE_STATUS = sql`(CASE WHEN status = 'reserved' AND "expiresAt" <= clock_timestamp() THEN 'expired' ELSE status::text END)`;

/** One transaction that holds the slot lock; `work` sees the slots as they are. */
export function withSlotLock<T>(work: (tx: Prisma.TransactionClient) => Promise<T>, client: typeof db = db): Promise<T> {
  // A burst of claims waits for pooled connections and the lock: Prisma's own transaction bounds
  // must not end a claim the pool's bounds (lib/postgres.ts) would let through.
  return inLockLine(() =>
    client.$transaction(
      async (tx) => {
        await lockSlots(tx);
        return work(tx);
      },
      { maxWait: LINE_WAIT_MS, timeout: LINE_WAIT_MS },
    ),
  );
}

export type NewPendingTester = { id: string; feedbackId: string; email: string; emailKey: string; nonce: string; hours: number };

/** Where an address stands: it holds a slot, or was revoked (then it gets no link), or neither. */
export type TesterStanding = "holds" | "revoked" | "free";

const STANDING_SQL = (emailKey: string) => sql`
  (CASE WHEN EXISTS (SELECT 1 FROM tester_revocations WHERE "emailKey" = ${emailKey}) THEN 'revoked'
        WHEN EXISTS (SELECT 1 FROM testers WHERE "emailKey" = ${emailKey} AND "holdsSlot") THEN 'holds'
        ELSE 'free' END)`;

export async function testerStanding(tx: Prisma.TransactionClient, emailKey: string): Promise<TesterStanding> {
  const [row] = await tx.$queryRaw<{ standing: TesterStanding }[]>`SELECT ${STANDING_SQL(emailKey)} AS standing`;
  return row?.standing ?? "free";
}

/**
 * What a submission with an address needs to know before it sends a link, in one statement (a
 * burst of submissions waits for each round trip): the address's standing, whether it
 * unsubscribed (`suppressionKey`: its form on that list), and whether the programme is open.
 * Read without the lock: the confirmation judges again under it.
 */
export async function testerSubmissionState(emailKey: string, suppressionKey: string) {
  const [row] = await db.$queryRaw<{ standing: TesterStanding; suppressed: boolean; open: boolean; confirmHours: number }[]>`
    WITH settings AS (
      SELECT coalesce((SELECT cap FROM program_settings WHERE id = 1), ${env.TESTER_PROGRAM_CAP}::int) AS cap,
             coalesce((SELECT deadline FROM program_settings WHERE id = 1), ${env.TESTER_PROGRAM_DEADLINE}::timestamptz) AS deadline,
             coalesce((SELECT "confirmHours" FROM program_settings WHERE id = 1), ${env.TESTER_CONFIRM_HOURS}::int) AS hours
    )
    SELECT ${STANDING_SQL(emailKey)} AS standing,
           EXISTS (SELECT 1 FROM email_suppressions WHERE email = ${suppressionKey}) AS suppressed,
           (SELECT count(*) FROM testers WHERE ${HOLDS_SLOT_SQL}) < settings.cap AND clock_timestamp() <= settings.deadline AS open,
           settings.hours AS "confirmHours"
    FROM settings`;
  if (!row) throw new Error("the programme's state answered no row");
  return row;
}

/** A feedback entry's request for a slot, waiting for its link: it holds nothing until confirmed. */
export async function createPendingTester(tx: Prisma.TransactionClient, r: NewPendingTester) {
  await tx.$executeRaw`
    INSERT INTO testers (id, "feedbackId", slot, email, "emailKey", "tokenNonce", "holdsSlot", "createdAt", "expiresAt")
    VALUES (${r.id}, ${r.feedbackId}, NULL, ${r.email}, ${r.emailKey}, ${r.nonce}, false, clock_timestamp(),
            clock_timestamp() + make_interval(hours => ${r.hours}::int))`;
}

/** Under the slot lock: the smallest free slot (1..cap) while the programme is open, else null. */
async function freeSlot(tx: Prisma.TransactionClient): Promise<number | null> {
  const [row] = await tx.$queryRaw<{ free: number | null }[]>`
    WITH settings AS (
      SELECT coalesce((SELECT cap FROM program_settings WHERE id = 1), ${env.TESTER_PROGRAM_CAP}::int) AS cap,
             coalesce((SELECT deadline FROM program_settings WHERE id = 1), ${env.TESTER_PROGRAM_DEADLINE}::timestamptz) AS deadline
    )
    SELECT (SELECT s FROM settings, generate_series(1, settings.cap) AS s
            WHERE clock_timestamp() <= settings.deadline AND s NOT IN (SELECT slot FROM testers WHERE ${HOLDS_SLOT_SQL})
            ORDER BY s LIMIT 1) AS free`;
  return row?.free ?? null;
}

export type TesterLinkRow = { id: string; slot: number | null; email: string; emailKey: string; status: TesterStatus; tokenNonce: string };

/** The request a link was made for, read without the lock (the link's page; the welcome e-mail). */
export async function findTesterForLink(id: string): Promise<TesterLinkRow | null> {
  const [row] = await db.$queryRaw<TesterLinkRow[]>`
    SELECT id, slot, email, "emailKey", ${EFFECTIVE_STATUS} AS status, "tokenNonce" FROM testers WHERE id = ${id}`;
  return row ?? null;
}

export type LinkOutcome<T> =
  | { kind: "confirmed" | "already_confirmed"; slot: number }
  | { kind: "expired" }
  /** `done` is what `onConfirmed` did with the proved address instead of a slot. */
  | { kind: "full"; done: T }
  | { kind: "replaced" | "revoked" | "unknown" };

/**
 * Under the lock: the link's press. A link that is its request's latest and within its time gives
 * the smallest free slot, in order of confirmation; with none free (cap reached, deadline passed)
 * it is `full` and may be pressed again while it lasts. An address that holds a slot already keeps
 * that one. `onConfirmed` runs in the same transaction, with the slot or null when full; when full,
 * its result comes out with the outcome.
 */
export function confirmTesterSlot<T>(id: string, nonce: string, onConfirmed: (tx: Prisma.TransactionClient, slot: number | null) => Promise<T>): Promise<LinkOutcome<T>> {
  return withSlotLock<LinkOutcome<T>>(async (tx) => {
    const [row] = await tx.$queryRaw<{ slot: number | null; status: TesterStatus; tokenNonce: string; lapsed: boolean; emailKey: string }[]>`
      SELECT slot, status, "tokenNonce", "emailKey", ("expiresAt" <= clock_timestamp()) AS lapsed FROM testers WHERE id = ${id} FOR UPDATE`;
    if (!row) return { kind: "unknown" };
    if (row.tokenNonce !== nonce) return { kind: "replaced" };
    if (row.status === "confirmed" && row.slot !== null) return { kind: "already_confirmed", slot: row.slot };
    if (row.status === "revoked" || (await testerStanding(tx, row.emailKey)) === "revoked") return { kind: "revoked" };
    // A confirmed tester with no slot (restored after theirs went to someone else) proved the address already.
    if (row.status === "expired" || (row.lapsed && row.status !== "confirmed")) {
      await tx.$executeRaw`UPDATE testers SET status = 'expired' WHERE id = ${id} AND status = 'reserved'`;
      return { kind: "expired" };
    }
    const [held] = await tx.$queryRaw<{ slot: number }[]>`SELECT slot FROM testers WHERE "emailKey" = ${row.emailKey} AND "holdsSlot" LIMIT 1`;
    if (held) return { kind: "already_confirmed", slot: held.slot };
    const slot = await freeSlot(tx);
    if (slot === null) return { kind: "full", done: await onConfirmed(tx, null) };
    await tx.$executeRaw`
      UPDATE testers SET status = 'confirmed', slot = ${slot}, "holdsSlot" = true, "confirmedAt" = clock_timestamp() WHERE id = ${id}`;
    await onConfirmed(tx, slot);
    return { kind: "confirmed", slot };
  });
}

export type AdminActionResult<T> = { ok: true; value: T } | { ok: false; reason: "not_found" | "conflict"; message: string };

/**
 * A new confirmation link for a reservation still within its time: a new nonce (older links stop
 * working) and a new time limit from now. `onRenewed` queues its e-mail in the same transaction.
 */
export function renewTesterLink(id: string, nonce: string, hours: number, onRenewed: (tx: Prisma.TransactionClient, email: string) => Promise<unknown>) {
  return withSlotLock<AdminActionResult<{ email: string }>>(async (tx) => {
    const [row] = await tx.$queryRaw<{ email: string; status: TesterStatus }[]>`
      SELECT email, ${EFFECTIVE_STATUS} AS status FROM testers WHERE id = ${id} FOR UPDATE`;
    if (!row) return { ok: false, reason: "not_found", message: "Tester not found" };
    if (row.status !== "reserved") {
      const why = row.status === "confirmed" ? "is already confirmed" : row.status === "revoked" ? "was revoked" : "has expired and its slot may be someone else's: the person can submit the form again";
      return { ok: false, reason: "conflict", message: `This reservation ${why}.` };
    }
    await tx.$executeRaw`
      UPDATE testers SET "tokenNonce" = ${nonce}, "expiresAt" = clock_timestamp() + make_interval(hours => ${hours}::int) WHERE id = ${id}`;
    await onRenewed(tx, row.email);
    return { ok: true, value: { email: row.email } };
  });
}

/**
 * Revokes a tester (the terms allow it for abuse): who, when and why, on the row and against the
 * person's normalised address (which outlives the row); the slot is freed only when asked.
 */
export function revokeTester(id: string, revocation: { by: string; reason: string; freeSlot: boolean }) {
  return withSlotLock<AdminActionResult<{ slot: number | null; freed: boolean }>>(async (tx) => {
    const [row] = await tx.$queryRaw<{ slot: number | null; status: TesterStatus; emailKey: string }[]>`
      SELECT slot, ${EFFECTIVE_STATUS} AS status, "emailKey" FROM testers WHERE id = ${id} FOR UPDATE`;
    if (!row) return { ok: false, reason: "not_found", message: "Tester not found" };
    if (row.status === "revoked") return { ok: false, reason: "conflict", message: "This tester was already revoked." };
    if (row.status === "expired") return { ok: false, reason: "conflict", message: "This request has expired: it holds no slot." };
    await tx.$executeRaw`
      UPDATE testers SET status = 'revoked', "revokedAt" = clock_timestamp(), "revokedBy" = ${revocation.by},
             "revokeReason" = ${revocation.reason}, "holdsSlot" = "holdsSlot" AND ${!revocation.freeSlot}
      WHERE id = ${id}`;
    await tx.$executeRaw`
      INSERT INTO tester_revocations ("emailKey", reason, "revokedBy", "revokedAt")
      VALUES (${row.emailKey}, ${revocation.reason}, ${revocation.by}, clock_timestamp())
      ON CONFLICT ("emailKey") DO UPDATE SET reason = EXCLUDED.reason, "revokedBy" = EXCLUDED."revokedBy", "revokedAt" = EXCLUDED."revokedAt"`;
    return { ok: true, value: { slot: row.slot, freed: revocation.freeSlot } };
  });
}

// ---- The cohort (admin list and export)

export type TesterFilters = { q?: string; status?: TesterStatus };

function testerWhere(filters: TesterFilters): Prisma.Sql[] {
  const where: Prisma.Sql[] = [];
  if (filters.status) where.push(sql`${EFFECTIVE_STATUS} = ${filters.status}`);
  if (filters.q) {
    const slot = /^#?(\d{1,6})$/.exec(filters.q.trim())?.[1];
    const byEmail = searchCondition(sql`email`, filters.q);
    where.push(slot ? sql`(${byEmail} OR slot = ${Number(slot)})` : byEmail);
  }
  return where;
}

export type TesterRow = {
  id: string;
  feedbackId: string | null;
  slot: number | null;
  email: string;
  status: TesterStatus;
  holdsSlot: boolean;
  reservedAt: Date;
  expiresAt: Date;
  confirmedAt: Date | null;
  revokedAt: Date | null;
  revokedBy: string | null;
  revokeReason: string | null;
};

const TESTER_COLUMNS = sql`id, "feedbackId", slot, email, ${EFFECTIVE_STATUS} AS status, (${HOLDS_SLOT_SQL}) AS "holdsSlot",
  "createdAt" AS "reservedAt", "expiresAt", "confirmedAt", "revokedAt", "revokedBy", "revokeReason"`;

/** One page of the cohort, newest reservation first, and the cursor of the next page. */
export async function listTestersPage(filters: TesterFilters, page: PageRequest) {
  const { ids, nextCursor } = await pageIds("testers", testerWhere(filters), newestFirst, page);
  const rows = ids.length ? await db.$queryRaw<TesterRow[]>`SELECT ${TESTER_COLUMNS} FROM testers WHERE id IN (${Prisma.join(ids)})` : [];
  return { items: inOrder(ids, rows), nextCursor };
}

export function countTesters(filters: TesterFilters = {}) {
  return countRows("testers", testerWhere(filters));
}

const TESTER_EXPORT = [
  plain("slot", sql`slot`),
  typed("email", sql`email`),
  plain("status", EFFECTIVE_STATUS),
  plain("reservedAt", isoTime(`"createdAt"`)),
  plain("expiresAt", isoTime(`"expiresAt"`)),
  plain("confirmedAt", isoTime(`"confirmedAt"`)),
  plain("revokedAt", isoTime(`"revokedAt"`)),
  typed("revokedBy", sql`"revokedBy"`),
  typed("revokeReason", sql`"revokeReason"`),
  plain("holdsSlot", sql`(${HOLDS_SLOT_SQL})::text`),
  plain("feedbackId", sql`"feedbackId"`),
];

/** The matching cohort as a CSV document, in the list's order, streamed. */
export function exportTesters(filters: TesterFilters = {}) {
  return copyCsv(TESTER_EXPORT, sql`FROM testers WHERE ${whereOf(testerWhere(filters))} ORDER BY ${orderBy(newestFirst)}`);
}
