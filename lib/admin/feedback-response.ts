import "server-only";
import { ApiError, notFound } from "@/lib/api/errors";
import { FEEDBACK_STATUS_LABELS } from "@/lib/config";
import { getFeedback, updateFeedbackResponse } from "@/lib/data/feedback";
import { inTransaction } from "@/lib/data/transaction";
import { enqueueFeedbackResponse } from "@/lib/email/contact";
import { changeOf, enqueueSubmissionUpdate } from "@/lib/email/updates";
import { mayEmailUpdates } from "@/lib/members/mail-policy";
import type { FeedbackUpdateInput } from "@/lib/validation/admin";

const NOT_CONFIRMED = "This address is not confirmed: the site e-mails an address only once its owner has confirmed it";

/**
 * Saves what the response dialog set (status, priority, response). With sendEmail, the response is
 * queued to the submitter's address in the same transaction: both happen or neither does.
 * Otherwise a submitter who ticked "E-mail me about this" is told of a new status or answer.
 */
export async function respondToFeedback(id: string, input: FeedbackUpdateInput) {
  const entry = await getFeedback(id);
  if (!entry) throw notFound("Feedback entry");
  const response = input.response === undefined ? undefined : input.response || null;
  const finalResponse = response === undefined ? entry.response : response;
  if (input.sendEmail) {
    if (!entry.email) throw new ApiError("validation_failed", "This entry has no e-mail address", { sendEmail: "This entry has no e-mail address" });
    if (!finalResponse) throw new ApiError("validation_failed", "Write a response before sending it", { response: "Write a response before sending it" });
    if (!(await mayEmailUpdates(entry.email))) throw new ApiError("validation_failed", NOT_CONFIRMED, { sendEmail: NOT_CONFIRMED });
  }
  const result = await inTransaction(async (tx) => {
    const updated = await updateFeedbackResponse(id, { status: input.status, priority: input.priority, response }, tx);
    let emailId: string | null = null;
    if (input.sendEmail && finalResponse) emailId = (await enqueueFeedbackResponse(tx, entry, finalResponse))?.id ?? null;
    else {
      const change = changeOf(entry, { status: input.status, response }, (s) => FEEDBACK_STATUS_LABELS[s as keyof typeof FEEDBACK_STATUS_LABELS] ?? s);
      emailId = (await enqueueSubmissionUpdate(tx, "feedback", { ...entry, excerpt: entry.clarity }, change))?.id ?? null;
    }
    return { entry: updated, emailQueued: emailId !== null, emailId };
  });
  return result;
}
