import "server-only";
import { notFound } from "@/lib/api/errors";
import { emptyToNull, previewNotice, queueNotice, stateAfter, type SubmitterKind } from "@/lib/admin/submitter-mail";
import { FEEDBACK_STATUS_LABELS } from "@/lib/config";
import { getFeedback, updateFeedbackResponse } from "@/lib/data/feedback";
import { inTransaction } from "@/lib/data/transaction";
import type { FeedbackUpdateInput } from "@/lib/validation/admin";

const FEEDBACK: SubmitterKind = {
  what: "feedback",
  topic: "other",
  initialStatus: "new",
  label: (s) => FEEDBACK_STATUS_LABELS[s as keyof typeof FEEDBACK_STATUS_LABELS] ?? s,
};

type Entry = NonNullable<Awaited<ReturnType<typeof getFeedback>>>;
const notifiable = (entry: Entry) => ({ ...entry, excerpt: entry.clarity });

/**
 * Saves what the response dialog set (status, priority, answer, private note). With `notify`, what
 * the submitter has not been told yet is e-mailed, queued in the same transaction: both happen or
 * neither does. Without it, nothing is sent.
 */
export async function respondToFeedback(id: string, input: FeedbackUpdateInput) {
  return inTransaction(async (tx) => {
    // FOR UPDATE: two saves at once never both send the same news.
    await tx.$queryRaw`SELECT id FROM feedback WHERE id = ${id} FOR UPDATE`;
    const entry = await getFeedback(id, tx);
    if (!entry) throw notFound("Feedback entry");
    const told = input.notify ? await queueNotice(tx, FEEDBACK, notifiable(entry), stateAfter(entry, input), { feedbackId: id }) : null;
    const updated = await updateFeedbackResponse(id, { status: input.status, priority: input.priority, response: emptyToNull(input.response), adminNote: input.adminNote, ...told }, tx);
    return { entry: updated, emailQueued: told !== null };
  });
}

/** The e-mail the dialog's switch would send with these changes, and whether it can send at all. */
export async function previewFeedbackNotice(id: string, input: FeedbackUpdateInput) {
  const entry = await getFeedback(id);
  if (!entry) throw notFound("Feedback entry");
  return previewNotice(FEEDBACK, notifiable(entry), stateAfter(entry, input));
}
