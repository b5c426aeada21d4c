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
/** The text the search matches, as the board's trigram index has it. */
const BOARD_TEXT = sql`("publicTitle" || ' ' || "publicSummary")`;
/** Its words, as the board's full-text index has them (migration 20261129100000): what "similar" matches. */
const BOARD_WORDS = sql`to_tsvector('english', ${BOARD_TEXT})`;
/** Trending: votes cast in this many days. */
export const TRENDING_DAYS = 14;
export const BOARD_PAGE_SIZE = 50;
export const SIMILAR_LIMIT = 5;

/** `answer`: the admin's official answer, "" when there is none. */
export type BoardIdea = { id: string; title: string; summary: string; status: SuggestionStatus; votes: number; answer: string };

const BOARD_COLUMNS = sql`id, "publicTitle" AS title, "publicSummary" AS summary, status::text AS status, "voteCount" AS votes, "publicAnswer" AS answer`;

/** A page of the board: top (votes), trending (votes in the last 14 days) or new; by status; searched. */
export async function listBoardIdeas({ sort, status, q }: BoardQuery, take = BOARD_PAGE_SIZE): Promise<BoardIdea[]> {
  // `next build` has no database: the board renders empty then, and the server's start revalidates it.
  if (isBuildPhase) return [];
  const conditions = [ON_BOARD];
  if (status) conditions.push(sql`status = ${status}::"SuggestionStatus"`);
  if (q) conditions.push(searchCondition(BOARD_TEXT, q));
  const where = Prisma.join(conditions, " AND ");
  if (sort === "trending") return trendingIdeas(where, take);
  const order = sort === "new" ? sql`"createdAt" DESC, id` : sql`"voteCount" DESC, id`;
  return db.$queryRaw<BoardIdea[]>`SELECT ${BOARD_COLUMNS} FROM feature_suggestions WHERE ${where} ORDER BY ${order} LIMIT ${take}`;
}

/**
 * Trending: the ideas with the most votes in the last 14 days, then by votes. The recent votes are
 * counted from their date index and walked most first, each idea looked up by its key, so a page
 * costs its 50 ideas, not a join with the whole board (incremental sort on the sorted counts).
 * When fewer than a page have recent votes, the page is filled with the others by votes.
 */
async function trendingIdeas(where: Prisma.Sql, take: number): Promise<BoardIdea[]> {
  const recent = await db.$queryRaw<BoardIdea[]>`
    SELECT ${BOARD_COLUMNS} FROM (
      SELECT "suggestionId", count(*) AS n FROM idea_votes
      WHERE "createdAt" > now() - make_interval(days => ${TRENDING_DAYS}) GROUP BY "suggestionId" ORDER BY n DESC
    ) AS trend
    CROSS JOIN LATERAL (SELECT * FROM feature_suggestions WHERE id = trend."suggestionId" AND ${where}) AS idea
    ORDER BY trend.n DESC, "voteCount" DESC, id LIMIT ${take}`;
  if (recent.length === take) return recent;
  // Every idea with recent votes is on the page already: the rest follow by votes.
  const notShown = recent.length ? sql`AND id NOT IN (${Prisma.join(recent.map((i) => i.id))})` : Prisma.empty;
  const rest = await db.$queryRaw<BoardIdea[]>`
    SELECT ${BOARD_COLUMNS} FROM feature_suggestions WHERE ${where} ${notShown}
    ORDER BY "voteCount" DESC, id LIMIT ${take - recent.length}`;
  return [...recent, ...rest];
}

/** The most words of a text "similar" matches on: the title and the start of a description. */
const SIMILAR_WORDS = 6;

/** A tsquery of these words (quoted: any character is literal), the last one a prefix as it may be half typed. */
function tsquery(words: string[], prefixLast: string): string {
  return words.map((w) => `'${w.replaceAll("\\", "\\\\").replaceAll("'", "''")}'${w === prefixLast ? ":*" : ""}`).join(" & ");
}

/** Every way to pick k of the words, for "at least k of them". */
function choose(words: string[], k: number): string[][] {
  if (k === 0) return [[]];
  return words.flatMap((w, i) => choose(words.slice(i + 1), k - 1).map((rest) => [w, ...rest]));
}

/**
 * How many matching ideas "similar" ranks at most. Ranking every match grows with the board
 * (200,000 bench ideas: thousands share three common words); a real board rarely has this many
 * ideas holding all the words of a title, and any of them is a fair duplicate to offer.
 */
const SIMILAR_CANDIDATES = 200;

/** Public ideas whose words match the tsquery, most alike by title first (among the first candidates found). */
function ideasMatching(query: string, text: string, take: number): Promise<BoardIdea[]> {
  return db.$queryRaw<BoardIdea[]>`
    SELECT ${BOARD_COLUMNS} FROM (
      SELECT * FROM feature_suggestions WHERE ${ON_BOARD} AND ${BOARD_WORDS} @@ ${query}::tsquery LIMIT ${SIMILAR_CANDIDATES}
    ) AS candidate
    ORDER BY similarity("publicTitle", ${text}) DESC, "voteCount" DESC, id LIMIT ${take}`;
}

/**
 * Up to five public ideas like the text being typed, most alike first: those holding all its words
 * (stemmed, stop words left out, the last word maybe half typed), then, to fill, those holding at
 * least half of them (a misspelt word, or one of the writer's own). A full-text index finds them,
 * and at most SIMILAR_CANDIDATES are ranked, so the work does not grow with the board (a trigram
 * match over 200,000 ideas took seconds: every idea sharing "for the" was a candidate).
 */
export async function similarIdeas(text: string, limit = SIMILAR_LIMIT): Promise<BoardIdea[]> {
  const q = text.trim();
  if (q.length < 3) return [];
  const words = (await db.$queryRaw<{ lexeme: string }[]>`
    SELECT lexeme FROM unnest(to_tsvector('english', ${q})) ORDER BY positions[1] LIMIT ${SIMILAR_WORDS}`).map((w) => w.lexeme);
  const last = words.at(-1);
  if (!last) return [];
  const found = await ideasMatching(tsquery(words, last), q, limit);
  if (found.length >= limit || words.length < 2) return found;
  const atLeastHalf = choose(words, Math.ceil(words.length / 2)).map((some) => `(${tsquery(some, last)})`).join(" | ");
  const more = await ideasMatching(atLeastHalf, q, limit + found.length);
  const seen = new Set(found.map((i) => i.id));
  return [...found, ...more.filter((i) => !seen.has(i.id))].slice(0, limit);
}

export type PublicIdea = BoardIdea & { answeredAt: Date | null; history: { status: SuggestionStatus; at: Date }[] };

/**
 * One idea for /ideas/{id}: the idea, the id it was merged into (the page redirects there), or
 * null for an idea that is private, hidden or unknown.
 */
export async function getPublicIdea(id: string): Promise<{ kind: "idea"; idea: PublicIdea } | { kind: "merged"; into: string } | null> {
  const row = await db.featureSuggestion.findUnique({
    where: { id },
    select: { id: true, publicTitle: true, publicSummary: true, status: true, voteCount: true, publicAnswer: true, publicAnswerAt: true, isPublic: true, hidden: true, mergedIntoId: true, statusChanges: { select: { status: true, createdAt: true }, orderBy: { createdAt: "asc" } } },
  });
  if (!row || !row.isPublic || row.hidden) return null;
  if (row.mergedIntoId) return { kind: "merged", into: row.mergedIntoId };
  return {
    kind: "idea",
    idea: { id: row.id, title: row.publicTitle, summary: row.publicSummary, status: row.status, votes: row.voteCount, answer: row.publicAnswer, answeredAt: row.publicAnswerAt, history: row.statusChanges.map((c) => ({ status: c.status, at: c.createdAt })) },
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
