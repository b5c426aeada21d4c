import "server-only";
import { unsubscribeHeaders, withUnsubscribeFooter } from "@/lib/email/unsubscribe";
import { newsletterAddressToken, newsletterHeaders, withNewsletterFooter } from "@/lib/newsletter/unsubscribe-links";

// Which unsubscribe an outbox e-mail carries. The newsletter's welcome and test e-mails carry the
// newsletter's own (its topics, like an issue's), so leaving the newsletter from them does not stop
// the other e-mails the person asked for; every other visitor e-mail, the address-wide one.

const NEWSLETTER_KINDS = new Set(["newsletter_welcome", "newsletter_test"]);

/** The List-Unsubscribe headers a message goes out with (RFC 2369 and RFC 8058); `oneClickUrl`: the message's own, narrower target (an idea's). */
export function listUnsubscribeHeaders(kind: string, to: string, oneClickUrl?: string | null): Record<string, string> {
  return NEWSLETTER_KINDS.has(kind) ? newsletterHeaders(newsletterAddressToken(to)) : unsubscribeHeaders(kind, to, oneClickUrl);
}

/** The body with its unsubscribe footer, as the outbox stores it. */
export function withListFooter<T extends { kind: string; to: string; html: string; text: string }>(message: T): T {
  if (!NEWSLETTER_KINDS.has(message.kind)) return withUnsubscribeFooter(message);
  return { ...message, ...withNewsletterFooter(message, newsletterAddressToken(message.to)) };
}
