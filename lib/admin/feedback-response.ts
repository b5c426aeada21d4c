import "server-only";
import { ApiError, notFound } from "@/lib/api/errors";
import { getFeedback, updateFeedbackResponse } from "@/lib/data/feedback";
import { enqueueEmail } from "@/lib/data/outbox";
import { inTransaction } from "@/lib/data/transaction";
import { PRODUCT_NAME } from "@/lib/config";
import type { FeedbackUpdateInput } from "@/lib/validation/admin";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mail that carries a response to the submitter. (The e-mail issue supplies the real template.) */
export function feedbackResponseEmail(response: string) {
  const subject = `A response to your ${PRODUCT_NAME} feedback`;
  const text = `Hello,\n\nThank you for your feedback on ${PRODUCT_NAME}. Here is our response:\n\n${response}\n\nThe ${PRODUCT_NAME} team`;
  const html = `<p>Hello,</p><p>Thank you for your feedback on ${PRODUCT_NAME}. Here is our response:</p><blockquote>${escapeHtml(response).replace(/\n/g, "<br>")}</blockquote><p>The ${PRODUCT_NAME} team</p>`;
  return { subject, text, html };
}

/**
 * Saves what the response dialog set (status, priority, response). With sendEmail, the response is
 * queued to the submitter's address in the same transaction: both happen or neither does.
 */
export async function respondToFeedback(id: string, input: FeedbackUpdateInput) {
  const entry = await getFeedback(id);
  if (!entry) throw notFound("Feedback entry");
  const response = input.response === undefined ? undefined : input.response || null;
  const finalResponse = response === undefined ? entry.response : response;
  if (input.sendEmail) {
    if (!entry.email) throw new ApiError("validation_failed", "This entry has no e-mail address", { sendEmail: "This entry has no e-mail address" });
    if (!finalResponse) throw new ApiError("validation_failed", "Write a response before sending it", { response: "Write a response before sending it" });
  }
  return inTransaction(async (tx) => {
    const updated = await updateFeedbackResponse(id, { status: input.status, priority: input.priority, response }, tx);
    let emailId: string | null = null;
    if (input.sendEmail && entry.email && finalResponse) {
      const mail = feedbackResponseEmail(finalResponse);
      emailId = (await enqueueEmail({ kind: "feedback_response", to: entry.email, ...mail, feedbackId: id }, tx)).id;
    }
    return { entry: updated, emailQueued: emailId !== null, emailId };
  });
}
