import "server-only";
import { memberEmailKeysAmong } from "@/lib/data/members";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sendMemberLink } from "@/lib/members/sign-in";
import { normalizeEmail } from "@/lib/testers/email";

// Mail only to confirmed addresses. Anyone can type anyone's address into a form, so the site
// e-mails an address about what was sent (status changes, answers, shipped news, copies) only
// once a member has its normalised key: its owner pressed the button of a link sent to it (a
// sign-in, a tester slot, the confirmation e-mail below). Until then the only e-mail it can get is
// such a link, which holds no text anyone typed.
//
// Updates are not kept for later: what changed before the address was confirmed is not sent once
// it is, only what changes afterwards (the person sees the current state on the site).

/** The words of a form's reply when the address that asked for updates is not confirmed. */
export const CONFIRM_FOR_UPDATES = "Confirm your address to get updates";

/**
 * What an e-mail is about: news of a person's suggestions (status, answer, shipped) also needs
 * their "Updates on my suggestions" switch (/account) to be on.
 */
export type MailTopic = "suggestions" | "other";

/** The normalised keys, among these addresses, that are confirmed (members) for this topic: one query for a batch. */
export function confirmedEmailKeys(addresses: (string | null)[], client?: Prisma.TransactionClient, topic: MailTopic = "other"): Promise<Set<string>> {
  const keys = new Set(addresses.filter((a): a is string => Boolean(a)).map(normalizeEmail));
  return memberEmailKeysAmong([...keys], client, { suggestionUpdates: topic === "suggestions" });
}

/** Whether the batch's lookup (confirmedEmailKeys) holds this address. */
export const isConfirmedIn = (confirmed: Set<string>, address: string) => confirmed.has(normalizeEmail(address));

/** Whether the site may e-mail this address anything but a link that proves it. Every visitor-facing sender asks. */
export async function mayEmailUpdates(address: string, client?: Prisma.TransactionClient, topic: MailTopic = "other"): Promise<boolean> {
  return (await confirmedEmailKeys([address], client, topic)).size > 0;
}

/**
 * At the submit of a form with an address and "E-mail me about this". An unconfirmed address gets
 * its confirmation e-mail (a single-use link under the sign-in links' per-recipient limit), unless
 * a link that proves the address went out with this submission already (a tester spot's, or the
 * product updates' confirmation): `linkSent` names it for the note. The reply's `note` is the same
 * whether or not the address is confirmed, so a form never tells a stranger whether an address
 * belongs to a member.
 */
export async function askForUpdates(address: string | null | undefined, notify: boolean, { linkSent }: { linkSent?: string } = {}): Promise<{ note: string }> {
  if (!address || !notify) return { note: "" };
  if (linkSent) return { note: `${CONFIRM_FOR_UPDATES}: ${linkSent} does it.` };
  if (!(await mayEmailUpdates(address))) await sendMemberLink(address, "confirm");
  return { note: `${CONFIRM_FOR_UPDATES}: unless you have already, follow the link we are e-mailing you.` };
}
