import "server-only";
import type { NarrowUnsubscribe } from "@/lib/data/outbox";
import { siteUrl } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { signIds, verifySignedIds } from "@/lib/security/signed-ids";
import { normalizeEmail } from "@/lib/testers/email";

// An idea e-mail's own unsubscribe: its link names the member and the idea, signed with the session
// secret (lib/security/signed-ids.ts), so the one-click POST needs no session and a forged link
// costs no query.

const PURPOSE = "idea-unsubscribe";

export const IDEA_LINK_INVALID = "This link is not valid. Stop idea e-mails from your account, or use the link in a newer e-mail.";
export const IDEA_MUTED = "Done: no more e-mails about this idea. Following it again turns them back on.";
export const IDEA_UPDATES_STOPPED = "Done: no more e-mails about any idea. Turn them back on from your account.";

export const ideaUnsubscribeToken = (memberId: string, ideaId: string) => signIds(PURPOSE, memberId, ideaId);

/** The member and idea a token was made for, or null when malformed or wrongly signed. */
export function verifyIdeaUnsubscribeToken(token: unknown): { memberId: string; ideaId: string } | null {
  const ids = verifySignedIds(PURPOSE, token, 2);
  return ids ? { memberId: ids[0]!, ideaId: ids[1]! } : null;
}

/** The footer line and List-Unsubscribe target of an e-mail about this idea to this member. */
export function ideaUnsubscribe(memberId: string, ideaId: string): NarrowUnsubscribe {
  const token = ideaUnsubscribeToken(memberId, ideaId);
  return {
    lead: "You get this because you follow or voted for this idea.",
    link: "Stop e-mails about this idea",
    pageUrl: `${siteUrl}/ideas/unsubscribe?token=${token}`,
    oneClickUrl: `${siteUrl}/api/ideas/unsubscribe?token=${token}`,
  };
}

/** The members these addresses belong to, by normalised address (the idea e-mails' recipients are all members). */
export async function memberIdsByAddress(tx: Prisma.TransactionClient, addresses: string[]): Promise<Map<string, string>> {
  const keys = [...new Set(addresses.map(normalizeEmail))];
  const rows = keys.length ? await tx.member.findMany({ where: { emailKey: { in: keys } }, select: { id: true, emailKey: true } }) : [];
  return new Map(rows.map((r) => [r.emailKey, r.id]));
}
