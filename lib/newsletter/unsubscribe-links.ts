import "server-only";
import { normaliseAddress, withFooterLink } from "@/lib/email/unsubscribe";
import { env, siteUrl } from "@/lib/env";
import { decodeCanonicalBase64url } from "@/lib/security/base64url";
import { hasSignature, signatureOf, signIds, verifySignedIds } from "@/lib/security/signed-ids";

// A newsletter's unsubscribe links, signed with the session secret. An issue's name its delivery
// (issue x member): the one-click POST and the page find the member, and the issue counts the
// unsubscribe. The welcome and test e-mails, sent outside an issue, name their address instead
// ("a.<address>.<signature>"): the page and the POST find the member of that address.

export const newsletterToken = (deliveryId: string) => signIds("newsletter-unsubscribe", deliveryId);

/** The token of a newsletter e-mail sent outside an issue (the welcome, a test): it names the address. */
export function newsletterAddressToken(address: string): string {
  const normal = normaliseAddress(address);
  return `a.${Buffer.from(normal, "utf8").toString("base64url")}.${signatureOf("newsletter-address", normal)}`;
}

/** What a newsletter link names: an issue's delivery, or the address of a welcome or test e-mail. */
export type NewsletterLink = { deliveryId: string } | { address: string };

/** What a token was made for, or null when it is malformed or wrongly signed. */
export function verifyNewsletterLink(token: unknown): NewsletterLink | null {
  if (typeof token !== "string" || token.length > 600) return null;
  const parts = token.split(".");
  if (parts.length === 2) {
    const [deliveryId] = verifySignedIds("newsletter-unsubscribe", token, 1) ?? [];
    return deliveryId ? { deliveryId } : null;
  }
  if (parts.length !== 3 || parts[0] !== "a") return null;
  const address = decodeCanonicalBase64url(parts[1]!)?.toString("utf8");
  if (!address || normaliseAddress(address) !== address) return null;
  return hasSignature(parts[2]!, "newsletter-address", address) ? { address } : null;
}

export const newsletterUnsubscribePage = (token: string) => `${siteUrl}/newsletter/unsubscribe?token=${token}`;
export const newsletterOneClickUrl = (token: string) => `${siteUrl}/api/newsletter/unsubscribe?token=${token}`;

/** The mailbox of the mailto (NEWSLETTER_UNSUBSCRIBE_EMAIL, or the sender's address). */
function unsubscribeMailbox(): string {
  return env.NEWSLETTER_UNSUBSCRIBE_EMAIL ?? /<([^>]+)>/.exec(env.EMAIL_FROM)?.[1] ?? env.EMAIL_FROM.trim();
}

/** RFC 2369 and RFC 8058: an https URL that unsubscribes on a POST with no page, and a mailto. */
export function newsletterHeaders(token: string): Record<string, string> {
  const mailto = `mailto:${unsubscribeMailbox()}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`;
  return { "List-Unsubscribe": `<${newsletterOneClickUrl(token)}>, <${mailto}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The e-mail's HTML and text with this recipient's footer link (the page with the button and the topics). */
export function withNewsletterFooter(body: { html: string; text: string }, token: string) {
  return withFooterLink(body, { lead: "You subscribed to this newsletter.", textLead: "", link: "Unsubscribe or choose topics", url: newsletterUnsubscribePage(token) });
}
