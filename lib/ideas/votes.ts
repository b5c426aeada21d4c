import "server-only";
import { revalidatePath } from "next/cache";
import { notFound } from "@/lib/api/errors";
import { claimMilestone, deleteFollow, deleteVote, findVotableIdea, followsOnVote, hasVoted, insertFollow, insertVote, takePendingVote, type VoteChange } from "@/lib/data/idea-votes";
import { emitEvent } from "@/lib/data/notifications";
import { db } from "@/lib/db";
import { inLockLine } from "@/lib/data/lock-line";
import { inTransaction } from "@/lib/data/transaction";
import type { Prisma } from "@/lib/generated/prisma/client";
import { milestoneOf } from "@/lib/ideas/milestones";

type Tx = Prisma.TransactionClient;

/** The public pages that show an idea's votes: stale for at most the next request after a vote. */
export function revalidateIdeaVotes(ideaId: string) {
  for (const path of ["/ideas", `/ideas/${ideaId}`, "/roadmap"]) revalidatePath(path);
}

async function tellOwnerOfMilestone(tx: Tx, ideaId: string, change: VoteChange) {
  const reached = milestoneOf(change.votes);
  if (!change.changed || reached <= change.milestone || !(await claimMilestone(tx, ideaId, reached))) return;
  const idea = await tx.featureSuggestion.findUniqueOrThrow({ where: { id: ideaId }, select: { publicTitle: true } });
  await emitEvent(tx, { kind: "idea_votes", subjectId: ideaId, summary: `"${idea.publicTitle}" has ${reached} votes` });
}

/**
 * A member's vote through `client`: the follow first, then the vote and its count in one
 * statement. With the pool (`db`) that statement is its own transaction, so the idea's row is
 * locked only while PostgreSQL runs it: hundreds of votes on one idea queue for microseconds, not
 * for a client's round trips (a loaded server's slow commits made them miss the lock timeout).
 */
async function recordVote(client: Tx, ideaId: string, memberId: string) {
  const idea = await findVotableIdea(ideaId, client);
  if (!idea) throw notFound("Idea");
  const following = !(await hasVoted(client, idea.id, memberId)) && (await followsOnVote(client, memberId));
  if (following) await insertFollow(client, idea.id, memberId);
  return { idea, following, change: await insertVote(client, idea.id, memberId) };
}

/** A member's vote inside `tx`: a sign-in link's button records a waiting vote this way. */
export async function voteInTransaction(tx: Tx, ideaId: string, memberId: string) {
  const { idea, following, change } = await recordVote(tx, ideaId, memberId);
  await tellOwnerOfMilestone(tx, idea.id, change);
  return { ideaId: idea.id, voted: true, votes: change.votes, followed: following };
}

/** POST /api/ideas/{id}/vote's work. */
export async function castVote(ideaId: string, memberId: string) {
  // Under a burst a statement can still miss the lock timeout: it rolled back, so it runs again.
  const { idea, following, change } = await inLockLine(() => recordVote(db, ideaId, memberId));
  // Rare (a milestone passed): the owner's event has its own transaction.
  if (change.changed && milestoneOf(change.votes) > change.milestone) await inTransaction((tx) => tellOwnerOfMilestone(tx, idea.id, change));
  revalidateIdeaVotes(idea.id);
  return { ideaId: idea.id, voted: true, votes: change.votes, followed: following };
}

/** DELETE /api/ideas/{id}/vote's work: the vote goes (one statement, as above); following stays as the member left it. */
export async function withdrawVote(ideaId: string, memberId: string) {
  const idea = await findVotableIdea(ideaId);
  if (!idea) throw notFound("Idea");
  const change = await inLockLine(() => deleteVote(db, idea.id, memberId));
  revalidateIdeaVotes(idea.id);
  return { ideaId: idea.id, voted: false, votes: change.votes };
}

/** The admin removes a member's vote that broke the rules (any idea, public or not). */
export async function removeVoteByAdmin(ideaId: string, memberId: string) {
  const change = await inLockLine(() => deleteVote(db, ideaId, memberId));
  if (!change.changed) throw notFound("Vote");
  revalidateIdeaVotes(ideaId);
  return { votes: change.votes };
}

/** POST and DELETE /api/ideas/{id}/follow's work. Follows are no one else's business: no page changes. */
export async function setFollow(ideaId: string, memberId: string, follow: boolean) {
  return inTransaction(async (tx) => {
    const idea = await findVotableIdea(ideaId, tx);
    if (!idea) throw notFound("Idea");
    await (follow ? insertFollow : deleteFollow)(tx, idea.id, memberId);
    return { ideaId: idea.id, following: follow };
  });
}

/**
 * At a sign-in link's button: the vote its visitor asked for when they were not signed in (the
 * idea's id when one was recorded). An idea hidden or made private meanwhile gets no vote, and the
 * sign-in goes ahead.
 */
export async function recordPendingVote(tx: Tx, tokenHash: string, memberId: string): Promise<string | null> {
  const ideaId = await takePendingVote(tx, tokenHash);
  if (!ideaId || !(await findVotableIdea(ideaId, tx))) return null;
  return (await voteInTransaction(tx, ideaId, memberId)).ideaId;
}
