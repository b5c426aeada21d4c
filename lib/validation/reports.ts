import { z } from "zod";

export const SPIKE_MULTIPLE_RANGE = { min: 1.5, max: 20 } as const;

/** PUT /api/admin/reports: the weekly e-mail (day 0 = Sunday, hour, UTC) and the spike alert. */
export const reportSettingsSchema = z
  .object({
    weeklyEnabled: z.boolean(),
    weeklyDay: z.number().int().min(0, "Choose a day").max(6, "Choose a day"),
    weeklyHour: z.number().int().min(0, "Choose an hour").max(23, "Choose an hour"),
    spikeEnabled: z.boolean(),
    spikeMultiple: z
      .number({ error: "Enter a number" })
      .min(SPIKE_MULTIPLE_RANGE.min, `At least ${SPIKE_MULTIPLE_RANGE.min}`)
      .max(SPIKE_MULTIPLE_RANGE.max, `At most ${SPIKE_MULTIPLE_RANGE.max}`),
  })
  .strict();
export type ReportSettingsInput = z.infer<typeof reportSettingsSchema>;
