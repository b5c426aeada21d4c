import "server-only";
import { SIGN_IN_LINK_MINUTES } from "@/lib/config";
import type { Prisma } from "@/lib/generated/prisma/client";
import { savePendingSignup } from "@/lib/data/newsletter-subscriptions";
import { sendMemberLink } from "@/lib/members/sign-in";
import { normalizeEmail } from "@/lib/testers/email";

// Subscribing. A subscriber is a member: a confirmed address. Anyone can type anyone's address
// into the form, so every request, a member's address included, gets only the confirmation link
// (under the links' per-recipient limit); the topics it asked for wait beside it for as long as the
// link lives, and become subscriptions when its button is pressed (lib/newsletter/subscription.ts).
// A signed-in member changes their topics on /account instead.

/**
 * The footer form's work. The caller answers the same whatever happened here, so the form never
 * tells whether an address is a member's.
 */
export async function requestSubscription(email: string, topics: string[] | undefined): Promise<void> {
  await savePendingSignup(normalizeEmail(email), topics, new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60_000));
  await sendMemberLink(email, "confirm");
}

/** The topic the forms' "Send me product updates" box asks for. */
export const PRODUCT_UPDATES = "product-updates";

/**
 * The "Send me product updates" box of the feedback form, for a submission whose own link proves
 * the address (a tester spot's): the topic waits beside that link for as long as it lives, in its
 * transaction, and pressing it subscribes; no second e-mail goes.
 */
export const productUpdatesWithLink = (email: string) => ({
  withLink: (tx: Prisma.TransactionClient, linkExpiresAt: Date) => savePendingSignup(normalizeEmail(email), [PRODUCT_UPDATES], linkExpiresAt, tx),
});
