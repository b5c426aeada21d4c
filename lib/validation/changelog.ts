import { z } from "zod";
import { tooLong } from "@/lib/validation/form-guard";

export const CHANGELOG_TITLE_MAX = 200;
export const CHANGELOG_BODY_MAX = 50_000;
export const CHANGELOG_LINKS_MAX = 100;
export const CHANGELOG_TITLE_REQUIRED = "Title is required";
export const CHANGELOG_BODY_REQUIRED = "Write what changed";

/** POST /api/admin/changelog and PUT /api/admin/changelog/{id}: an entry as the admin writes it. */
export const changelogEntrySchema = z.object({
  title: z.string().trim().min(1, CHANGELOG_TITLE_REQUIRED).max(CHANGELOG_TITLE_MAX, tooLong(CHANGELOG_TITLE_MAX)),
  body: z.string().trim().min(1, CHANGELOG_BODY_REQUIRED).max(CHANGELOG_BODY_MAX, tooLong(CHANGELOG_BODY_MAX)),
  date: z.iso.date("Date must be a valid date (YYYY-MM-DD)"),
  suggestionIds: z
    .array(z.string().min(1).max(64))
    .max(CHANGELOG_LINKS_MAX, `At most ${CHANGELOG_LINKS_MAX} linked suggestions`)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type ChangelogEntryInput = z.input<typeof changelogEntrySchema>;
export type ChangelogEntryData = z.output<typeof changelogEntrySchema>;

export const CHANGELOG_FUTURE_TIME = "Choose a time in the future";

/** POST /api/admin/changelog/{id}/schedule: when to publish, the confirmed number of people it e-mails, and "also send as a newsletter". */
export const changelogScheduleSchema = z.strictObject({
  at: z.iso
    .datetime({ offset: true, message: "Choose a date and time" })
    .transform((at) => new Date(at))
    .refine((at) => at.getTime() > Date.now(), CHANGELOG_FUTURE_TIME),
  recipients: z.number().int().min(0).max(999_999).optional(),
  newsletter: z.boolean().default(false),
});
