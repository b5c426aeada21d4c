import "server-only";
import { createElement } from "react";
import { PRODUCT_NAME } from "@/lib/config";
import { siteUrl } from "@/lib/env";
import { renderBoth, type RenderedEmail } from "@/lib/email/messages";
import { WaitlistInviteEmail } from "@/lib/email/templates/waitlist-invite";
import { WaitlistInviteReminderEmail } from "@/lib/email/templates/waitlist-invite-reminder";
import { formatSiteDate } from "@/lib/format/site-date";

export const INVITE_PATH = "/invite";
export const inviteUrl = (code?: string) => `${siteUrl}${INVITE_PATH}${code ? `?code=${encodeURIComponent(code)}` : ""}`;

/** Where the code goes in a rendered invite: letters and hyphens only, so neither HTML nor a URL changes it. */
const CODE_PLACEHOLDER = "CODE-PLACEHOLDER-XQZ";

/**
 * A batch's invites differ only by their code: rendered once (a batch may be hundreds), and the
 * function returned puts each code in.
 */
export async function waitlistInvites(expiresAt: Date): Promise<(to: string, code: string) => RenderedEmail> {
  const { html, text } = await renderBoth(createElement(WaitlistInviteEmail, { code: CODE_PLACEHOLDER, acceptUrl: inviteUrl(CODE_PLACEHOLDER), validUntil: formatSiteDate(expiresAt, "dateTime") }));
  return (to, code) => ({
    kind: "waitlist_invite",
    to,
    replyTo: null,
    subject: `Your invite to the ${PRODUCT_NAME} early-tester programme`,
    html: html.replaceAll(CODE_PLACEHOLDER, code),
    text: text.replaceAll(CODE_PLACEHOLDER, code),
  });
}

/** The one reminder before an invite lapses. */
export async function waitlistInviteReminder(to: string, expiresAt: Date): Promise<RenderedEmail> {
  return {
    kind: "waitlist_invite_reminder",
    to,
    replyTo: null,
    subject: `Your ${PRODUCT_NAME} invite expires soon`,
    ...(await renderBoth(createElement(WaitlistInviteReminderEmail, { inviteUrl: inviteUrl(), validUntil: formatSiteDate(expiresAt, "dateTime") }))),
  };
}
