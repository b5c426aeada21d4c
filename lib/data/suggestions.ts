import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { emailKeyOf } from "@/lib/testers/email";
import { copyCsv, countRows, createdAtKey, idKey, inOrder, isInteger, isoTime, newestFirst, orderBy, pageIds, plain, searchCondition, sql, totalRows, typed, whereOf, type ListSort, type PageRequest } from "@/lib/data/list-query";

export type NewSuggestion = { name: string; description: string; useCase?: string; priority: string; email?: string | null; notifyOptIn?: boolean };

export function createSuggestion(input: NewSuggestion, tx: Prisma.TransactionClient = db) {
  return tx.featureSuggestion.create({
    // The opt-in only counts with an address to write to.
    data: { ...input, useCase: input.useCase ?? "", email: input.email || null, emailKey: emailKeyOf(input.email), notifyOptIn: Boolean(input.notifyOptIn && input.email) },
    select: { id: true, createdAt: true },
  });
}

// The searched columns, joined as the trigram index of migration 20261125040000 has them.
const SUGGESTION_SEARCH = sql`name || E'\\x1f' || description || E'\\x1f' || "useCase" || E'\\x1f' || coalesce(email, '')`;

export function suggestionWhere(q?: string): Prisma.Sql[] {
  return q ? [searchCondition(SUGGESTION_SEARCH, q)] : [];
}

/** The admin list's orders: newest first, or most votes first (the board's counter, then newest). */
export const SUGGESTION_SORTS = ["newest", "votes"] as const;
export type SuggestionOrder = (typeof SUGGESTION_SORTS)[number];
const suggestionSorts: Record<SuggestionOrder, ListSort> = {
  newest: newestFirst,
  votes: { keys: [{ sql: sql`"voteCount"`, cast: "int", fits: isInteger }, createdAtKey, idKey], direction: "desc" },
};

/** One page of suggestions, newest (or most voted) first, with their follower counts, and the cursor of the next page. */
export async function listSuggestionsPage(q?: string, page: PageRequest = { take: 50 }, order: SuggestionOrder = "newest") {
  const { ids, nextCursor } = await pageIds("feature_suggestions", suggestionWhere(q), suggestionSorts[order], page);
  const rows = ids.length ? await db.featureSuggestion.findMany({ where: { id: { in: ids } }, include: { _count: { select: { follows: true } } } }) : [];
  return { items: inOrder(ids, rows).map(({ _count, ...row }) => ({ ...row, followers: _count.follows })), nextCursor };
}

export async function listSuggestions(q?: string, page: PageRequest = { take: 50 }) {
  return (await listSuggestionsPage(q, page)).items;
}

export function countSuggestions(q?: string) {
  return countRows("feature_suggestions", suggestionWhere(q));
}

/** The number of matching suggestions, estimated beyond EXACT_COUNT_LIMIT. */
export function totalSuggestions(q?: string) {
  return totalRows("feature_suggestions", suggestionWhere(q));
}

const SUGGESTION_EXPORT = [
  plain("id", sql`id`),
  plain("createdAt", isoTime(`"createdAt"`)),
  typed("name", sql`name`),
  typed("description", sql`description`),
  typed("useCase", sql`"useCase"`),
  plain("priority", sql`priority`),
  typed("email", sql`email`),
];

/** Every matching suggestion as a CSV document, newest first, streamed. */
export function exportSuggestions(q?: string) {
  return copyCsv(SUGGESTION_EXPORT, sql`FROM feature_suggestions WHERE ${whereOf(suggestionWhere(q))} ORDER BY ${orderBy(newestFirst)}`);
}

export function getSuggestion(id: string, tx: Prisma.TransactionClient = db) {
  return tx.featureSuggestion.findUnique({ where: { id } });
}

export type SuggestionChanges = Pick<Prisma.FeatureSuggestionUpdateInput, "status" | "isPublic" | "hidden" | "publicTitle" | "publicSummary" | "adminNote" | "notifiedStatus" | "notifiedResponse" | "publicAnswer" | "publicAnswerVersion" | "publicAnswerAt"> & { response?: string | null };

/** The admin's changes to a suggestion; a new answer stamps respondedAt. */
export function updateSuggestion(id: string, data: SuggestionChanges, tx: Prisma.TransactionClient = db) {
  return tx.featureSuggestion.update({
    where: { id },
    data: { ...data, ...(data.response !== undefined ? { respondedAt: data.response ? new Date() : null } : {}) },
  });
}

/** The suggestions the admin made public, for /roadmap: only the admin-written title and summary, and the votes. */
export function listRoadmapItems() {
  return db.featureSuggestion.findMany({
    where: { isPublic: true, hidden: false, mergedIntoId: null },
    select: { id: true, status: true, publicTitle: true, publicSummary: true, updatedAt: true, voteCount: true },
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
  });
}

/** The idea's voters for the admin's idea page (never shown publicly), newest first. */
export function listIdeaVoters(id: string) {
  return db.ideaVote.findMany({ where: { suggestionId: id }, select: { memberId: true, createdAt: true, member: { select: { email: true } } }, orderBy: { createdAt: "desc" }, take: 500 });
}
