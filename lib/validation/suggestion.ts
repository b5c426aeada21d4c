import { z } from "zod";
import { SUGGESTION_PRIORITIES } from "@/lib/config";
import { FEEDBACK_REQUIRED_MESSAGE } from "@/lib/validation/feedback";
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
  ...formGuardFields,
});

export type SuggestionInput = z.input<typeof suggestionSchema>;
export type SuggestionData = z.output<typeof suggestionSchema>;
