import { z } from "zod";

// Anti-spam extras that the site's own forms send (a bot check needs keys; these need none): a honeypot field that people
// never see and how long the form was open, measured in the browser (a duration, so clock skew
// between visitor and server does not matter). Both are optional, so a request with only the
// spec's payload is still accepted.
export const formGuardFields = {
  website: z.string().max(0, "This field must be left empty").optional(),
  fillMs: z.number().int().nonnegative().optional(),
};

export const EMAIL_MAX = 254;
export const EMAIL_MESSAGE = "Please enter a valid email address.";

const emailShape = z.email(EMAIL_MESSAGE);

/** An optional e-mail address: empty is fine, anything else must be e-mail-shaped. */
export const optionalEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX, `Must be at most ${EMAIL_MAX} characters`)
  .refine((value) => value === "" || emailShape.safeParse(value).success, EMAIL_MESSAGE)
  .optional();

export const tooLong = (max: number) => `Must be at most ${max} characters`;
