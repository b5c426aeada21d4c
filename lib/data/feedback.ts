import "server-only";
import { randomBytes } from "node:crypto";
import { isDatabaseUnavailable } from "@/lib/api/db-errors";
import { db, pool } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { GroupCommit } from "@/lib/data/group-commit";
import { getProgramState } from "@/lib/data/program";

export type NewFeedback = {
  clarity: string;
  confusion?: string;
  improvements?: string;
  usage: string;
  additional?: string;
  email?: string | null;
  rating?: number | null;
};

// Serialises slot claims: the smallest free slot is chosen under this transaction lock.
const TESTER_SLOT_LOCK = 7_461_001;

/**
 * Stores a feedback entry. An entry with an e-mail claims the smallest free tester slot (1..cap)
 * while the programme is open, at most one slot per address; the claim is atomic.
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
  // The entry's time is its arrival, not its batch's commit (admin lists order by it).
  const createdAt = new Date();
  // Most submissions cannot claim: skip the lock for them.
  if (!data.email) return insertEntry({ ...data, createdAt });
  // Read before the transaction (cap and deadline included): a query on `db` inside it would need
  // a second pooled connection while this one holds the lock, and under load every connection
  // would wait for another.
  const { open, cap, deadline } = await getProgramState();
  if (!open) return insertEntry({ ...data, createdAt });
  const email = data.email;
  const queuedAt = performance.now();
  const claimed = await claimInTurn(async () => {
    if (queuedAt <= state.slotsFullAt || new Date() > deadline) return null;
    return db.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${TESTER_SLOT_LOCK})`;
        const rows = await tx.$queryRaw<{ taken: boolean; free: number | null }[]>`
          SELECT EXISTS (SELECT 1 FROM feedback WHERE "testerSlot" IS NOT NULL AND lower(email) = lower(${email})) AS taken,
                 (SELECT s FROM generate_series(1, ${cap}::int) AS s
                  WHERE s NOT IN (SELECT "testerSlot" FROM feedback WHERE "testerSlot" IS NOT NULL)
                  ORDER BY s LIMIT 1) AS free`;
        const { taken = false, free = null } = rows[0] ?? {};
        if (free === null) state.slotsFullAt = performance.now();
        const testerSlot = taken ? null : free;
        return tx.feedback.create({ data: { ...data, testerSlot }, select: { id: true, testerSlot: true, createdAt: true } });
      },
      { maxWait: 15_000, timeout: 15_000 },
    );
  });
  return claimed ?? insertEntry({ ...data, createdAt });
}

export type StoredFeedback = { id: string; testerSlot: number | null; createdAt: Date };
type EntryRow = { clarity: string; confusion: string; improvements: string; usage: string; additional: string; email: string | null; rating: number | null; createdAt: Date };

/** Rows per INSERT of the group commit. */
export const FEEDBACK_BATCH_MAX = 100;

/** An entry without a slot: written with the entries that arrive meanwhile, in one INSERT. */
function insertEntry(row: EntryRow): Promise<StoredFeedback> {
  return state.inserts.write(row);
}

/**
 * One INSERT for the whole batch. Ids are made here (Prisma's cuid() default is applied by the
 * client, not the database): "c", the time and a per-process counter, so that they sort in
 * arrival order within a millisecond, then random. Rows are matched back by id, not by RETURNING's
 * order. On pg directly, as one prepared statement with one array per column (the same text for
 * any batch size): through Prisma's raw query path, 900 parameters cost more CPU than the rest
 * of the request (measured with the bench, docs/performance.md).
 */
async function insertEntries(rows: EntryRow[]): Promise<StoredFeedback[]> {
  const ids = rows.map(() => feedbackId());
  const column = <K extends keyof EntryRow>(key: K) => rows.map((row) => row[key]);
  const { rows: stored } = await pool().query<StoredFeedback>({
    name: "stepwise-feedback-insert-batch",
    text: `INSERT INTO feedback (id, clarity, confusion, improvements, usage, additional, email, rating, "createdAt")
           SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::timestamptz[])
           RETURNING id, "testerSlot", "createdAt"`,
    values: [ids, column("clarity"), column("confusion"), column("improvements"), column("usage"), column("additional"), column("email"), column("rating"), column("createdAt")],
  });
  const byId = new Map(stored.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new Error(`feedback ${id} was not returned by its INSERT`);
    return row;
  });
}

let idCounter = 0;
/** A cuid-shaped id (25 characters, [a-z0-9], leading "c") that sorts by creation time in this process. */
export function feedbackId(now = Date.now()): string {
  idCounter = (idCounter + 1) % 36 ** 4;
  const random = randomBytes(8).readBigUInt64BE().toString(36).padStart(12, "0").slice(-12);
  return `c${now.toString(36).padStart(8, "0")}${idCounter.toString(36).padStart(4, "0")}${random}`;
}

// Process-wide (globalThis): Next's routes and the fast path (lib/api/fast-routes.ts) load this
// module in separate bundles, and they must share the group commit, the claim queue and slotsFullAt.
type FeedbackState = {
  inserts: GroupCommit<EntryRow, StoredFeedback>;
  claimQueue: Promise<unknown>;
  slotsFullAt: number;
};
const state = ((globalThis as { __stepwiseFeedback?: FeedbackState }).__stepwiseFeedback ??= {
  inserts: new GroupCommit({ writeMany: insertEntries, isFatal: isDatabaseUnavailable, maxBatch: FEEDBACK_BATCH_MAX }),
  claimQueue: Promise.resolve(),
  slotsFullAt: -1,
});

// Claims of this instance take turns, so that one pooled connection at a time waits on the
// advisory lock (which still serialises claims across instances); a burst of claims would
// otherwise hold every connection of the pool while they wait for each other.
function claimInTurn<T>(claim: () => Promise<T>): Promise<T> {
  const result = state.claimQueue.then(claim, claim);
  state.claimQueue = result.catch(() => undefined);
  return result;
}

// state.slotsFullAt: after a claim found every slot taken, the claims that were already queued
// behind it skip the lock (their entries are stored without a slot): a burst of 1,000 submissions
// then takes ~cap turns, not 1,000. Submissions that arrive later check the programme afresh.

// The admin list (issue 20): keyset pages, trigram search, estimated totals.
import { countRows, createdAtKey, idKey, inOrder, isInteger, csvLine, isoTime, newestFirst, orderBy, pageIds, searchCondition, sql, streamLines, totalRows, whereOf, type ListSort, type PageRequest } from "@/lib/data/list-query";

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
  state.slotsFullAt = -1;
  return db.feedback.delete({ where: { id }, select: { id: true } });
}

export function deleteAllFeedback(tx: Prisma.TransactionClient = db) {
  state.slotsFullAt = -1;
  return tx.feedback.deleteMany({});
}

/** Every matching entry as CSV lines (FEEDBACK_EXPORT_HEADER), in the list's order, streamed. */
export function exportFeedback(filters: FeedbackFilters = {}, order: FeedbackOrder = "newest") {
  const line = csvLine([sql`id`, isoTime(`"createdAt"`), sql`email`, sql`rating`, sql`status`, sql`priority`, sql`clarity`, sql`confusion`, sql`improvements`, sql`usage`, sql`additional`, sql`response`, sql`"testerSlot"`]);
  return streamLines(sql`SELECT ${line} FROM feedback WHERE ${whereOf(feedbackWhere(filters))} ORDER BY ${orderBy(feedbackSorts[order])}`);
}

export const FEEDBACK_EXPORT_HEADER = ["id", "createdAt", "email", "rating", "status", "priority", "clarity", "confusion", "improvements", "usage", "additional", "response", "testerSlot"];
