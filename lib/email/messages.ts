import "server-only";
import { createElement, type ReactElement } from "react";
import { render } from "@react-email/render";
import { PRODUCT_NAME } from "@/lib/config";
import { headerValue } from "@/lib/security/header-value";
import type { NewOutboxMessage } from "@/lib/data/outbox";
import { ContactConfirmationEmail } from "@/lib/email/templates/contact-confirmation";
import { ContactNotificationEmail, type ContactNotificationProps } from "@/lib/email/templates/contact-notification";
import { FeedbackResponseEmail } from "@/lib/email/templates/feedback-response";
import { ChangelogShippedEmail, type ChangelogShippedProps } from "@/lib/email/templates/changelog-shipped";
import { SubmissionUpdateEmail, type SubmissionUpdateProps } from "@/lib/email/templates/submission-update";

export type RenderedEmail = Pick<NewOutboxMessage, "kind" | "to" | "replyTo" | "subject" | "html" | "text">;

async function both(element: ReactElement) {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
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

/** The admin's response to a feedback entry, to its submitter. */
export async function feedbackResponse(
  to: string,
  entry: { clarity: string; createdAt: Date },
  response: string,
  replyTo: string | null,
): Promise<RenderedEmail> {
  return {
    kind: "feedback_response",
    to,
    replyTo,
    subject: `A response to your ${PRODUCT_NAME} feedback`,
    ...(await both(createElement(FeedbackResponseEmail, { response, clarity: entry.clarity, submittedAt: entry.createdAt }))),
  };
}

/** A status change or an answer, to a submitter who asked to be e-mailed about their entry. */
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
