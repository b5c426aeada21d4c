import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { withFooterLink } from "@/lib/email/unsubscribe";
import { env, siteUrl } from "@/lib/env";

// A newsletter's unsubscribe links name its delivery (issue x member), signed with the session
// secret: the one-click POST and the page find the member, and the issue counts the unsubscribe.

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const sign = (deliveryId: string) => createHmac("sha256", authSecret()).update(`newsletter-unsubscribe\u0000${deliveryId}`).digest("base64url");

export const newsletterToken = (deliveryId: string) => `${deliveryId}.${sign(deliveryId)}`;

/** The delivery a token was made for, or null when malformed or wrongly signed. */
export function verifyNewsletterToken(token: unknown): string | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const [id, given, ...rest] = token.split(".");
  if (!id || !given || rest.length || !ID.test(id)) return null;
  const expected = Buffer.from(sign(id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
}

export const newsletterUnsubscribePage = (deliveryId: string) => `${siteUrl}/newsletter/unsubscribe?token=${newsletterToken(deliveryId)}`;
export const newsletterOneClickUrl = (deliveryId: string) => `${siteUrl}/api/newsletter/unsubscribe?token=${newsletterToken(deliveryId)}`;

/** The mailbox of the mailto (NEWSLETTER_UNSUBSCRIBE_EMAIL, or the sender's address). */
function unsubscribeMailbox(): string {
  return env.NEWSLETTER_UNSUBSCRIBE_EMAIL ?? /<([^>]+)>/.exec(env.EMAIL_FROM)?.[1] ?? env.EMAIL_FROM.trim();
}

/** RFC 2369 and RFC 8058: an https URL that unsubscribes on a POST with no page, and a mailto. */
export function newsletterHeaders(deliveryId: string): Record<string, string> {
  const mailto = `mailto:${unsubscribeMailbox()}?subject=${encodeURIComponent(`unsubscribe ${newsletterToken(deliveryId)}`)}`;
  return { "List-Unsubscribe": `<${newsletterOneClickUrl(deliveryId)}>, <${mailto}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The issue's HTML and text with this recipient's footer link (the page with the button and the topics). */
export function withNewsletterFooter(body: { html: string; text: string }, deliveryId: string) {
  return withFooterLink(body, { lead: "You subscribed to this newsletter.", textLead: "", link: "Unsubscribe or choose topics", url: newsletterUnsubscribePage(deliveryId) });
}
