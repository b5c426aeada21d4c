import "server-only";
import { identifyVisitor } from "@/lib/analytics/collect";
import { clientIp } from "@/lib/api/request";
import { insertMemberSession, memberExists, upsertMember, useSignInLink, type MemberIdentity } from "@/lib/data/members";
import { insertPendingJoin, type JoinOrigin } from "@/lib/data/waitlist";
import { inTransaction } from "@/lib/data/transaction";
import { SIGN_IN_LINK_MINUTES } from "@/lib/config";
import { memberSessionCutoff } from "@/lib/members/session";
import { sendMemberLink, type LinkProblem } from "@/lib/members/sign-in";
import { memberTokenHash, newMemberToken } from "@/lib/members/token";
import { adoptPendingSignup } from "@/lib/newsletter/subscription";
import { joinInTransaction, renderPlaceEmail, type JoinOutcome } from "@/lib/waitlist/join";
import { networkOf } from "@/lib/waitlist/network";
import { takePendingJoin } from "@/lib/data/waitlist";

// Joining the waitlist: POST /api/waitlist e-mails a single-use member link (a signed-in member
// joins at once); the link's page shows one button, whose POST proves the address, signs the
// member in and gives the place. Opening the link (GET, HEAD) changes nothing.

type Headers = { headers: { get(name: string): string | null } };

/** The request's visitor hash (the analytics one, null for a bot or an opted-out visitor) and network. */
export async function joinOriginOf(req: Headers): Promise<JoinOrigin> {
  const visitor = await identifyVisitor(req);
  return { visitorHash: visitor ? visitor.visitorId.toString() : null, network: networkOf(clientIp(req)) };
}

/** The form's request: a link to the address, with what it will do stored beside it. Answers nothing about the address. */
export async function requestWaitlistJoin(email: string, refCode: string | null, origin: JoinOrigin): Promise<void> {
  const expiresAt = new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60_000);
  await sendMemberLink(email, "waitlist", (tx, tokenHash) => insertPendingJoin(tx, { tokenHash, refCode, expiresAt, ...origin }));
}

/** A signed-in member joins at once (no referral: they were a member before). */
export async function joinAsMember(member: MemberIdentity, origin: JoinOrigin): Promise<JoinOutcome> {
  const placeEmail = await renderPlaceEmail();
  return inTransaction((tx) => joinInTransaction(tx, member, { origin, newMember: false, placeEmail }));
}

export type WaitlistLinkOutcome = { kind: "joined"; member: MemberIdentity; sessionToken: string; join: JoinOutcome } | { kind: LinkProblem };

/**
 * The link page's button: uses the link up, creates (or finds) the member and signs them in,
 * confirms the topics the address asked for, and gives the place, with the referral the link
 * carried. One transaction: all of it happens, or none.
 */
export async function confirmWaitlistLink(token: unknown): Promise<WaitlistLinkOutcome> {
  const hash = memberTokenHash(token);
  if (!hash) return { kind: "malformed" };
  const session = newMemberToken();
  const placeEmail = await renderPlaceEmail();
  const now = new Date();
  return inTransaction(async (tx) => {
    const use = await useSignInLink(tx, hash, now);
    if (use.kind !== "used_now") return { kind: use.kind };
    const existed = await memberExists(use.emailKey, tx);
    const member = await upsertMember(tx, { email: use.email, emailKey: use.emailKey }, now);
    await insertMemberSession(tx, { tokenHash: session.hash, memberId: member.id }, memberSessionCutoff(now));
    await adoptPendingSignup(tx, member, now);
    const pending = await takePendingJoin(tx, hash);
    const origin = { visitorHash: pending?.visitorHash ?? null, network: pending?.network ?? null };
    const join = await joinInTransaction(tx, member, { origin, refCode: pending?.refCode, newMember: !existed, placeEmail });
    return { kind: "joined" as const, member, sessionToken: session.token, join };
  });
}
