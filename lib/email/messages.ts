import "server-only";
import { createElement, type ReactElement } from "react";
import { render } from "@react-email/render";
import { PRODUCT_NAME } from "@/lib/config";
import { headerValue } from "@/lib/security/header-value";
import type { NewOutboxMessage } from "@/lib/data/outbox";
import { ContactConfirmationEmail } from "@/lib/email/templates/contact-confirmation";
import { ContactNotificationEmail, type ContactNotificationProps } from "@/lib/email/templates/contact-notification";
import { FeedbackResponseEmail } from "@/lib/email/templates/feedback-response";
import { TesterConfirmationEmail, type TesterConfirmationProps } from "@/lib/email/templates/tester-confirmation";
import { TesterWelcomeEmail, type TesterWelcomeProps } from "@/lib/email/templates/tester-welcome";

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

/** The double opt-in link for a reserved tester slot. */
export async function testerConfirmation(to: string, props: TesterConfirmationProps): Promise<RenderedEmail> {
  return {
    kind: "tester_confirmation",
    to,
    replyTo: null,
    subject: `Confirm your ${PRODUCT_NAME} tester spot`,
    ...(await both(createElement(TesterConfirmationEmail, props))),
  };
}

/** Sent when the link confirmed the slot. */
export async function testerWelcome(to: string, props: TesterWelcomeProps): Promise<RenderedEmail> {
  return {
    kind: "tester_welcome",
    to,
    replyTo: null,
    subject: `Welcome, ${PRODUCT_NAME} early tester #${props.slot}`,
    ...(await both(createElement(TesterWelcomeEmail, props))),
  };
}
