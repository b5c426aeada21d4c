import "server-only";
import { db } from "@/lib/db";
import { HOLDS_SLOT_SQL } from "@/lib/data/program";
import type { Prisma } from "@/lib/generated/prisma/client";
import { emailKeyOf } from "@/lib/testers/email";
import { copyCsv, countRows, createdAtKey, idKey, inOrder, isInteger, isoTime, newestFirst, orderBy, pageIds, plain, searchCondition, sql, totalRows, typed, whereOf, type ListSort, type PageRequest } from "@/lib/data/list-query";

export type NewFeedback = {
  clarity: string;
  confusion?: string;
  improvements?: string;
  usage: string;
  additional?: string;
  email?: string | null;
  rating?: number | null;
  /** "E-mail me about this"; only kept with an address to write to. */
  notifyOptIn?: boolean;
};

export type StoredFeedback = { id: string; createdAt: Date };

/**
 * Stores a feedback entry, in the caller's transaction when given. An early-tester slot is
 * reserved beside it by lib/testers/submit.ts (lib/data/testers.ts), under the slot lock.
 */
export function createFeedback(input: NewFeedback, tx: Prisma.TransactionClient = db): Promise<StoredFeedback> {
  return tx.feedback.create({
    data: {
      clarity: input.clarity,
      confusion: input.confusion ?? "",
      improvements: input.improvements ?? "",
      usage: input.usage,
      additional: input.additional ?? "",
      email: input.email || null,
      emailKey: emailKeyOf(input.email),
      rating: input.rating ?? null,
      notifyOptIn: Boolean(input.notifyOptIn && input.email),
    },
    select: { id: true, createdAt: true },
  });
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
  const rows = ids.length ? await db.feedback.findMany({ where: { id: { in: ids } }, include: { tester: { select: { slot: true, status: true, expiresAt: true } } } }) : [];
  return { items: inOrder(ids, rows.map(withTesterSlot)), nextCursor };
}

/** The entry's tester slot, if it was given one, and its request's status now. */
function withTesterSlot<T extends { tester: { slot: number | null; status: string; expiresAt: Date } | null }>({ tester, ...entry }: T) {
  const lapsed = tester?.status === "reserved" && tester.expiresAt.getTime() <= Date.now();
  return { ...entry, testerSlot: tester?.slot ?? null, testerStatus: tester ? (lapsed ? "expired" : tester.status) : null };
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

export function getFeedback(id: string, tx: Prisma.TransactionClient = db) {
  return tx.feedback.findUnique({ where: { id } });
}

export function updateFeedbackResponse(
  id: string,
  data: Pick<Prisma.FeedbackUpdateInput, "status" | "priority" | "adminNote" | "notifiedStatus" | "notifiedResponse"> & { response?: string | null },
  tx: Prisma.TransactionClient = db,
) {
  return tx.feedback.update({
    where: { id },
    data: { ...data, ...(data.response !== undefined ? { respondedAt: new Date() } : {}) },
  });
}

/** The slot the entry holds now (confirmed, or reserved and within its time), for the export. */
const TESTER_SLOT_HELD = sql`(SELECT slot FROM testers WHERE testers."feedbackId" = feedback.id AND ${HOLDS_SLOT_SQL})`;

const FEEDBACK_EXPORT = [
  plain("id", sql`id`),
  plain("createdAt", isoTime(`"createdAt"`)),
  typed("email", sql`email`),
  plain("rating", sql`rating`),
  plain("status", sql`status`),
  plain("priority", sql`priority`),
  typed("clarity", sql`clarity`),
  typed("confusion", sql`confusion`),
  typed("improvements", sql`improvements`),
  typed("usage", sql`usage`),
  typed("additional", sql`additional`),
  typed("response", sql`response`),
  plain("testerSlot", TESTER_SLOT_HELD),
];

/** Every matching entry as a CSV document, in the list's order, streamed. */
export function exportFeedback(filters: FeedbackFilters = {}, order: FeedbackOrder = "newest") {
  return copyCsv(FEEDBACK_EXPORT, sql`FROM feedback WHERE ${whereOf(feedbackWhere(filters))} ORDER BY ${orderBy(feedbackSorts[order])}`);
}
