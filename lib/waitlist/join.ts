import "server-only";
import type { MemberIdentity } from "@/lib/data/members";
import { emitEvent } from "@/lib/data/notifications";
import { enqueueEmail } from "@/lib/data/outbox";
import { entryStanding, insertEntry, testerHoldOf, type EntryStanding, type JoinOrigin } from "@/lib/data/waitlist";
import type { Prisma } from "@/lib/generated/prisma/client";
import { waitlistPlace, type RenderedEmail } from "@/lib/email/messages";
import { siteUrl } from "@/lib/env";
import { newCode } from "@/lib/waitlist/code";
import { recordReferral } from "@/lib/waitlist/referrals";

/** The personal link of a referral code: any page of the site with `?ref=`. */
export const shareUrlOf = (code: string) => `${siteUrl}/?ref=${code}`;


/** What joining did: a place in line (kept when the member was there already), or the slot they hold. */
export type JoinOutcome = ({ kind: "joined"; created: boolean } & EntryStanding) | { kind: "tester"; slot: number } | { kind: "revoked" };

/** The e-mail of a new place, rendered before the join's transaction (see waitlistPlace). */
export type PlaceEmail = (to: string, place: number, code: string) => RenderedEmail;
export const renderPlaceEmail = (): Promise<PlaceEmail> => waitlistPlace(shareUrlOf, `${siteUrl}/account`);

export type JoinRequest = {
  origin: JoinOrigin;
  /** The referral code the join came with, if any. */
  refCode?: string | null;
  /**
   * Whether the member was created by this very confirmation. Only then may a referral be
   * written: someone who was a member before (signed in for a vote, a tester) was not brought by
   * the link, and counting them would let a referrer collect the joins of people already here.
   */
  newMember: boolean;
  placeEmail: PlaceEmail;
};

/**
 * Puts a confirmed member in line, in `tx`: idempotent (an entry keeps its seq), never for an
 * address that holds a tester slot or was revoked. A new place is e-mailed (once per member) and told to the
 * owner; the referral, if any, is judged last, so the referrer's row stays locked only briefly.
 */
export async function joinInTransaction(tx: Prisma.TransactionClient, member: MemberIdentity, request: JoinRequest): Promise<JoinOutcome> {
  const hold = await testerHoldOf(member.emailKey, tx);
  // A revoked tester is refused a slot for good: the line, which leads to one, is refused too.
  if (hold.revoked) return { kind: "revoked" };
  if (hold.slot !== null) return { kind: "tester", slot: hold.slot };
  const created = await insertEntry(tx, { memberId: member.id, code: newCode(), ...request.origin });
  const standing = await entryStanding(member.id, tx);
  if (!standing) throw new Error("the waitlist entry just written was not found");
  if (created && standing.place !== null) {
    await enqueueEmail({ ...request.placeEmail(member.email, standing.place, standing.code), idempotencyKey: `waitlist-place-${member.id}` }, tx);
    await emitEvent(tx, { kind: "waitlist_joined", subjectId: member.id, summary: `Someone joined the waitlist at #${standing.place}` });
  }
  if (created && request.refCode && request.newMember) await recordReferral(tx, { ...member, ...request.origin }, request.refCode);
  return { kind: "joined", created, ...standing };
}
