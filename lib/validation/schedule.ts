// A schedule time (publish, unpublish): an ISO 8601 date-time; past times mean "now".
import { z } from "zod";

const MAX_YEARS_AHEAD = 10;

export const scheduleTime = (label: string) =>
  z
    .string(`${label} must be a date and time`)
    .trim()
    .max(40, `${label} must be a valid date and time`)
    .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), `${label} must be a valid date and time`)
    .transform((v) => new Date(v))
    .refine((d) => d.getTime() < Date.now() + MAX_YEARS_AHEAD * 365 * 86_400_000, `${label} must be within ${MAX_YEARS_AHEAD} years`);

export const siteScheduleSchema = z.object({ publishAt: scheduleTime("Publish time") });
