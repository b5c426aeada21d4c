import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getProgramState } from "@/lib/data/program";
import { countRows, createdAtKey, idKey, inOrder, isInteger, csvLine, isoTime, newestFirst, orderBy, pageIds, searchCondition, sql, streamLines, totalRows, whereOf, type ListSort, type PageRequest } from "@/lib/data/list-query";
import { env } from "@/lib/env";

export type NewFeedback = {
  clarity: string;
  confusion?: string;
  improvements?: string;
  usage: string;
  additional?: string;
  email?: string | null;
  rating?: number | null;
};

export type StoredFeedback = { id: string; testerSlot: number | null; createdAt: Date };

/** Serialises slot claims across every instance: the smallest free slot is chosen under it. */
const TESTER_SLOT_LOCK = 7_461_001;
const STORED = { id: true, testerSlot: true, createdAt: true } as const;
/**
 * A burst of claims waits its turn for the lock, each on a pooled connection, and the rest of the
 * burst waits for those connections: allow for that rather than fail (1,000 submissions at once
 * take a few seconds). A database that stops answering is refused sooner: the pool's wait gives
 * up when nothing progresses and every statement has a time bound (lib/postgres-bounds.ts).
 */
const CLAIM_WAIT_MS = 30_000;
/**
 * The claim's wait for the lock. It is taken with short pg_try_advisory_xact_lock statements, not
 * one blocking pg_advisory_xact_lock: every statement stays within the connections' time bounds
 * (lib/postgres-bounds.ts), so a frozen database is noticed at once while a burst on a busy one
 * (1,000 submissions took 64 s on a loaded machine) still waits its turn. Past it: 503.
 */
const CLAIM_LOCK_WAIT_MS = 25_000;
const CLAIM_LOCK_RETRY_MS = 20;

/** Waits for the tester-slot lock within CLAIM_LOCK_WAIT_MS; the error past it maps to 503 (55P03). */
async function lockTesterSlots(tx: Prisma.TransactionClient) {
  const deadline = Date.now() + CLAIM_LOCK_WAIT_MS;
  for (;;) {
    const [lock] = await tx.$queryRaw<{ ok: boolean }[]>`SELECT pg_try_advisory_xact_lock(${TESTER_SLOT_LOCK}) AS ok`;
    if (lock?.ok) return;
    if (Date.now() > deadline) throw Object.assign(new Error("the tester slot lock was not free in time"), { code: "55P03" });
    await new Promise((r) => setTimeout(r, CLAIM_LOCK_RETRY_MS));
  }
}

/**
 * Stores a feedback entry. An entry with an e-mail claims the smallest free tester slot (1..cap)
 * while the programme is open, at most one slot per address. The claim and the entry are one
 * transaction under a transaction-level advisory lock, so the cap holds on any number of instances.
 */
export async function createFeedback(input: NewFeedback): Promise<StoredFeedback> {
  const data = {
    clarity: input.clarity,
    confusion: input.confusion ?? "",
    improvements: input.improvements ?? "",
    usage: input.usage,
    additional: input.additional ?? "",
    email: input.email || null,
    rating: input.rating ?? null,
  };
  const email = data.email;
  // Most submissions cannot claim (no address, or the programme is closed): no lock for them.
  if (!email || !(await getProgramState()).open)
    return db.feedback.create({ data, select: STORED });
  return db.$transaction(
    async (tx) => {
      // Looked at again once this transaction has its connection (a burst waits for one): when the
      // slots filled meanwhile, the entry is stored without queueing for the lock.
      const [open] = await tx.$queryRaw<{ open: boolean }[]>`
      SELECT (SELECT count(*) FROM feedback WHERE "testerSlot" IS NOT NULL)
             < coalesce((SELECT cap FROM program_settings WHERE id = 1), ${env.TESTER_PROGRAM_CAP}::int) AS open`;
      if (!open?.open) return tx.feedback.create({ data, select: STORED });
      await lockTesterSlots(tx);
      // Read again under the lock: cap, deadline and the slots taken are what the claim must see.
      const [row] = await tx.$queryRaw<{ taken: boolean; free: number | null }[]>`
      WITH settings AS (
        SELECT coalesce((SELECT cap FROM program_settings WHERE id = 1), ${env.TESTER_PROGRAM_CAP}::int) AS cap,
               coalesce((SELECT deadline FROM program_settings WHERE id = 1), ${env.TESTER_PROGRAM_DEADLINE}::timestamptz) AS deadline
      )
      SELECT EXISTS (SELECT 1 FROM feedback WHERE "testerSlot" IS NOT NULL AND lower(email) = lower(${email})) AS taken,
             (SELECT s FROM settings, generate_series(1, settings.cap) AS s
              WHERE now() <= settings.deadline
                AND s NOT IN (SELECT "testerSlot" FROM feedback WHERE "testerSlot" IS NOT NULL)
              ORDER BY s LIMIT 1) AS free`;
      const testerSlot = row && !row.taken ? row.free : null;
      return tx.feedback.create({ data: { ...data, testerSlot }, select: STORED });
    },
    { maxWait: CLAIM_WAIT_MS, timeout: CLAIM_WAIT_MS },
  );
}

export type FeedbackFilters = {
  q?: string;
  status?: "new" | "in_progress" | "resolved" | "closed";
  priority?: "low" | "medium" | "high";
  rating?: number;
};

// The searched columns, joined as the trigram index of migration 20261125040000 has them.
const FEEDBACK_SEARCH = sql`coalesce(email, '') || E'\\x1f' || clarity || E'\\x1f' || confusion || E'\\x1f' || improvements || E'\\x1f' || usage || E'\\x1f' || additional || E'\\x1f' || coalesce(response, '')`;

export function feedbackWhere(filters: FeedbackFilters): Prisma.Sql[] {
  const where: Prisma.Sql[] = [];
  if (filters.status) where.push(sql`status = ${filters.status}::"FeedbackStatus"`);
  if (filters.priority) where.push(sql`priority = ${filters.priority}::"FeedbackPriority"`);
  if (filters.rating) where.push(sql`rating = ${filters.rating}`);
  if (filters.q) where.push(searchCondition(FEEDBACK_SEARCH, filters.q));
  return where;
}

export type FeedbackOrder = "newest" | "oldest" | "rating_desc" | "rating_asc" | "priority";

// One direction per sort, so that a keyset is one row comparison on one index: entries without a
// rating sort last both ways (0 below 1..5, and -6 below -5..-1), the enum's order is low, medium, high.
const feedbackSorts: Record<FeedbackOrder, ListSort> = {
  newest: newestFirst,
  oldest: { keys: [createdAtKey, idKey], direction: "asc" },
  rating_desc: { keys: [{ sql: sql`coalesce(rating, 0)`, cast: "int", fits: isInteger }, createdAtKey, idKey], direction: "desc" },
  rating_asc: { keys: [{ sql: sql`(-coalesce(rating, 6))`, cast: "int", fits: isInteger }, createdAtKey, idKey], direction: "desc" },
  priority: { keys: [{ sql: sql`priority`, cast: '"FeedbackPriority"', fits: (v) => v === "low" || v === "medium" || v === "high" }, createdAtKey, idKey], direction: "desc" },
};

/** One page of feedback in the list's order, and the cursor of the next page. */
export async function listFeedbackPage(filters: FeedbackFilters = {}, page: PageRequest = { take: 50 }, order: FeedbackOrder = "newest") {
  const { ids, nextCursor } = await pageIds("feedback", feedbackWhere(filters), feedbackSorts[order], page);
  const rows = ids.length ? await db.feedback.findMany({ where: { id: { in: ids } } }) : [];
  return { items: inOrder(ids, rows), nextCursor };
}

export async function listFeedback(filters: FeedbackFilters = {}, page: PageRequest = { take: 50 }, order: FeedbackOrder = "newest") {
  return (await listFeedbackPage(filters, page, order)).items;
}

/** The exact number of matching entries. */
export function countFeedback(filters: FeedbackFilters = {}) {
  return countRows("feedback", feedbackWhere(filters));
}

/** The number of matching entries, estimated beyond EXACT_COUNT_LIMIT. */
export function totalFeedback(filters: FeedbackFilters = {}) {
  return totalRows("feedback", feedbackWhere(filters));
}

export function getFeedback(id: string) {
  return db.feedback.findUnique({ where: { id } });
}

export function updateFeedbackResponse(
  id: string,
  data: { status?: Prisma.FeedbackUpdateInput["status"]; priority?: Prisma.FeedbackUpdateInput["priority"]; response?: string | null },
  tx: Prisma.TransactionClient = db,
) {
  return tx.feedback.update({
    where: { id },
    data: { ...data, ...(data.response !== undefined ? { respondedAt: new Date() } : {}) },
  });
}

export function deleteFeedback(id: string) {
  return db.feedback.delete({ where: { id }, select: { id: true } });
}

export function deleteAllFeedback(tx: Prisma.TransactionClient = db) {
  return tx.feedback.deleteMany({});
}

/** Every matching entry as CSV lines (FEEDBACK_EXPORT_HEADER), in the list's order, streamed. */
export function exportFeedback(filters: FeedbackFilters = {}, order: FeedbackOrder = "newest") {
  const line = csvLine([sql`id`, isoTime(`"createdAt"`), sql`email`, sql`rating`, sql`status`, sql`priority`, sql`clarity`, sql`confusion`, sql`improvements`, sql`usage`, sql`additional`, sql`response`, sql`"testerSlot"`]);
  return streamLines(sql`SELECT ${line} FROM feedback WHERE ${whereOf(feedbackWhere(filters))} ORDER BY ${orderBy(feedbackSorts[order])}`);
}

export const FEEDBACK_EXPORT_HEADER = ["id", "createdAt", "email", "rating", "status", "priority", "clarity", "confusion", "improvements", "usage", "additional", "response", "testerSlot"];
