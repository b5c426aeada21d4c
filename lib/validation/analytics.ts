import { z } from "zod";

/** What a dashboard row can filter on: columns shared by the daily visit, page and event tables. */
export const ANALYTICS_FILTERS = ["page", "source", "referrer", "utm_source", "utm_medium", "utm_campaign", "device", "browser", "os"] as const;
export type AnalyticsFilterKind = (typeof ANALYTICS_FILTERS)[number];

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD").refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), "Not a date");
export const MAX_CUSTOM_RANGE_DAYS = 366;

/**
 * GET /api/admin/analytics: `days` (1 = today, 7, 30, 90) as before, or a custom `from`..`to`
 * (UTC days, inclusive); and at most one filter (`filter` + `value`), set by clicking a row.
 */
export const analyticsQuerySchema = z
  .object({
    days: z.coerce.number().pipe(z.union([z.literal(1), z.literal(7), z.literal(30), z.literal(90)])).catch(30),
    from: isoDay.optional(),
    to: isoDay.optional(),
    filter: z.enum(ANALYTICS_FILTERS).optional(),
    value: z.string().max(160).optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.from === undefined) !== (q.to === undefined)) ctx.addIssue({ code: "custom", path: ["to"], message: "Give both from and to" });
    if (q.from && q.to) {
      const span = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1;
      if (span < 1) ctx.addIssue({ code: "custom", path: ["to"], message: "to must not be before from" });
      if (span > MAX_CUSTOM_RANGE_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: `At most ${MAX_CUSTOM_RANGE_DAYS} days` });
    }
    if ((q.filter === undefined) !== (q.value === undefined)) ctx.addIssue({ code: "custom", path: ["value"], message: "Give both filter and value" });
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
