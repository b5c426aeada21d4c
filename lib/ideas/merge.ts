import "server-only";
import { createHash } from "node:crypto";
import { ApiError, notFound } from "@/lib/api/errors";
import { enqueueEmail } from "@/lib/data/outbox";
import { inTransaction } from "@/lib/data/transaction";
import { ideaMerged } from "@/lib/email/messages";
import { siteUrl } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { confirmedEmailKeys, isConfirmedIn } from "@/lib/members/mail-policy";
import { ideaUnsubscribe, memberIdsByAddress } from "@/lib/ideas/unsubscribe-links";
import { normalizeEmail } from "@/lib/testers/email";

type Tx = Prisma.TransactionClient;

/** One e-mail per merged idea and person; the key names no address (it goes to the provider). */
const keyOf = (fromId: string, emailKey: string) => `idea-merged-${fromId}-${createHash("sha256").update(emailKey).digest("hex").slice(0, 32)}`;

/**
 * Merges idea `fromId` into `intoId` (the admin's "Merge"): A's votes move to B, except those of
 * members who voted for B already (nobody counts twice); A's followers, voters and submitter (when
 * a member) follow B; /ideas/{A} redirects to B; A's submitter and voters are e-mailed once.
 * Both rows are locked in id order, so two merges at once never deadlock or count a vote twice.
 */
export async function mergeIdeas(fromId: string, intoId: string) {
  if (fromId === intoId) throw new ApiError("validation_failed", "An idea cannot be merged into itself", { into: "Choose another idea" });
  return inTransaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string; mergedIntoId: string | null; isPublic: boolean }[]>`
      SELECT id, "mergedIntoId", "isPublic" FROM feature_suggestions WHERE id IN (${fromId}, ${intoId}) ORDER BY id FOR UPDATE`;
    const from = locked.find((r) => r.id === fromId);
    const into = locked.find((r) => r.id === intoId);
    if (!from) throw notFound("Feature request");
    if (!into) throw new ApiError("validation_failed", "The idea to merge into does not exist", { into: "Not found" });
    if (from.mergedIntoId) throw new ApiError("conflict", "This idea was merged already");
    // Its visitors and voters land on B's public page, and are told its public title.
    if (!into.isPublic) throw new ApiError("validation_failed", "Make the idea to merge into public first", { into: "Not public" });
    if (into.mergedIntoId) throw new ApiError("validation_failed", "That idea was itself merged: merge into the idea it went into", { into: "Merged already" });
    const voters = await tx.ideaVote.findMany({ where: { suggestionId: fromId }, select: { memberId: true } });
    const moved = await tx.$executeRaw`
      INSERT INTO idea_votes ("suggestionId", "memberId", "createdAt")
      SELECT ${intoId}, "memberId", "createdAt" FROM idea_votes WHERE "suggestionId" = ${fromId}
      ON CONFLICT DO NOTHING`;
    // Who stopped e-mails about A follows nothing of B and is told nothing: B is A's continuation.
    await tx.$executeRaw`
      INSERT INTO idea_follows ("suggestionId", "memberId")
      SELECT ${intoId}, "memberId" FROM idea_follows WHERE "suggestionId" = ${fromId}
      UNION SELECT ${intoId}, "memberId" FROM idea_votes WHERE "suggestionId" = ${fromId}
      UNION SELECT ${intoId}, m.id FROM members m JOIN feature_suggestions s ON s."emailKey" = m."emailKey" WHERE s.id = ${fromId}
      EXCEPT SELECT ${intoId}, "memberId" FROM idea_mutes WHERE "suggestionId" = ${fromId}
      ON CONFLICT DO NOTHING`;
    await tx.$executeRaw`
      INSERT INTO idea_mutes ("suggestionId", "memberId") SELECT ${intoId}, "memberId" FROM idea_mutes WHERE "suggestionId" = ${fromId}
      ON CONFLICT DO NOTHING`;
    await tx.ideaVote.deleteMany({ where: { suggestionId: fromId } });
    await tx.ideaFollow.deleteMany({ where: { suggestionId: fromId } });
    await tx.featureSuggestion.update({ where: { id: fromId }, data: { mergedIntoId: intoId, voteCount: 0 } });
    const target = await tx.featureSuggestion.update({ where: { id: intoId }, data: { voteCount: { increment: moved } }, select: { voteCount: true } });
    const emailsQueued = await tellMerged(tx, fromId, intoId, voters.map((v) => v.memberId));
    return { id: fromId, into: intoId, votesMoved: moved, votes: target.voteCount, emailsQueued };
  });
}

/** The merged idea's submitter (when their address is confirmed) and voters, once each. */
async function tellMerged(tx: Tx, fromId: string, intoId: string, voterIds: string[]): Promise<number> {
  const [from, into, voters, mutes] = await Promise.all([
    tx.featureSuggestion.findUniqueOrThrow({ where: { id: fromId }, select: { publicTitle: true, email: true } }),
    tx.featureSuggestion.findUniqueOrThrow({ where: { id: intoId }, select: { publicTitle: true } }),
    tx.member.findMany({ where: { id: { in: voterIds }, ideaUpdates: true }, select: { email: true } }),
    tx.ideaMute.findMany({ where: { suggestionId: fromId }, select: { memberId: true } }),
  ]);
  const muted = new Set(mutes.map((m) => m.memberId));
  const people = new Map<string, string>();
  if (from.email && isConfirmedIn(await confirmedEmailKeys([from.email], tx, "suggestions"), from.email)) people.set(normalizeEmail(from.email), from.email);
  for (const voter of voters) if (!people.has(normalizeEmail(voter.email))) people.set(normalizeEmail(voter.email), voter.email);
  const members = await memberIdsByAddress(tx, [...people.values()]);
  // Only the admin's public words: never one submitter's text in another person's mail.
  const props = { fromTitle: from.publicTitle || "An idea you sent", intoTitle: into.publicTitle, ideaUrl: `${siteUrl}/ideas/${intoId}` };
  let queued = 0;
  for (const [emailKey, address] of people) {
    const memberId = members.get(emailKey);
    if (memberId && muted.has(memberId)) continue;
    // The footer's "stop e-mails about this idea" names B, which they now follow.
    const message = { ...(await ideaMerged(address, props)), suggestionId: intoId, idempotencyKey: keyOf(fromId, emailKey), ...(memberId ? { unsubscribe: ideaUnsubscribe(memberId, intoId) } : {}) };
    if (await enqueueEmail(message, tx)) queued++;
  }
  return queued;
}
