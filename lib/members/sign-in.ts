import "server-only";
import { enqueueEmail } from "@/lib/data/outbox";
import { ensureMember, findSignInLink, insertMemberSession, insertSignInLink, upsertMember, useSignInLink, type MemberIdentity } from "@/lib/data/members";
import { inTransaction } from "@/lib/data/transaction";
import { SIGN_IN_LINK_MINUTES } from "@/lib/config";
import { memberConfirm, memberSignIn, waitlistConfirm, type RenderedEmail } from "@/lib/email/messages";
import { siteUrl } from "@/lib/env";
import { logger } from "@/lib/logger";
import { inspectLink, type LinkProblem } from "@/lib/members/link-state";
import { memberSessionCutoff } from "@/lib/members/session";
import { memberTokenHash, newMemberToken } from "@/lib/members/token";
import { signInLinkAllowed } from "@/lib/rate-limit";
import type { Prisma } from "@/lib/generated/prisma/client";
import { recordPendingVote, revalidateIdeaVotes } from "@/lib/ideas/votes";
import { adoptPendingSignup } from "@/lib/newsletter/subscription";
import { normalizeEmail } from "@/lib/testers/email";

// Passwordless sign-in. POST /api/account/sign-in e-mails a single-use link; opening it shows a
// page with one button, and only the button's POST uses the link up, creates the member on the
// first sign-in and starts a session. Link scanners and previews, which GET or HEAD, change nothing.

export const SIGN_IN_CONFIRM_PATH = "/account/sign-in/confirm";
/** The page of the confirmation e-mail that an unconfirmed address gets instead of updates. */
export const ADDRESS_CONFIRM_PATH = "/account/confirm";
/** The page of the waitlist's link: its button confirms the place (lib/waitlist/join.ts). */
export const WAITLIST_CONFIRM_PATH = "/waitlist/confirm";

/**
 * What a link is for: signing in, only confirming the address (lib/members/mail-policy.ts), or
 * joining the waitlist.
 * All are the same single-use links, under the same per-recipient limit; only the e-mail and the
 * page they open differ. Each proves the address.
 */
export type LinkPurpose = "sign_in" | "confirm" | "waitlist";

const LINK_EMAIL: Record<LinkPurpose, (to: string, token: string) => Promise<RenderedEmail>> = {
  sign_in: (to, token) => memberSignIn(to, { signInUrl: `${siteUrl}${SIGN_IN_CONFIRM_PATH}?token=${token}`, minutes: SIGN_IN_LINK_MINUTES }),
  confirm: (to, token) => memberConfirm(to, { confirmUrl: `${siteUrl}${ADDRESS_CONFIRM_PATH}?token=${token}`, minutes: SIGN_IN_LINK_MINUTES }),
  waitlist: (to, token) => waitlistConfirm(to, { confirmUrl: `${siteUrl}${WAITLIST_CONFIRM_PATH}?token=${token}`, minutes: SIGN_IN_LINK_MINUTES }),
};

/**
 * A link for the address, stored and e-mailed in one transaction, unless the address had its
 * hourly few already (true when sent). The callers answer the same either way, and whether the
 * address belongs to a member changes nothing here: the answer tells no one whether it is known.
 */
export async function sendMemberLink(email: string, purpose: LinkPurpose, withLink?: (tx: Prisma.TransactionClient, tokenHash: string) => Promise<void>): Promise<boolean> {
  const emailKey = normalizeEmail(email);
  if (!(await signInLinkAllowed(emailKey))) {
    logger.info(`[members] ${purpose} link not sent: the address had its links for this hour`);
    return false;
  }
  const { token, hash } = newMemberToken();
  const message = await LINK_EMAIL[purpose](email, token);
  await inTransaction(async (tx) => {
    await insertSignInLink(tx, { tokenHash: hash, email, emailKey, expiresAt: new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60_000) });
    // What the link will do besides (a visitor's vote on an idea), stored with it.
    await withLink?.(tx, hash);
    await enqueueEmail(message, tx);
  });
  return true;
}

/** POST /api/account/sign-in's work: a sign-in link, within the per-recipient limit. */
export async function requestSignInLink(email: string): Promise<void> {
  await sendMemberLink(email, "sign_in");
}

export type { LinkProblem };

/** What the link's page shows: the address it signs in as, or why it cannot. Reads only. */
export async function inspectSignInLink(token: unknown): Promise<{ kind: "ready"; email: string } | { kind: LinkProblem }> {
  const state = await inspectLink(token, findSignInLink);
  return state.kind === "ready" ? { kind: "ready", email: state.link.email } : state;
}

/** The button's work: uses the link up, creates the member on the first sign-in, starts a session. */
export async function confirmSignInLink(token: unknown): Promise<{ kind: "signed_in"; member: MemberIdentity; sessionToken: string } | { kind: LinkProblem }> {
  const hash = memberTokenHash(token);
  if (!hash) return { kind: "malformed" };
  const session = newMemberToken();
  const now = new Date();
  const outcome = await inTransaction(async (tx) => {
    const use = await useSignInLink(tx, hash, now);
    if (use.kind !== "used_now") return { kind: use.kind };
    const member = await upsertMember(tx, { email: use.email, emailKey: use.emailKey }, now);
    await insertMemberSession(tx, { tokenHash: session.hash, memberId: member.id }, memberSessionCutoff(now));
    await adoptPendingSignup(tx, member, now);
    const votedIdea = await recordPendingVote(tx, hash, member.id);
    return { kind: "signed_in" as const, member, sessionToken: session.token, votedIdea };
  });
  if (outcome.kind !== "signed_in") return outcome;
  if (outcome.votedIdea) revalidateIdeaVotes(outcome.votedIdea);
  return { kind: outcome.kind, member: outcome.member, sessionToken: outcome.sessionToken };
}

/** The "Confirm" button of a confirmation e-mail's page: uses the link up and creates the member, without signing in. */
export async function confirmAddressLink(token: unknown): Promise<{ kind: "confirmed"; member: MemberIdentity } | { kind: LinkProblem }> {
  const hash = memberTokenHash(token);
  if (!hash) return { kind: "malformed" };
  const now = new Date();
  return inTransaction(async (tx) => {
    const use = await useSignInLink(tx, hash, now);
    if (use.kind !== "used_now") return { kind: use.kind };
    const member = await ensureMember(tx, { email: use.email, emailKey: use.emailKey }, now);
    await adoptPendingSignup(tx, member, now);
    return { kind: "confirmed" as const, member };
  });
}
