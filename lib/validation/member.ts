import { z } from "zod";
import { EMAIL_MAX, EMAIL_MESSAGE, formGuardFields, tooLong } from "@/lib/validation/form-guard";

export const SIGN_IN_EMAIL_REQUIRED = "Please enter your e-mail address.";

/** POST /api/account/sign-in and the sign-in form: an e-mail-shaped address, nothing unknown. */
export const signInSchema = z.strictObject({
  email: z.string().trim().min(1, SIGN_IN_EMAIL_REQUIRED).max(EMAIL_MAX, tooLong(EMAIL_MAX)).pipe(z.email(EMAIL_MESSAGE)),
  ...formGuardFields,
});

export type SignInInput = z.input<typeof signInSchema>;

/** The "Confirm" buttons of e-mailed links: the token of the link (its shape is checked where it is read). */
export const linkTokenSchema = z.strictObject({ token: z.string().max(256, tooLong(256)) });

/** POST /api/account/sign-in/confirm. */
export const confirmSignInSchema = linkTokenSchema;

/** POST /api/account/change-email and /account's form: the new address. */
export const changeEmailSchema = z.strictObject({
  email: z.string().trim().min(1, SIGN_IN_EMAIL_REQUIRED).max(EMAIL_MAX, tooLong(EMAIL_MAX)).pipe(z.email(EMAIL_MESSAGE)),
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** POST /api/account/change-email/confirm: the token of the link. */
export const confirmEmailChangeSchema = confirmSignInSchema;

/** POST /api/account/preferences: the e-mail preferences to change (at least one). */
export const preferencesSchema = z
  .strictObject({ suggestionUpdates: z.boolean().optional(), followOnVote: z.boolean().optional(), ideaUpdates: z.boolean().optional() })
  .refine((value) => Object.keys(value).length > 0, { message: "Name at least one preference to change." });

export const ERASE_CONFIRMATION = "erase";

/** POST /api/account/erase: the confirm step's word, so no stray request erases an account. */
export const eraseSchema = z.strictObject({
  confirm: z.literal(ERASE_CONFIRMATION, { error: `Type "${ERASE_CONFIRMATION}" to confirm.` }),
});
