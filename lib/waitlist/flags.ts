import { isRelayEmail } from "@/lib/testers/relays";
import { isDisposableEmail } from "@/lib/testers/email";

/** Why a referral went to review instead of counting. */
export const REFERRAL_FLAGS = ["same_visitor", "same_network", "disposable", "relay", "sequence"] as const;
export type ReferralFlag = (typeof REFERRAL_FLAGS)[number];

/** An address's local part as a stem and a trailing number (name7@x → name, 7, x), or null. */
export function numberedStem(emailKey: string): { stem: string; number: string; domain: string } | null {
  const at = emailKey.lastIndexOf("@");
  const match = /^(.*\D)(\d+)$/.exec(emailKey.slice(0, at));
  if (at < 1 || !match) return null;
  return { stem: match[1]!, number: match[2]!, domain: emailKey.slice(at + 1) };
}

/** Whether `other` is the same stem and domain as `mine` with a different number (name1, name2). */
export function isSequenceOf(mine: string, other: string): boolean {
  const a = numberedStem(mine);
  const b = numberedStem(other);
  return a !== null && b !== null && a.stem === b.stem && a.domain === b.domain && a.number !== b.number;
}

type Side = { visitorHash: string | null; network: string | null };

/**
 * The flags of a referral: the referred member's address and where they joined from, against the
 * referrer's entry and the addresses of the referrer and of their other referred members.
 */
export function referralFlags(referred: Side & { email: string; emailKey: string }, referrer: Side, relatedKeys: string[]): ReferralFlag[] {
  const flags: ReferralFlag[] = [];
  if (referred.visitorHash && referred.visitorHash === referrer.visitorHash) flags.push("same_visitor");
  if (referred.network && referred.network === referrer.network) flags.push("same_network");
  if (isDisposableEmail(referred.email)) flags.push("disposable");
  if (isRelayEmail(referred.email)) flags.push("relay");
  if (relatedKeys.some((key) => isSequenceOf(referred.emailKey, key))) flags.push("sequence");
  return flags;
}
