import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { decodeCanonicalBase64url } from "@/lib/security/base64url";
import { siteUrl } from "@/lib/env";
import { escapeHtml } from "@/lib/format/html";

// Every e-mail to a visitor carries an unsubscribe link and the RFC 8058 one-click headers. The
// link holds a signed token per address: HMAC-SHA256 of the normalised address under the session
// secret. Checking it needs no database lookup, so a bad token reveals nothing about an address.

/** Kinds that go to the site owner, not to a visitor: no unsubscribe link, never suppressed. */
const OWNER_KINDS = new Set(["contact_notification", "owner_notification", "owner_digest", "weekly_report", "spike_alert"]);

export const isVisitorEmail = (kind: string) => !OWNER_KINDS.has(kind);

/** The form an address is stored in the suppression list. */
export const normaliseAddress = (address: string) => address.trim().toLowerCase();

const MAX_TOKEN_LENGTH = 1024;

const signature = (address: string) => createHmac("sha256", authSecret()).update(`unsubscribe\u0000${address}`).digest();

export function unsubscribeToken(address: string): string {
  const normal = normaliseAddress(address);
  return `${Buffer.from(normal, "utf8").toString("base64url")}.${signature(normal).toString("base64url")}`;
}

/** The address a token was made for, or null when the token is malformed or its signature wrong. */
export function verifyUnsubscribeToken(token: unknown): string | null {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const encoded = decodeCanonicalBase64url(match[1]!);
  const given = decodeCanonicalBase64url(match[2]!);
  if (!encoded || !given) return null;
  const address = encoded.toString("utf8");
  const expected = signature(address);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  // The signature covers the normalised form only: a re-encoded variant of it does not verify.
  return normaliseAddress(address) === address ? address : null;
}

/** The page a person opens from the e-mail's footer link (confirm in the site's design). */
export const unsubscribePageUrl = (address: string) => `${siteUrl}/unsubscribe?token=${unsubscribeToken(address)}`;

/** The RFC 8058 one-click endpoint named in List-Unsubscribe (mail providers POST to it). */
export const oneClickUnsubscribeUrl = (address: string) => `${siteUrl}/api/unsubscribe?token=${unsubscribeToken(address)}`;

/** The headers a visitor e-mail goes out with (RFC 2369 and RFC 8058); `oneClickUrl`: a narrower target than the address's (an idea's). */
export function unsubscribeHeaders(kind: string, address: string, oneClickUrl?: string | null): Record<string, string> {
  if (!isVisitorEmail(kind)) return {};
  return {
    "List-Unsubscribe": `<${oneClickUrl ?? oneClickUnsubscribeUrl(address)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/**
 * The body with a footer line: `lead` then a link, placed before </body> in the HTML and appended
 * to the text (there after `textLead`, the lead by default). Every footer an e-mail gets (the
 * unsubscribe one, the newsletter's) is this one.
 */
export function withFooterLink(body: { html: string; text: string }, { lead, textLead = lead, link, url }: { lead: string; textLead?: string; link: string; url: string }) {
  const footer =
    `<p style="font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#6b7280;text-align:center;margin:0 auto 24px;max-width:560px">` +
    `${escapeHtml(lead)} <a href="${escapeHtml(url)}" style="color:#6b7280">${escapeHtml(link)}</a>.</p>`;
  const closing = body.html.lastIndexOf("</body>");
  const html = closing === -1 ? body.html + footer : body.html.slice(0, closing) + footer + body.html.slice(closing);
  const line = [textLead, `${link}: ${url}`].filter(Boolean).join(" ");
  return { html, text: `${body.text.trimEnd()}\n\n--\n${line}\n` };
}

/** The body with its unsubscribe footer: appended to the text, placed before </body> in the HTML. */
export function withUnsubscribeFooter<T extends { kind: string; to: string; html: string; text: string }>(message: T): T {
  if (!isVisitorEmail(message.kind)) return message;
  return { ...message, ...withFooterLink(message, { lead: "Don't want these e-mails?", link: "Unsubscribe", url: unsubscribePageUrl(message.to) }) };
}
