import "server-only";
import { SIGN_IN_LINK_MINUTES } from "@/lib/config";
import { findMemberByKey, savePendingSignup } from "@/lib/data/newsletter-subscriptions";
import { inTransaction } from "@/lib/data/transaction";
import { sendMemberLink } from "@/lib/members/sign-in";
import { subscribeMember } from "@/lib/newsletter/subscription";
import { normalizeEmail } from "@/lib/testers/email";

// Subscribing. A subscriber is a member: a confirmed address. An address not yet confirmed gets
// only the confirmation link (under the links' per-recipient limit); the topics it asked for wait
// beside it for as long as the link lives, and become subscriptions when its button is pressed
// (lib/newsletter/subscription.ts).

/**
 * The footer form's work (and the feedback form's opt-in). The caller answers the same whatever
 * happened here, so the form never tells whether an address is a member's.
 */
export async function requestSubscription(email: string, topics: string[] | undefined): Promise<void> {
  const emailKey = normalizeEmail(email);
  const member = await findMemberByKey(emailKey);
  if (member) {
    await inTransaction((tx) => subscribeMember(tx, member, topics));
    return;
  }
  await savePendingSignup(emailKey, topics, new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60_000));
  await sendMemberLink(email, "confirm");
}

