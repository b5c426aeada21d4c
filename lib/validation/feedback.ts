import { z } from "zod";
import { formGuardFields, optionalEmail, tooLong } from "@/lib/validation/form-guard";

export const FEEDBACK_TEXT_MAX = 5000;
/** Spec section 5: the toast shown when clarity or usage is blank. */
export const FEEDBACK_REQUIRED_TITLE = "Required Fields Missing";
export const FEEDBACK_REQUIRED_MESSAGE = "Please fill out all required fields marked with *";

const requiredText = z.string().trim().min(1, FEEDBACK_REQUIRED_MESSAGE).max(FEEDBACK_TEXT_MAX, tooLong(FEEDBACK_TEXT_MAX));
const optionalText = z.string().trim().max(FEEDBACK_TEXT_MAX, tooLong(FEEDBACK_TEXT_MAX)).optional();

/** POST /api/feedback and the feedback form: clarity and usage required, e-mail optional. */
export const feedbackSchema = z.object({
  clarity: requiredText,
  confusion: optionalText,
  improvements: optionalText,
  usage: requiredText,
  additional: optionalText,
  email: optionalEmail,
  /** "E-mail me about this": status changes and answers are e-mailed (needs the address). */
  notify: z.boolean().optional(),
  /** "Send me product updates": subscribes the address to "Product updates" once it is confirmed. */
  newsletter: z.boolean().optional(),
  ...formGuardFields,
});

export type FeedbackInput = z.input<typeof feedbackSchema>;
export type FeedbackData = z.output<typeof feedbackSchema>;
