import "server-only";
import { ApiError, notFound } from "@/lib/api/errors";
import { getSuggestion, updateSuggestion } from "@/lib/data/suggestions";
import { inTransaction } from "@/lib/data/transaction";
import { changeOf, enqueueSubmissionUpdate } from "@/lib/email/updates";
import { PUBLIC_TITLE_MESSAGE, SUGGESTION_STATUS_LABELS, type SuggestionStatus, type SuggestionUpdateInput } from "@/lib/validation/suggestion";

/**
 * Saves the admin's status, answer and roadmap card for a suggestion. A submitter who ticked
 * "E-mail me about this" is e-mailed about a new status (except shipped, see below) or answer,
 * queued in the same transaction.
 */
export async function updateSuggestionByAdmin(id: string, input: SuggestionUpdateInput) {
  return inTransaction(async (tx) => {
    // FOR UPDATE: two saves at once compare against the status each other left.
    await tx.$queryRaw`SELECT id FROM feature_suggestions WHERE id = ${id} FOR UPDATE`;
    const entry = await getSuggestion(id, tx);
    if (!entry) throw notFound("Feature request");
    const publicTitle = input.publicTitle ?? entry.publicTitle;
    if ((input.isPublic ?? entry.isPublic) && !publicTitle) throw new ApiError("validation_failed", PUBLIC_TITLE_MESSAGE, { publicTitle: PUBLIC_TITLE_MESSAGE });
    const response = input.response === undefined ? undefined : input.response || null;
    const updated = await updateSuggestion(id, { ...input, response }, tx);
    const change = changeOf(entry, { status: input.status, response }, (s) => SUGGESTION_STATUS_LABELS[s as SuggestionStatus]);
    // "Shipped" news goes out once, with the changelog entry that ships it (lib/changelog/publish.ts),
    // which says what shipped and where to read about it: the status change alone e-mails nothing.
    if (input.status === "shipped") change.status = null;
    const queued = await enqueueSubmissionUpdate(tx, "feature suggestion", { ...entry, excerpt: entry.name }, change);
    return { suggestion: updated, emailQueued: queued !== null };
  });
}
