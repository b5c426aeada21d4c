import "server-only";
import { revalidatePath } from "next/cache";
import { notFound } from "@/lib/api/errors";
import { claimMilestone, deleteFollow, deleteVote, findVotableIdea, followsOnVote, hasVoted, insertFollow, insertVote, takePendingVote, type VoteChange } from "@/lib/data/idea-votes";
import { emitEvent } from "@/lib/data/notifications";
import { inLineTransaction } from "@/lib/data/lock-line";
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

/** A member's vote, inside `tx` (a sign-in link's button records a waiting vote this way too). */
export async function voteInTransaction(tx: Tx, ideaId: string, memberId: string) {
  const idea = await findVotableIdea(ideaId, tx);
  if (!idea) throw notFound("Idea");
  // The follow first: the vote's statement locks the idea's row until the commit, so it comes last.
  const following = !(await hasVoted(tx, idea.id, memberId)) && (await followsOnVote(tx, memberId));
  if (following) await insertFollow(tx, idea.id, memberId);
  const change = await insertVote(tx, idea.id, memberId);
  await tellOwnerOfMilestone(tx, idea.id, change);
  return { ideaId: idea.id, voted: true, votes: change.votes, followed: following };
}

/** POST /api/ideas/{id}/vote's work. */
export async function castVote(ideaId: string, memberId: string) {
  // Every vote for an idea updates its counter row: a burst of votes waits its turn for it.
  const outcome = await inLineTransaction((tx) => voteInTransaction(tx, ideaId, memberId));
  revalidateIdeaVotes(outcome.ideaId);
  return outcome;
}

/** DELETE /api/ideas/{id}/vote's work: the vote goes; following stays as the member left it. */
export async function withdrawVote(ideaId: string, memberId: string) {
  const outcome = await inLineTransaction(async (tx) => {
    const idea = await findVotableIdea(ideaId, tx);
    if (!idea) throw notFound("Idea");
    const change = await deleteVote(tx, idea.id, memberId);
    return { ideaId: idea.id, voted: false, votes: change.votes };
  });
  revalidateIdeaVotes(outcome.ideaId);
  return outcome;
}

/** The admin removes a member's vote that broke the rules (any idea, public or not). */
export async function removeVoteByAdmin(ideaId: string, memberId: string) {
  const change = await inLineTransaction((tx) => deleteVote(tx, ideaId, memberId));
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
