import "server-only";
import { enqueueEmail } from "@/lib/data/outbox";
import { ideaAnswer, ideaUpdate, type RenderedEmail } from "@/lib/email/messages";
import { siteUrl } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ideaUnsubscribe } from "@/lib/ideas/unsubscribe-links";
import { SUGGESTION_STATUS_LABELS, type SuggestionStatus } from "@/lib/validation/suggestion";

type Tx = Prisma.TransactionClient;
type Idea = { id: string; publicTitle: string; isPublic: boolean; hidden: boolean; mergedIntoId: string | null };

const onBoard = (idea: Idea) => idea.isPublic && !idea.hidden && !idea.mergedIntoId;
const links = (idea: Idea) => ({ title: idea.publicTitle, ideaUrl: `${siteUrl}/ideas/${idea.id}`, accountUrl: `${siteUrl}/account` });

/**
 * Queues one e-mail to each follower of the idea with "idea updates" on, in the caller's
 * transaction. Followers are members, so their addresses are confirmed; the outbox leaves out
 * suppressed ones. `key` makes each e-mail once-only per follower; each carries the follower's
 * one-click "stop e-mails about this idea". Returns how many were queued.
 */
async function tellFollowers(tx: Tx, idea: Idea, render: (to: string) => Promise<RenderedEmail>, key: (memberId: string) => string): Promise<number> {
  const followers = await tx.member.findMany({ where: { ideaUpdates: true, ideaFollows: { some: { suggestionId: idea.id } } }, select: { id: true, email: true } });
  let queued = 0;
  for (const follower of followers) {
    const message = { ...(await render(follower.email)), suggestionId: idea.id, idempotencyKey: key(follower.id), unsubscribe: ideaUnsubscribe(follower.id, idea.id) };
    if (await enqueueEmail(message, tx)) queued++;
  }
  return queued;
}

/**
 * E-mails each follower of a public, visible idea its new status: once per status change (the
 * history row's id is in the key). "Shipped" is left to the changelog entry that ships it, which
 * says what shipped.
 */
export async function tellFollowersOfStatus(tx: Tx, idea: Idea, change: { id: string; status: SuggestionStatus }): Promise<number> {
  if (!onBoard(idea) || change.status === "shipped") return 0;
  const props = { ...links(idea), status: SUGGESTION_STATUS_LABELS[change.status] };
  return tellFollowers(tx, idea, (to) => ideaUpdate(to, props), (member) => `idea-status-${change.id}-${member}`);
}

/** E-mails each follower of a public, visible idea its official answer: once per answer version. */
export async function tellFollowersOfAnswer(tx: Tx, idea: Idea & { publicAnswer: string; publicAnswerVersion: number }): Promise<number> {
  if (!onBoard(idea) || !idea.publicAnswer) return 0;
  const props = { ...links(idea), answer: idea.publicAnswer };
  return tellFollowers(tx, idea, (to) => ideaAnswer(to, props), (member) => `idea-answer-${idea.id}-v${idea.publicAnswerVersion}-${member}`);
}
