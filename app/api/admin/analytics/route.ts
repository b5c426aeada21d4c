import { apiHandler } from "@/lib/api/handler";
import { buildAnalytics, rangeStart } from "@/lib/admin/analytics";
import { adminJson } from "@/lib/admin/http";
import { countEventsByDay, countSubmissionsByDay } from "@/lib/data/analytics";
import { analyticsRangeSchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

// GET /api/admin/analytics?days=7|30|90 -> submissions and events per day, totals per event and CTA id.
export const GET = apiHandler({ admin: true }, async ({ req }) => {
  const { days } = analyticsRangeSchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  const since = rangeStart(days);
  const [submissions, events] = await Promise.all([countSubmissionsByDay(since), countEventsByDay(since)]);
  return adminJson(buildAnalytics(days, submissions, events));
});
