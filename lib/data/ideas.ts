import "server-only";
import { db } from "@/lib/db";
import { isBuildPhase } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { searchCondition, sql } from "@/lib/data/list-query";
import type { BoardQuery } from "@/lib/validation/ideas";
import type { SuggestionStatus } from "@/lib/validation/suggestion";

// The public idea board: only what the admin wrote for the public (title, summary), the status and
// the vote count. Nothing here selects a submitter's text or address, or anything about voters.

/** Public, visible, not merged away: the condition of the board's partial indexes (migration 20261128100000). */
const ON_BOARD = sql`"isPublic" AND NOT "hidden" AND "mergedIntoId" IS NULL`;
/** The text "similar" and the search match, as the board's trigram index has it. */
const BOARD_TEXT = sql`("publicTitle" || ' ' || "publicSummary")`;
/** Trending: votes cast in this many days. */
export const TRENDING_DAYS = 14;
export const BOARD_PAGE_SIZE = 50;
export const SIMILAR_LIMIT = 5;

export type BoardIdea = { id: string; title: string; summary: string; status: SuggestionStatus; votes: number };

const BOARD_COLUMNS = sql`id, "publicTitle" AS title, "publicSummary" AS summary, status::text AS status, "voteCount" AS votes`;

/** A page of the board: top (votes), trending (votes in the last 14 days) or new; by status; searched. */
export async function listBoardIdeas({ sort, status, q }: BoardQuery, take = BOARD_PAGE_SIZE): Promise<BoardIdea[]> {
  // `next build` has no database: the board renders empty then, and the server's start revalidates it.
  if (isBuildPhase) return [];
  const conditions = [ON_BOARD];
  if (status) conditions.push(sql`status = ${status}::"SuggestionStatus"`);
  if (q) conditions.push(searchCondition(BOARD_TEXT, q));
  const where = Prisma.join(conditions, " AND ");
  if (sort === "trending") {
    return db.$queryRaw<BoardIdea[]>`
      SELECT ${BOARD_COLUMNS} FROM feature_suggestions
      LEFT JOIN (
        SELECT "suggestionId", count(*) AS recent FROM idea_votes
        WHERE "createdAt" > now() - make_interval(days => ${TRENDING_DAYS}) GROUP BY "suggestionId"
      ) AS trend ON trend."suggestionId" = id
      WHERE ${where} ORDER BY coalesce(trend.recent, 0) DESC, "voteCount" DESC, id LIMIT ${take}`;
  }
  const order = sort === "new" ? sql`"createdAt" DESC, id` : sql`"voteCount" DESC, id`;
  return db.$queryRaw<BoardIdea[]>`SELECT ${BOARD_COLUMNS} FROM feature_suggestions WHERE ${where} ORDER BY ${order} LIMIT ${take}`;
}

/** Up to five public ideas whose words are like the text being typed (pg_trgm), most alike first. */
export async function similarIdeas(text: string, limit = SIMILAR_LIMIT): Promise<BoardIdea[]> {
  const q = text.trim();
  if (q.length < 3) return [];
  return db.$queryRaw<BoardIdea[]>`
    SELECT ${BOARD_COLUMNS} FROM feature_suggestions
    WHERE ${ON_BOARD} AND (${BOARD_TEXT} % ${q} OR ${q} <% ${BOARD_TEXT})
    ORDER BY greatest(similarity(${BOARD_TEXT}, ${q}), word_similarity(${q}, ${BOARD_TEXT})) DESC, "voteCount" DESC, id
    LIMIT ${limit}`;
}

export type PublicIdea = BoardIdea & { history: { status: SuggestionStatus; at: Date }[] };

/**
 * One idea for /ideas/{id}: the idea, the id it was merged into (the page redirects there), or
 * null for an idea that is private, hidden or unknown.
 */
export async function getPublicIdea(id: string): Promise<{ kind: "idea"; idea: PublicIdea } | { kind: "merged"; into: string } | null> {
  const row = await db.featureSuggestion.findUnique({
    where: { id },
    select: { id: true, publicTitle: true, publicSummary: true, status: true, voteCount: true, isPublic: true, hidden: true, mergedIntoId: true, statusChanges: { select: { status: true, createdAt: true }, orderBy: { createdAt: "asc" } } },
  });
  if (!row || !row.isPublic || row.hidden) return null;
  if (row.mergedIntoId) return { kind: "merged", into: row.mergedIntoId };
  return {
    kind: "idea",
    idea: { id: row.id, title: row.publicTitle, summary: row.publicSummary, status: row.status, votes: row.voteCount, history: row.statusChanges.map((c) => ({ status: c.status, at: c.createdAt })) },
  };
}

/**
 * The idea's status history after an admin's save: a row when the status changed, and the status
 * it has when it first goes public without one.
 */
export async function recordStatusHistory(tx: Prisma.TransactionClient, id: string, before: { status: SuggestionStatus; isPublic: boolean }, after: { status: SuggestionStatus; isPublic: boolean }) {
  const changed = before.status !== after.status;
  const firstPublic = after.isPublic && !before.isPublic && (await tx.ideaStatusChange.count({ where: { suggestionId: id } })) === 0;
  if (!changed && !firstPublic) return null;
  const row = await tx.ideaStatusChange.create({ data: { suggestionId: id, status: after.status }, select: { id: true, status: true } });
  // Going public is no news to anyone: only a change of status is told to followers.
  return changed ? row : null;
}

/** The vote counts of these ideas, public ones only (the others are left out). */
export async function voteCounts(ids: string[]): Promise<Record<string, number>> {
  if (ids.length === 0) return {};
  const rows = await db.featureSuggestion.findMany({ where: { id: { in: ids }, isPublic: true, hidden: false }, select: { id: true, voteCount: true } });
  return Object.fromEntries(rows.map((r) => [r.id, r.voteCount]));
}
