import { z } from "zod";
import { FEEDBACK_PRIORITIES, FEEDBACK_STATUSES, PASSWORD_MIN_LENGTH } from "@/lib/config";

export const loginSchema = z.object({
  username: z.string().trim().min(1, "Username is required").max(64, "Username is too long"),
  password: z.string().min(1, "Password is required").max(256, "Password is too long"),
});
export type LoginInput = z.infer<typeof loginSchema>;

// --- Admin dashboard and settings (issue 4). Limits live here once; the forms and handlers share them.

export const MAX_RESPONSE_LENGTH = 5000;
export const MAX_ADMIN_NOTE_LENGTH = 5000;

/** The response dialogs' private note and their "Notify the submitter" switch (off unless sent). */
export const submitterNoticeFields = {
  adminNote: z.string().trim().max(MAX_ADMIN_NOTE_LENGTH, `Private note must be at most ${MAX_ADMIN_NOTE_LENGTH} characters`).optional(),
  notify: z.boolean().optional(),
};
export const MAX_SEARCH_LENGTH = 200;
export const MAX_CURSOR_LENGTH = 512;

/** PATCH /api/admin/feedback/{id}: what the response dialog sets. */
export const feedbackUpdateSchema = z.object({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  priority: z.enum(FEEDBACK_PRIORITIES).optional(),
  response: z.string().trim().max(MAX_RESPONSE_LENGTH, `Response must be at most ${MAX_RESPONSE_LENGTH} characters`).optional(),
  ...submitterNoticeFields,
});
export type FeedbackUpdateInput = z.infer<typeof feedbackUpdateSchema>;

export const FEEDBACK_SORTS = ["newest", "oldest", "rating_desc", "rating_asc", "priority"] as const;
export type FeedbackSort = (typeof FEEDBACK_SORTS)[number];

const emptyToUndefined = (v: unknown) => (v === "" || v === "all" || v === null ? undefined : v);

/** Query string of the admin lists and their CSV exports (unknown values fall back to defaults). */
export const listQuerySchema = z.object({
  // Control characters are dropped: the search joins the columns with U+001F (lib/data/list-query.ts)
  // and PostgreSQL refuses NUL.
  q: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH)
    .transform((q) => q.replace(/[\u0000-\u001f\u007f]/g, ""))
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  pageSize: z.coerce.number().int().min(1).max(100).catch(10),
  /** The `nextCursor` of the previous page (keyset pagination); `page` is then only echoed. */
  cursor: z.string().max(MAX_CURSOR_LENGTH, "Invalid cursor").optional(),
});
export const feedbackQuerySchema = listQuerySchema.extend({
  status: z.preprocess(emptyToUndefined, z.enum(FEEDBACK_STATUSES).optional()).catch(undefined),
  priority: z.preprocess(emptyToUndefined, z.enum(FEEDBACK_PRIORITIES).optional()).catch(undefined),
  rating: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(5).optional()).catch(undefined),
  sort: z.enum(FEEDBACK_SORTS).catch("newest"),
});
/** The feature-request list: newest first, or most votes first. */
export const suggestionQuerySchema = listQuerySchema.extend({ sort: z.enum(["newest", "votes"]).catch("newest") });
export type ListQuery = z.infer<typeof listQuerySchema>;
export type FeedbackQuery = z.infer<typeof feedbackQuerySchema>;


export const usernameSchema = z.object({ username: z.string().max(64, "Username must be at most 64 characters") });

// The spec's messages (section 5). The server checks them in the spec's order: the current
// password first (only it can), then the length, then the confirmation.
export const passwordChangeSchema = z.object({
  currentPassword: z.string().max(256, "Password is too long"),
  newPassword: z.string().max(256, "New password is too long"),
  confirmPassword: z.string().max(256, "Password is too long"),
});
export const PASSWORD_MESSAGES = {
  currentIncorrect: "Current password is incorrect!",
  tooShort: "New password must be at least 6 characters long!",
  mismatch: "New password and confirmation do not match!",
  updated: "Password updated successfully!",
} as const;

/** The new-password rules after the current password matched: the first broken rule, or null. */
export function newPasswordProblem(newPassword: string, confirmPassword: string): { field: string; message: string } | null {
  if (newPassword.length < PASSWORD_MIN_LENGTH) return { field: "newPassword", message: PASSWORD_MESSAGES.tooShort };
  if (newPassword !== confirmPassword) return { field: "confirmPassword", message: PASSWORD_MESSAGES.mismatch };
  return null;
}
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const resetSettingsSchema = z.object({ currentPassword: z.string().min(1, "Current password is required").max(256) });

export const RESET_CONFIRM_TEXT = "Are you sure you want to reset all admin settings to defaults? This cannot be undone.";

// --- The early-tester cohort (/admin/testers, issue 18).

export const TESTER_STATUSES = ["reserved", "confirmed", "expired", "revoked"] as const;
export const MAX_REVOKE_REASON = 500;
export const CONFIRM_HOURS_RANGE = { min: 1, max: 720 } as const;

export const testerQuerySchema = listQuerySchema.extend({
  status: z.preprocess(emptyToUndefined, z.enum(TESTER_STATUSES).optional()).catch(undefined),
});
export type TesterQuery = z.infer<typeof testerQuerySchema>;

// --- Members (/admin/members, issue 30).

const YES_NO = ["yes", "no"] as const;
export const memberQuerySchema = listQuerySchema.extend({
  /** "no": the addresses that sent something but never confirmed, instead of the members. */
  confirmed: z.enum(YES_NO).catch("yes"),
  tester: z.preprocess(emptyToUndefined, z.enum(YES_NO).optional()).catch(undefined),
  suggestions: z.preprocess(emptyToUndefined, z.enum(YES_NO).optional()).catch(undefined),
});
export type MemberQuery = z.infer<typeof memberQuerySchema>;

/** POST /api/admin/testers/{id}/revoke: why (required), and whether the slot goes to the next person. */
export const testerRevokeSchema = z.object({
  reason: z.string().trim().min(1, "A reason is required").max(MAX_REVOKE_REASON, `Reason must be at most ${MAX_REVOKE_REASON} characters`),
  freeSlot: z.boolean().default(false),
});
export type TesterRevokeInput = z.input<typeof testerRevokeSchema>;

/** POST /api/admin/testers/revocations/lift: the normalised address whose revocation ends. */
export const revocationLiftSchema = z.strictObject({ emailKey: z.string().trim().min(3).max(320) });

/** PATCH /api/admin/testers/settings: how long a confirmation link stays valid. */
export const testerSettingsSchema = z.object({
  confirmHours: z
    .number({ error: "Enter a number of hours" })
    .int("Enter whole hours")
    .min(CONFIRM_HOURS_RANGE.min, `At least ${CONFIRM_HOURS_RANGE.min} hour`)
    .max(CONFIRM_HOURS_RANGE.max, `At most ${CONFIRM_HOURS_RANGE.max} hours (30 days)`),
});
