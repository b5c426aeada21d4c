import { z } from "zod";

/** POST /api/admin/analytics-shares: a label for the admin's list and an optional password. */
export const analyticsShareSchema = z
  .object({
    label: z.string().trim().max(100, "At most 100 characters").default(""),
    password: z.string().max(256, "Password is too long").refine((p) => p === "" || p.length >= 8, "Use at least 8 characters, or leave it empty").default(""),
  })
  .strict();
