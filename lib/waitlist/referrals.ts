import "server-only";
import { countReferral, insertReferral, lockReferrer, referredKeysLike, type JoinOrigin } from "@/lib/data/waitlist";
import type { MemberIdentity } from "@/lib/data/members";
import type { Prisma } from "@/lib/generated/prisma/client";
import { numberedStem, referralFlags } from "@/lib/waitlist/flags";

/**
 * The referral of a member who has just joined with `code`, in the join's transaction. Nothing for
 * an unknown code or the member's own; one per referred member. With no flag it counts at once
 * (the referrer's count and rank, their row locked FOR UPDATE); flagged, it waits for the admin.
 */
export async function recordReferral(tx: Prisma.TransactionClient, referred: MemberIdentity & JoinOrigin, code: string): Promise<"counted" | "flagged" | null> {
  const referrer = await lockReferrer(tx, code);
  if (!referrer || referrer.memberId === referred.id) return null;
  const numbered = numberedStem(referred.emailKey);
  const related = numbered ? [referrer.emailKey, ...(await referredKeysLike(tx, referrer.memberId, numbered.stem, numbered.domain))] : [];
  const flags = referralFlags(referred, referrer, related);
  const state = flags.length === 0 ? "counted" : "flagged";
  if (!(await insertReferral(tx, { referrerId: referrer.memberId, referredId: referred.id, state, flags }))) return null;
  if (state === "counted") await countReferral(tx, referrer.memberId);
  return state;
}
