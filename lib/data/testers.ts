import "server-only";
import { inLockLine, LINE_WAIT_MS, waitForLocks } from "@/lib/data/lock-line";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { HOLDS_SLOT_SQL } from "@/lib/data/program";
import { copyCsv, countRows, inOrder, isoTime, newestFirst, orderBy, pageIds, plain, searchCondition, sql, typed, whereOf, type PageRequest } from "@/lib/data/list-query";

// Early-tester slots (issue 18). Every change to who holds a slot (a reservation, a confirmation,
// an expiry, a revocation, a new link) runs in a transaction under one transaction-level advisory
// lock, so the cap holds exactly on any number of instances: the smallest free slot is chosen, and
// a reservation's state is judged, with nothing else changing slots meanwhile. Times are read with
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

/** Whether a slot may be free, read without the lock (a burst skips the queue once the slots are gone). */
export async function slotsMayBeFree(tx: Prisma.TransactionClient): Promise<boolean> {
  const [row] = await tx.$queryRaw<{ open: boolean }[]>`
    SELECT (SELECT count(*) FROM testers WHERE ${HOLDS_SLOT_SQL})
           < coalesce((SELECT cap FROM program_settings WHERE id = 1), ${env.TESTER_PROGRAM_CAP}::int)
       AND clock_timestamp() <= coalesce((SELECT deadline FROM program_settings WHERE id = 1), ${env.TESTER_PROGRAM_DEADLINE}::timestamptz) AS open`;
  return row?.open ?? false;
}

export type NewReservation = { id: string; feedbackId: string; email: string; emailKey: string; nonce: string; hours: number };
export type ReserveResult = { outcome: "reserved"; slot: number } | { outcome: "duplicate" | "closed" };

/**
 * Reserves the smallest free slot (1..cap, before the deadline) for the address, in the caller's
 * transaction, which this puts under the slot lock. One slot per person: an address whose key
 * holds a slot, or was revoked, gets none.
 */
export async function reserveTesterSlot(tx: Prisma.TransactionClient, r: NewReservation): Promise<ReserveResult> {
  await lockSlots(tx);
  // One statement (every round trip under the lock is one every other entry of a burst waits
  // for): reservations past their time give their slot back (status expired), and the address
  // and the smallest free slot are judged as of the same instant `at`. The statement's reads see
  // the rows as before its UPDATE, so a row that UPDATE frees counts as lapsed in them too.
  const [row] = await tx.$queryRaw<{ taken: boolean; free: number | null }[]>`
    WITH at AS MATERIALIZED (SELECT clock_timestamp() AS t),
    settings AS (
      SELECT coalesce((SELECT cap FROM program_settings WHERE id = 1), ${env.TESTER_PROGRAM_CAP}::int) AS cap,
             coalesce((SELECT deadline FROM program_settings WHERE id = 1), ${env.TESTER_PROGRAM_DEADLINE}::timestamptz) AS deadline
    ),
    lapsed AS (
      UPDATE testers SET status = 'expired', "holdsSlot" = false
      WHERE "holdsSlot" AND status = 'reserved' AND "expiresAt" <= (SELECT t FROM at)
      RETURNING id
    ),
    held AS (
      SELECT slot, "emailKey" FROM testers
      WHERE "holdsSlot" AND NOT (status = 'reserved' AND "expiresAt" <= (SELECT t FROM at))
    )
    SELECT EXISTS (SELECT 1 FROM held WHERE "emailKey" = ${r.emailKey})
           OR EXISTS (SELECT 1 FROM testers WHERE "emailKey" = ${r.emailKey} AND status = 'revoked') AS taken,
           (SELECT s FROM settings, generate_series(1, settings.cap) AS s
            WHERE (SELECT t FROM at) <= settings.deadline AND s NOT IN (SELECT slot FROM held)
            ORDER BY s LIMIT 1) AS free`;
  if (row?.taken) return { outcome: "duplicate" };
  if (!row?.free) return { outcome: "closed" };
  await tx.$executeRaw`
    INSERT INTO testers (id, "feedbackId", slot, email, "emailKey", "tokenNonce", "createdAt", "expiresAt")
    VALUES (${r.id}, ${r.feedbackId}, ${row.free}, ${r.email}, ${r.emailKey}, ${r.nonce}, clock_timestamp(),
            clock_timestamp() + make_interval(hours => ${r.hours}::int))`;
  return { outcome: "reserved", slot: row.free };
}

export type TesterLinkRow = { id: string; slot: number; email: string; emailKey: string; status: TesterStatus; tokenNonce: string };

/** The reservation a link was made for, read without the lock (the link's page; the welcome e-mail). */
export async function findTesterForLink(id: string): Promise<TesterLinkRow | null> {
  const [row] = await db.$queryRaw<TesterLinkRow[]>`
    SELECT id, slot, email, "emailKey", ${EFFECTIVE_STATUS} AS status, "tokenNonce" FROM testers WHERE id = ${id}`;
  return row ?? null;
}

export type LinkOutcome =
  | { kind: "confirmed" | "already_confirmed"; slot: number }
  | { kind: "expired" }
  | { kind: "replaced" | "revoked" | "unknown" };

/**
 * Under the lock: confirms the reservation the link was made for, if the link is its latest and
 * the reservation is still within its time. A reservation past its time is marked expired here
 * (its slot may already be someone else's). `onConfirmed` runs in the same transaction.
 */
export function confirmTesterSlot(id: string, nonce: string, onConfirmed: (tx: Prisma.TransactionClient, slot: number) => Promise<unknown>): Promise<LinkOutcome> {
  return withSlotLock(async (tx) => {
    const [row] = await tx.$queryRaw<{ slot: number; status: TesterStatus; tokenNonce: string; lapsed: boolean }[]>`
      SELECT slot, status, "tokenNonce", ("expiresAt" <= clock_timestamp()) AS lapsed FROM testers WHERE id = ${id} FOR UPDATE`;
    if (!row) return { kind: "unknown" };
    if (row.tokenNonce !== nonce) return { kind: "replaced" };
    if (row.status === "confirmed") return { kind: "already_confirmed", slot: row.slot };
    if (row.status === "revoked") return { kind: "revoked" };
    if (row.status === "expired" || row.lapsed) {
      await tx.$executeRaw`UPDATE testers SET status = 'expired', "holdsSlot" = false WHERE id = ${id} AND status = 'reserved'`;
      return { kind: "expired" };
    }
    await tx.$executeRaw`UPDATE testers SET status = 'confirmed', "confirmedAt" = clock_timestamp() WHERE id = ${id}`;
    await onConfirmed(tx, row.slot);
    return { kind: "confirmed", slot: row.slot };
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

/** Revokes a tester (the terms allow it for abuse): who, when and why; the slot is freed only when asked. */
export function revokeTester(id: string, revocation: { by: string; reason: string; freeSlot: boolean }) {
  return withSlotLock<AdminActionResult<{ slot: number; freed: boolean }>>(async (tx) => {
    const [row] = await tx.$queryRaw<{ slot: number; status: TesterStatus }[]>`
      SELECT slot, ${EFFECTIVE_STATUS} AS status FROM testers WHERE id = ${id} FOR UPDATE`;
    if (!row) return { ok: false, reason: "not_found", message: "Tester not found" };
    if (row.status === "revoked") return { ok: false, reason: "conflict", message: "This tester was already revoked." };
    if (row.status === "expired") return { ok: false, reason: "conflict", message: "This reservation has expired: it holds no slot." };
    await tx.$executeRaw`
      UPDATE testers SET status = 'revoked', "revokedAt" = clock_timestamp(), "revokedBy" = ${revocation.by},
             "revokeReason" = ${revocation.reason}, "holdsSlot" = ${!revocation.freeSlot}
      WHERE id = ${id}`;
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
  feedbackId: string;
  slot: number;
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
