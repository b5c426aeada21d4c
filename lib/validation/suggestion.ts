import { z } from "zod";
import { SUGGESTION_PRIORITIES } from "@/lib/config";
import { FEEDBACK_REQUIRED_MESSAGE } from "@/lib/validation/feedback";
import { submitterNoticeFields } from "@/lib/validation/admin";
import { formGuardFields, optionalEmail, tooLong } from "@/lib/validation/form-guard";

export const SUGGESTION_NAME_MAX = 200;
export const SUGGESTION_TEXT_MAX = 5000;
export const DEFAULT_SUGGESTION_PRIORITY = SUGGESTION_PRIORITIES[0];

/** POST /api/feature-suggestions and its form: name and description required (spec section 5). */
export const suggestionSchema = z.object({
  name: z.string().trim().min(1, FEEDBACK_REQUIRED_MESSAGE).max(SUGGESTION_NAME_MAX, tooLong(SUGGESTION_NAME_MAX)),
  description: z.string().trim().min(1, FEEDBACK_REQUIRED_MESSAGE).max(SUGGESTION_TEXT_MAX, tooLong(SUGGESTION_TEXT_MAX)),
  useCase: z.string().trim().max(SUGGESTION_TEXT_MAX, tooLong(SUGGESTION_TEXT_MAX)).optional(),
  priority: z
    .enum(SUGGESTION_PRIORITIES, { error: `Priority must be one of: ${SUGGESTION_PRIORITIES.join(", ")}` })
    .default(DEFAULT_SUGGESTION_PRIORITY),
  email: optionalEmail,
  /** "E-mail me about this": status changes and answers are e-mailed (needs the address). */
  notify: z.boolean().optional(),
  ...formGuardFields,
});

export type SuggestionInput = z.input<typeof suggestionSchema>;
export type SuggestionData = z.output<typeof suggestionSchema>;

// --- Closing the loop (issue 18): the admin's side of a suggestion.

export const SUGGESTION_STATUSES = ["under_review", "planned", "in_progress", "shipped", "declined"] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];
export const SUGGESTION_STATUS_LABELS: Record<SuggestionStatus, string> = {
  under_review: "Under review",
  planned: "Planned",
  in_progress: "In progress",
  shipped: "Shipped",
  declined: "Declined",
};
export const SUGGESTION_RESPONSE_MAX = 5000;
export const PUBLIC_TITLE_MAX = 120;
export const PUBLIC_SUMMARY_MAX = 1000;
export const PUBLIC_ANSWER_MAX = 5000;
const PUBLIC_TITLE_MESSAGE = "Write a public title before making this suggestion public";

/** PATCH /api/admin/feature-suggestions/{id}: status, answer, the roadmap card and the public answer. */
export const suggestionUpdateSchema = z
  .object({
    status: z.enum(SUGGESTION_STATUSES, { error: `Status must be one of: ${SUGGESTION_STATUSES.join(", ")}` }).optional(),
    response: z.string().trim().max(SUGGESTION_RESPONSE_MAX, tooLong(SUGGESTION_RESPONSE_MAX)).optional(),
    isPublic: z.boolean().optional(),
    publicTitle: z.string().trim().max(PUBLIC_TITLE_MAX, tooLong(PUBLIC_TITLE_MAX)).optional(),
    publicSummary: z.string().trim().max(PUBLIC_SUMMARY_MAX, tooLong(PUBLIC_SUMMARY_MAX)).optional(),
    /** The official answer on the board (empty: none); a new or changed one is e-mailed to followers. */
    publicAnswer: z.string().trim().max(PUBLIC_ANSWER_MAX, tooLong(PUBLIC_ANSWER_MAX)).optional(),
    /** Hidden from the board, the roadmap and votes (moderation), whatever isPublic says. */
    hidden: z.boolean().optional(),
    ...submitterNoticeFields,
  })
  .refine((v) => !v.isPublic || v.publicTitle === undefined || v.publicTitle.length > 0, { message: PUBLIC_TITLE_MESSAGE, path: ["publicTitle"] });
export type SuggestionUpdateInput = z.infer<typeof suggestionUpdateSchema>;
export { PUBLIC_TITLE_MESSAGE };
