import "server-only";
import { escapeHtml } from "@/lib/format/html";
import { createElement, type ReactElement } from "react";
import { render } from "@react-email/render";
import { PRODUCT_NAME } from "@/lib/config";
import { headerValue } from "@/lib/security/header-value";
import type { NewOutboxMessage } from "@/lib/data/outbox";
import { emailBrand, inBrand, type EmailBrand } from "@/lib/email/brand";
import { ContactConfirmationEmail } from "@/lib/email/templates/contact-confirmation";
import { ContactNotificationEmail, type ContactNotificationProps } from "@/lib/email/templates/contact-notification";
import { TesterConfirmationEmail, type TesterConfirmationProps } from "@/lib/email/templates/tester-confirmation";
import { TesterWelcomeEmail } from "@/lib/email/templates/tester-welcome";
import { ChangelogShippedEmail, type ChangelogShippedProps } from "@/lib/email/templates/changelog-shipped";
import { SubmissionUpdateEmail, type SubmissionUpdateProps } from "@/lib/email/templates/submission-update";
import { MemberSignInEmail, type MemberSignInProps } from "@/lib/email/templates/member-sign-in";
import { MemberEmailChangeEmail, type MemberEmailChangeProps } from "@/lib/email/templates/member-email-change";
import { MemberConfirmEmail, type MemberConfirmProps } from "@/lib/email/templates/member-confirm";
import { WaitlistConfirmEmail, type WaitlistConfirmProps } from "@/lib/email/templates/waitlist-confirm";
import { WaitlistPlaceEmail } from "@/lib/email/templates/waitlist-place";
import { OwnerDigestEmail, type OwnerDigestProps } from "@/lib/email/templates/owner-digest";
import { OwnerNotificationEmail, type OwnerNotificationProps } from "@/lib/email/templates/owner-notification";
import { NewsletterEmail, type NewsletterProps } from "@/lib/email/templates/newsletter";
import { IdeaMergedEmail, type IdeaMergedProps } from "@/lib/email/templates/idea-merged";
import { IdeaUpdateEmail, type IdeaUpdateProps } from "@/lib/email/templates/idea-update";
import { IdeaAnswerEmail, type IdeaAnswerProps } from "@/lib/email/templates/idea-answer";

export type RenderedEmail = Pick<NewOutboxMessage, "kind" | "to" | "replyTo" | "subject" | "html" | "text">;

/** HTML and plain text of an e-mail, drawn in the site's primary colour (`brand`: the published one). */
async function both(element: ReactElement, brand?: EmailBrand) {
  const [html, text, colours] = await Promise.all([render(element), render(element, { plainText: true }), brand ?? emailBrand()]);
  return { html: inBrand(html, colours), text };
}

/** The owner's notification of a contact message: reply-to is the visitor. */
export async function contactNotification(to: string, input: ContactNotificationProps): Promise<RenderedEmail> {
  return {
    kind: "contact_notification",
    to,
    replyTo: input.email,
    subject: `[${PRODUCT_NAME} contact] ${headerValue(input.subject)}`,
    ...(await both(createElement(ContactNotificationEmail, input))),
  };
}

/** The optional confirmation to the visitor. */
export async function contactConfirmation(input: ContactNotificationProps, replyTo: string | null): Promise<RenderedEmail> {
  return {
    kind: "contact_confirmation",
    to: input.email,
    replyTo,
    subject: `We received your message: ${headerValue(input.subject)}`,
    ...(await both(createElement(ContactConfirmationEmail, input))),
  };
}

/** Where the personal link goes in a rendered confirmation e-mail (a host that cannot exist). */
const LINK_PLACEHOLDER = "https://confirm-link.invalid/tester";
/**
 * Confirmation e-mails differ only by their link, and they are rendered under the slot lock. Each
 * process renders the e-mail once per (window, terms address) and puts each link in: a burst of
 * 1,000 submissions across two instances took 30 s with a render per reservation on this loaded
 * test machine (scripts/cluster-test.mjs), and the render held the lock that every other entry waits for.
 */
const confirmationTemplates = new Map<string, Promise<{ html: string; text: string }>>();

/** The double opt-in link whose confirmation takes a tester slot (`colours`: the brand, when the caller read it already). */
export async function testerConfirmation(to: string, props: TesterConfirmationProps, colours?: EmailBrand): Promise<RenderedEmail> {
  const brand = colours ?? (await emailBrand());
  const key = `${props.hours}\u0000${props.termsUrl}\u0000${brand.primary}\u0000${props.productUpdates === true}`;
  let template = confirmationTemplates.get(key);
  if (!template) {
    template = both(createElement(TesterConfirmationEmail, { ...props, confirmUrl: LINK_PLACEHOLDER }), brand);
    confirmationTemplates.set(key, template);
    template.catch(() => confirmationTemplates.delete(key));
  }
  const { html, text } = await template;
  return {
    kind: "tester_confirmation",
    to,
    replyTo: null,
    subject: `Confirm your ${PRODUCT_NAME} tester spot`,
    html: html.replaceAll(LINK_PLACEHOLDER, escapeHtml(props.confirmUrl)),
    text: text.replaceAll(LINK_PLACEHOLDER, props.confirmUrl),
  };
}

/** Where the slot goes in a rendered welcome e-mail: a number no programme reaches. */
const SLOT_PLACEHOLDER = 987_654_321;

/**
 * Sent when the link took a slot. The slot is known only under the slot lock, where a render would
 * hold every other confirmation back: the caller awaits this before the lock, and calls the
 * function it returns there, which only puts the number in.
 */
export async function testerWelcome(termsUrl: string): Promise<(to: string, slot: number) => RenderedEmail> {
  const { html, text } = await both(createElement(TesterWelcomeEmail, { slot: SLOT_PLACEHOLDER, termsUrl }));
  const put = (body: string, slot: number) => body.replaceAll(String(SLOT_PLACEHOLDER), String(slot));
  return (to, slot) => ({
    kind: "tester_welcome",
    to,
    replyTo: null,
    subject: `Welcome, ${PRODUCT_NAME} early tester #${slot}`,
    html: put(html, slot),
    text: put(text, slot),
  });
}

/** A status change or an answer, to the submitter of an entry (when the admin chose to tell them). */
export async function submissionUpdate(to: string, props: SubmissionUpdateProps, replyTo: string | null): Promise<RenderedEmail> {
  return {
    kind: props.what === "feedback" ? "feedback_update" : "suggestion_update",
    to,
    replyTo,
    subject: props.status ? `Your ${PRODUCT_NAME} ${props.what} is now ${props.status.toLowerCase()}` : `An answer to your ${PRODUCT_NAME} ${props.what}`,
    ...(await both(createElement(SubmissionUpdateEmail, props))),
  };
}

/** A published changelog entry ships suggestions this person sent. */
export async function changelogShipped(to: string, props: ChangelogShippedProps, replyTo: string | null): Promise<RenderedEmail> {
  return {
    kind: "changelog_shipped",
    to,
    replyTo,
    subject: `Shipped: ${headerValue(props.entryTitle)}`,
    ...(await both(createElement(ChangelogShippedEmail, props))),
  };
}

/** A member's single-use sign-in link (anyone may ask for one: it holds no text they typed). */
export async function memberSignIn(to: string, props: MemberSignInProps): Promise<RenderedEmail> {
  return {
    kind: "member_sign_in",
    to,
    replyTo: null,
    subject: `Your ${PRODUCT_NAME} sign-in link`,
    ...(await both(createElement(MemberSignInEmail, props))),
  };
}

/** The link that confirms a member's new address, sent to that address (no text anyone typed). */
export async function memberEmailChange(to: string, props: MemberEmailChangeProps): Promise<RenderedEmail> {
  return {
    kind: "member_email_change",
    to,
    replyTo: null,
    subject: `Confirm your new ${PRODUCT_NAME} address`,
    ...(await both(createElement(MemberEmailChangeEmail, props))),
  };
}

/** The confirmation of an address that asked for updates (it holds no text anyone typed). */
export async function memberConfirm(to: string, props: MemberConfirmProps): Promise<RenderedEmail> {
  return {
    kind: "member_confirm",
    to,
    replyTo: null,
    subject: `Confirm your address to get ${PRODUCT_NAME} updates`,
    ...(await both(createElement(MemberConfirmEmail, props))),
  };
}

/** The link that confirms a place on the waitlist (anyone may ask for one: it holds no text they typed). */
export async function waitlistConfirm(to: string, props: WaitlistConfirmProps): Promise<RenderedEmail> {
  return {
    kind: "waitlist_confirm",
    to,
    replyTo: null,
    subject: `Confirm your place on the ${PRODUCT_NAME} waitlist`,
    ...(await both(createElement(WaitlistConfirmEmail, props))),
  };
}

const PLACE_MARK = "PLACEMARK7F3A";
const CODE_MARK = "CODEMARK9B1C";

/**
 * "You're #N on the waitlist", sent once a place is confirmed. The place and the referral code are
 * known only inside the join's transaction: the caller renders before it and calls the function
 * returned, which only puts them in.
 */
export async function waitlistPlace(shareUrl: (code: string) => string, accountUrl: string): Promise<(to: string, place: number, code: string) => RenderedEmail> {
  const { html, text } = await both(createElement(WaitlistPlaceEmail, { place: PLACE_MARK, shareUrl: shareUrl(CODE_MARK), accountUrl }));
  const put = (body: string, place: number, code: string) => body.replaceAll(PLACE_MARK, String(place)).replaceAll(CODE_MARK, code);
  return (to, place, code) => ({ kind: "waitlist_place", to, replyTo: null, subject: `You're #${place} on the waitlist`, html: put(html, place, code), text: put(text, place, code) });
}

/** The HTML and plain text of an e-mail built outside this module (the owner's reports). */
export { both as renderBoth };
/** To the owner, at once: one event of a kind set to "Instant e-mail". */
export async function ownerNotification(to: string, props: OwnerNotificationProps): Promise<RenderedEmail> {
  return { kind: "owner_notification", to, replyTo: null, subject: `[${PRODUCT_NAME}] ${headerValue(props.title)}`, ...(await both(createElement(OwnerNotificationEmail, props))) };
}

/** To the owner, once a day: the events of the kinds set to "Daily digest". */
export async function ownerDigest(to: string, props: OwnerDigestProps): Promise<RenderedEmail> {
  return {
    kind: "owner_digest",
    to,
    replyTo: null,
    subject: `[${PRODUCT_NAME}] Daily digest: ${props.total} new ${props.total === 1 ? "item" : "items"}`,
    ...(await both(createElement(OwnerDigestEmail, props))),
  };
}

// ---- Newsletter (lib/newsletter).

/** A newsletter issue, its test copy, or the welcome e-mail: the same template for all three. */
export async function newsletterEmail(kind: "newsletter_issue" | "newsletter_test" | "newsletter_welcome", to: string, props: NewsletterProps): Promise<RenderedEmail> {
  return { kind, to, replyTo: null, subject: headerValue(props.subject), ...(await both(createElement(NewsletterEmail, props))) };
}

// ---- The idea board (lib/ideas).

/** An idea the person sent or voted for was merged into another (lib/ideas/merge.ts). */
export async function ideaMerged(to: string, props: IdeaMergedProps): Promise<RenderedEmail> {
  return { kind: "idea_merged", to, replyTo: null, subject: `Your idea joined "${headerValue(props.intoTitle)}"`, ...(await both(createElement(IdeaMergedEmail, props))) };
}

/** A followed idea's status changed (lib/ideas/follower-mail.ts). */
export async function ideaUpdate(to: string, props: IdeaUpdateProps): Promise<RenderedEmail> {
  return { kind: "idea_update", to, replyTo: null, subject: `"${headerValue(props.title)}" is now ${props.status}`, ...(await both(createElement(IdeaUpdateEmail, props))) };
}

/** A followed idea got a new or changed official answer (lib/ideas/follower-mail.ts). */
export async function ideaAnswer(to: string, props: IdeaAnswerProps): Promise<RenderedEmail> {
  return { kind: "idea_answer", to, replyTo: null, subject: `An answer on "${headerValue(props.title)}"`, ...(await both(createElement(IdeaAnswerEmail, props))) };
}
