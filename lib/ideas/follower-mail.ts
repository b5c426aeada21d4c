import "server-only";
import { enqueueEmail } from "@/lib/data/outbox";
import { ideaUpdate } from "@/lib/email/messages";
import { siteUrl } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { SUGGESTION_STATUS_LABELS, type SuggestionStatus } from "@/lib/validation/suggestion";

/**
 * E-mails each follower of a public, visible idea (with "idea updates" on) its new status, in the
 * admin's save's transaction: once per status change (the history row's id is in the key).
 * "Shipped" is left to the changelog entry that ships it, which says what shipped.
 */
export async function tellFollowersOfStatus(tx: Prisma.TransactionClient, idea: { id: string; publicTitle: string; isPublic: boolean; hidden: boolean; mergedIntoId: string | null }, change: { id: string; status: SuggestionStatus }): Promise<number> {
  if (!idea.isPublic || idea.hidden || idea.mergedIntoId || change.status === "shipped") return 0;
  const followers = await tx.member.findMany({ where: { ideaUpdates: true, ideaFollows: { some: { suggestionId: idea.id } } }, select: { id: true, email: true } });
  const props = { title: idea.publicTitle, status: SUGGESTION_STATUS_LABELS[change.status], ideaUrl: `${siteUrl}/ideas/${idea.id}`, accountUrl: `${siteUrl}/account` };
  let queued = 0;
  for (const follower of followers) {
    if (await enqueueEmail({ ...(await ideaUpdate(follower.email, props)), suggestionId: idea.id, idempotencyKey: `idea-status-${change.id}-${follower.id}` }, tx)) queued++;
  }
  return queued;
}
