import { z } from "zod";
import { EMAIL_MAX, EMAIL_MESSAGE, formGuardFields, tooLong } from "@/lib/validation/form-guard";
import { SIGN_IN_EMAIL_REQUIRED } from "@/lib/validation/member";

/**
 * POST /api/waitlist (the form checks the address with the sign-in form's schema: the same field). `ref` is what the visitor's browser kept from a `?ref=`
 * link: any text up to 64 characters; one not shaped like a code is ignored, as an unknown code
 * is, so a mangled link never stops anyone joining.
 */
export const waitlistJoinSchema = z.strictObject({
  email: z.string().trim().min(1, SIGN_IN_EMAIL_REQUIRED).max(EMAIL_MAX, tooLong(EMAIL_MAX)).pipe(z.email(EMAIL_MESSAGE)),
  ref: z.string().max(64, tooLong(64)).optional(),
  ...formGuardFields,
});

/** PUT /api/admin/waitlist/settings. */
export const waitlistSettingsSchema = z.strictObject({
  referralBoost: z.number().int().min(0, "At least 0").max(100, "At most 100"),
  leaderboard: z.boolean(),
  inviteDays: z.number().int().min(1, "At least 1 day").max(60, "At most 60 days"),
});
