import "server-only";
import { SIGN_IN_LINK_MINUTES } from "@/lib/config";
import { findEmailChange, insertEmailChange, memberExists, moveMemberAddress, useEmailChange } from "@/lib/data/members";
import { enqueueEmail } from "@/lib/data/outbox";
import { lockSlots } from "@/lib/data/testers";
import { inTransaction } from "@/lib/data/transaction";
import { memberEmailChange } from "@/lib/email/messages";
import { siteUrl } from "@/lib/env";
import { logger } from "@/lib/logger";
import type { CurrentMember } from "@/lib/members/session";
import { memberTokenHash, newMemberToken } from "@/lib/members/token";
import { signInLinkAllowed } from "@/lib/rate-limit";
import { inspectLink, type LinkProblem } from "@/lib/members/link-state";
import { normalizeEmail } from "@/lib/testers/email";

// A member moves to a new address in two steps: from /account they ask (a link goes to the new
// address), and on the link's page a button makes the change. Until then the old address stays:
// only the holder of the new mailbox can attach it, and opening the link (GET, HEAD) changes nothing.

export const EMAIL_CHANGE_CONFIRM_PATH = "/account/change-email/confirm";
const linkUrl = (token: string) => `${siteUrl}${EMAIL_CHANGE_CONFIRM_PATH}?token=${token}`;

export const EMAIL_CHANGE_TEXT = {
  same: "That is already your address.",
  taken: "That address already has its own account. Sign in with it to use it, or erase that account from its page first.",
  bothTesters: "Both addresses hold an early-tester slot, and one person keeps one slot. Erase the other account, or ask us to free one of the slots, then try again.",
  sent: "We sent a link to the new address. Open it and press the button there to switch; until then your address stays as it is.",
} as const;

export type EmailChangeRequest = { kind: "sent" } | { kind: "same" | "taken" };

/**
 * Sends the confirmation link to `newEmail`, unless it is the member's address already or another
 * member's. The new address's hourly few links (shared with sign-in links) bound what one member
 * can send to a stranger; past them nothing is sent and the answer is the same.
 */
export async function requestEmailChange(member: CurrentMember, newEmail: string): Promise<EmailChangeRequest> {
  const newEmailKey = normalizeEmail(newEmail);
  if (newEmailKey === member.emailKey) return { kind: "same" };
  if (await memberExists(newEmailKey)) return { kind: "taken" };
  if (!(await signInLinkAllowed(newEmailKey))) {
    logger.info("[members] address change link not sent: the address had its links for this hour");
    return { kind: "sent" };
  }
  const { token, hash } = newMemberToken();
  const message = await memberEmailChange(newEmail, { confirmUrl: linkUrl(token), minutes: SIGN_IN_LINK_MINUTES });
  await inTransaction(async (tx) => {
    await insertEmailChange(tx, { tokenHash: hash, memberId: member.id, newEmail, newEmailKey, expiresAt: new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60_000) });
    await enqueueEmail(message, tx);
  });
  return { kind: "sent" };
}

export type ChangeLinkProblem = LinkProblem;

/** What the link's page shows: the new address, or why the link cannot be used. Reads only. */
export async function inspectEmailChange(token: unknown): Promise<{ kind: "ready"; newEmail: string } | { kind: ChangeLinkProblem }> {
  const state = await inspectLink(token, findEmailChange);
  return state.kind === "ready" ? { kind: "ready", newEmail: state.link.newEmail } : state;
}

export type EmailChangeOutcome = { kind: "changed"; email: string } | { kind: ChangeLinkProblem | "taken" | "bothTesters" };

/** The button's work: the member and every row of their old address move to the new one, at once. */
export async function confirmEmailChange(token: unknown): Promise<EmailChangeOutcome> {
  const hash = memberTokenHash(token);
  if (!hash) return { kind: "malformed" };
  const now = new Date();
  // A refused change still uses the link up: the member asks again once the reason is gone.
  const outcome = await inTransaction(async (tx): Promise<EmailChangeOutcome> => {
    // Tester rows change address under the slot lock, as every change to who holds a slot does.
    await lockSlots(tx);
    const change = await useEmailChange(tx, hash, now);
    if (!change) return { kind: "unknown" };
    if (await memberExists(change.newEmailKey, tx)) return { kind: "taken" };
    const heldSlots = await tx.$queryRaw<{ emailKey: string }[]>`
      SELECT DISTINCT t."emailKey" FROM testers t JOIN members m ON m.id = ${change.memberId}
      WHERE t."holdsSlot" AND t."emailKey" IN (m."emailKey", ${change.newEmailKey})`;
    if (heldSlots.length > 1) return { kind: "bothTesters" };
    await moveMemberAddress(tx, change, { email: change.newEmail, emailKey: change.newEmailKey });
    return { kind: "changed", email: change.newEmail };
  });
  // The UPDATE found no usable link: say why, as the page would.
  if (outcome.kind === "unknown") {
    const seen = await inspectEmailChange(token);
    return { kind: seen.kind === "ready" ? "unknown" : seen.kind };
  }
  return outcome;
}
