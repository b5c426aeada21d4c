import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// Votes and follows on the idea board. A vote row and the idea's voteCount change together in the
// caller's transaction: the row's key (idea, member) makes a second vote by the same member a no-op
// (ON CONFLICT waits for a concurrent first one to commit, then does nothing), so the counter moves
// exactly once per row that was really inserted or deleted.

type Tx = Prisma.TransactionClient;

/** What a visitor may vote on or follow: public, not hidden. A merged idea stands for the one it went into. */
export async function findVotableIdea(id: string, tx: Tx = db): Promise<{ id: string } | null> {
  const idea = await tx.featureSuggestion.findUnique({ where: { id }, select: { id: true, isPublic: true, hidden: true, mergedIntoId: true } });
  if (!idea || !idea.isPublic || idea.hidden) return null;
  return idea.mergedIntoId ? findVotableIdea(idea.mergedIntoId, tx) : { id: idea.id };
}

export type VoteChange = { changed: boolean; votes: number; milestone: number };

// Each statement inserts or deletes the row and moves the counter by what it did, in one round
// trip: the idea's row stays locked only from here to the commit, so votes queue briefly on it
// (the caller does its other work first), well within the connections' lock timeout.

/** The member's vote for the idea, once; the idea's count moves only when the row is new. */
export async function insertVote(tx: Tx, ideaId: string, memberId: string): Promise<VoteChange> {
  const [row] = await tx.$queryRaw<{ changed: boolean; votes: number; milestone: number }[]>`
    WITH inserted AS (
      INSERT INTO idea_votes ("suggestionId", "memberId") VALUES (${ideaId}, ${memberId}) ON CONFLICT DO NOTHING RETURNING 1
    )
    UPDATE feature_suggestions SET "voteCount" = "voteCount" + (SELECT count(*) FROM inserted)::int WHERE id = ${ideaId}
    RETURNING (SELECT count(*) FROM inserted) > 0 AS changed, "voteCount" AS votes, "voteMilestone" AS milestone`;
  return row ?? { changed: false, votes: 0, milestone: 0 };
}

/** Takes the member's vote back (or an admin removes it); the count moves only when a row went. */
export async function deleteVote(tx: Tx, ideaId: string, memberId: string): Promise<VoteChange> {
  const [row] = await tx.$queryRaw<{ changed: boolean; votes: number; milestone: number }[]>`
    WITH deleted AS (
      DELETE FROM idea_votes WHERE "suggestionId" = ${ideaId} AND "memberId" = ${memberId} RETURNING 1
    )
    UPDATE feature_suggestions SET "voteCount" = "voteCount" - (SELECT count(*) FROM deleted)::int WHERE id = ${ideaId}
    RETURNING (SELECT count(*) FROM deleted) > 0 AS changed, "voteCount" AS votes, "voteMilestone" AS milestone`;
  return row ?? { changed: false, votes: 0, milestone: 0 };
}

/** Whether the member has voted for the idea. */
export async function hasVoted(tx: Tx, ideaId: string, memberId: string): Promise<boolean> {
  return (await tx.ideaVote.count({ where: { suggestionId: ideaId, memberId } })) > 0;
}

/** Records that the owner was told of this milestone, unless a concurrent vote told them already (true when this one should). */
export async function claimMilestone(tx: Tx, ideaId: string, milestone: number): Promise<boolean> {
  const claimed = await tx.$executeRaw`UPDATE feature_suggestions SET "voteMilestone" = ${milestone} WHERE id = ${ideaId} AND "voteMilestone" < ${milestone}`;
  return claimed > 0;
}

/** Follows the idea; following again ends a "stop e-mails about this idea". */
export async function insertFollow(tx: Tx, ideaId: string, memberId: string): Promise<void> {
  await tx.$executeRaw`INSERT INTO idea_follows ("suggestionId", "memberId") VALUES (${ideaId}, ${memberId}) ON CONFLICT DO NOTHING`;
  await tx.ideaMute.deleteMany({ where: { suggestionId: ideaId, memberId } });
}

export async function deleteFollow(tx: Tx, ideaId: string, memberId: string): Promise<void> {
  await tx.ideaFollow.deleteMany({ where: { suggestionId: ideaId, memberId } });
}

/** Whether this member's votes also follow (their /account preference). */
export async function followsOnVote(tx: Tx, memberId: string): Promise<boolean> {
  const member = await tx.member.findUnique({ where: { id: memberId }, select: { followOnVote: true } });
  return member?.followOnVote ?? false;
}

/** The member's own votes and follows among these ideas (for their buttons; never shown to anyone else). */
export async function memberIdeaState(memberId: string, ideaIds: string[]) {
  const [votes, follows] = await Promise.all([
    db.ideaVote.findMany({ where: { memberId, suggestionId: { in: ideaIds } }, select: { suggestionId: true } }),
    db.ideaFollow.findMany({ where: { memberId, suggestionId: { in: ideaIds } }, select: { suggestionId: true } }),
  ]);
  return { voted: votes.map((v) => v.suggestionId), following: follows.map((f) => f.suggestionId) };
}

/** A vote waiting for the sign-in link it was sent with (a visitor who was not signed in). */
export async function insertPendingVote(tx: Tx, tokenHash: string, ideaId: string) {
  await tx.ideaPendingVote.create({ data: { tokenHash, suggestionId: ideaId } });
}

/** The idea a used link's pending vote was for, removed as it is taken (null when none). */
export async function takePendingVote(tx: Tx, tokenHash: string): Promise<string | null> {
  const rows = await tx.$queryRaw<{ suggestionId: string }[]>`DELETE FROM idea_pending_votes WHERE "tokenHash" = ${tokenHash} RETURNING "suggestionId"`;
  return rows[0]?.suggestionId ?? null;
}

/** What the member follows, for /account: public ideas only, newest follow first, with their preferences. */
export async function memberFollows(memberId: string) {
  const [follows, member] = await Promise.all([
    db.ideaFollow.findMany({
      where: { memberId, suggestion: { isPublic: true, hidden: false } },
      select: { suggestion: { select: { id: true, publicTitle: true, status: true, voteCount: true } } },
      orderBy: { createdAt: "desc" },
      take: 200,
    }),
    db.member.findUniqueOrThrow({ where: { id: memberId }, select: { followOnVote: true, ideaUpdates: true } }),
  ]);
  return { ideas: follows.map((f) => f.suggestion), preferences: member };
}

/**
 * An idea e-mail's "stop e-mails about this idea": the member no longer follows it and is muted for
 * it (no news as a voter either) until they follow it again. False when the member or idea is gone.
 */
export async function muteIdea(memberId: string, ideaId: string): Promise<boolean> {
  const rows = await db.$executeRaw`
    WITH gone AS (DELETE FROM idea_follows WHERE "suggestionId" = ${ideaId} AND "memberId" = ${memberId})
    INSERT INTO idea_mutes ("suggestionId", "memberId")
    SELECT s.id, m.id FROM feature_suggestions s, members m WHERE s.id = ${ideaId} AND m.id = ${memberId}
    ON CONFLICT ("suggestionId", "memberId") DO UPDATE SET "createdAt" = idea_mutes."createdAt"`;
  return rows > 0;
}

/** The member's address and the idea's public title (null when not public) for the unsubscribe page; null when either is gone. */
export async function findIdeaUnsubscribe(memberId: string, ideaId: string) {
  const [member, idea] = await Promise.all([
    db.member.findUnique({ where: { id: memberId }, select: { email: true, ideaUpdates: true } }),
    db.featureSuggestion.findUnique({ where: { id: ideaId }, select: { publicTitle: true, isPublic: true, hidden: true } }),
  ]);
  if (!member || !idea) return null;
  return { email: member.email, ideaUpdates: member.ideaUpdates, title: idea.isPublic && !idea.hidden ? idea.publicTitle : null };
}

/** "Stop all idea updates" (the address-wide idea preference, as /account's switch); false when the member is gone. */
export async function stopIdeaUpdates(memberId: string): Promise<boolean> {
  const { count } = await db.member.updateMany({ where: { id: memberId }, data: { ideaUpdates: false } });
  return count > 0;
}
