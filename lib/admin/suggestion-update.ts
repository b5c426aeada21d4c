import "server-only";
import { ApiError, notFound } from "@/lib/api/errors";
import { emptyToNull, previewNotice, queueNotice, stateAfter, type SubmitterKind } from "@/lib/admin/submitter-mail";
import { recordStatusHistory } from "@/lib/data/ideas";
import { tellFollowersOfAnswer, tellFollowersOfStatus } from "@/lib/ideas/follower-mail";
import { publicAnswerChanges } from "@/lib/ideas/public-answer";
import { getSuggestion, updateSuggestion } from "@/lib/data/suggestions";
import { inTransaction } from "@/lib/data/transaction";
import { PUBLIC_TITLE_MESSAGE, SUGGESTION_STATUS_LABELS, type SuggestionStatus, type SuggestionUpdateInput } from "@/lib/validation/suggestion";

const SUGGESTION: SubmitterKind = {
  what: "feature suggestion",
  topic: "suggestions",
  initialStatus: "under_review",
  label: (s) => SUGGESTION_STATUS_LABELS[s as SuggestionStatus] ?? s,
  // "Shipped" news goes out once, with the changelog entry that ships it (lib/changelog/publish.ts),
  // which says what shipped and where to read about it: the status change alone tells nothing.
  toldElsewhere: (s) => s === "shipped",
};

type Entry = NonNullable<Awaited<ReturnType<typeof getSuggestion>>>;
const notifiable = (entry: Entry) => ({ ...entry, excerpt: entry.name });

/**
 * Saves the admin's status, answer, private note, roadmap card and public answer for a suggestion.
 * With `notify`, what the submitter has not been told yet is e-mailed; followers hear of a new
 * status or public answer; all queued in the same transaction.
 */
export async function updateSuggestionByAdmin(id: string, input: SuggestionUpdateInput) {
  return inTransaction(async (tx) => {
    // FOR UPDATE: two saves at once never both send the same news.
    await tx.$queryRaw`SELECT id FROM feature_suggestions WHERE id = ${id} FOR UPDATE`;
    const entry = await getSuggestion(id, tx);
    if (!entry) throw notFound("Feature request");
    const publicTitle = input.publicTitle ?? entry.publicTitle;
    if ((input.isPublic ?? entry.isPublic) && !publicTitle) throw new ApiError("validation_failed", PUBLIC_TITLE_MESSAGE, { publicTitle: PUBLIC_TITLE_MESSAGE });
    const { notify, ...changes } = input;
    const told = notify ? await queueNotice(tx, SUGGESTION, notifiable(entry), stateAfter(entry, input), { suggestionId: id }) : null;
    const answer = publicAnswerChanges(entry, input.publicAnswer);
    const updated = await updateSuggestion(id, { ...changes, response: emptyToNull(input.response), ...told, ...answer }, tx);
    const change = await recordStatusHistory(tx, id, entry, updated);
    if (change) await tellFollowersOfStatus(tx, updated, change);
    if (answer.publicAnswerVersion) await tellFollowersOfAnswer(tx, updated);
    return { suggestion: updated, emailQueued: told !== null };
  });
}

/** The e-mail the dialog's switch would send with these changes, and whether it can send at all. */
export async function previewSuggestionNotice(id: string, input: SuggestionUpdateInput) {
  const entry = await getSuggestion(id);
  if (!entry) throw notFound("Feature request");
  return previewNotice(SUGGESTION, notifiable(entry), stateAfter(entry, input));
}
