import { z } from "zod";
import { EMAIL_MAX, EMAIL_MESSAGE, formGuardFields, tooLong } from "@/lib/validation/form-guard";

export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;
/** Spec section 5: the toast when a contact field is blank. */
export const CONTACT_REQUIRED_MESSAGE = "Please fill in all required fields.";

const required = (max: number) => z.string().trim().min(1, CONTACT_REQUIRED_MESSAGE).max(max, tooLong(max));

/** POST /api/contact and the contact form: every field required, e-mail-shaped address. */
export const contactSchema = z.object({
  firstName: required(CONTACT_NAME_MAX),
  lastName: required(CONTACT_NAME_MAX),
  email: z
    .string()
    .trim()
    .min(1, CONTACT_REQUIRED_MESSAGE)
    .max(EMAIL_MAX, tooLong(EMAIL_MAX))
    .pipe(z.email(EMAIL_MESSAGE)),
  subject: required(CONTACT_SUBJECT_MAX),
  message: required(CONTACT_MESSAGE_MAX),
  // The spec's landing form sends an empty string; a bot-check token when one is configured.
  recaptchaToken: z.string().max(4096, tooLong(4096)).optional(),
  ...formGuardFields,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
