import { apiHandler } from "@/lib/api/handler";
import { loadAnalyticsDashboard } from "@/lib/admin/analytics-dashboard";
import { adminJson } from "@/lib/admin/http";
import { analyticsQuerySchema } from "@/lib/validation/analytics";

export const dynamic = "force-dynamic";

// GET /api/admin/analytics?days=1|7|30|90 (or from=&to=) [&filter=&value=] -> the Analytics tab:
// visitors, visits, page views and the rest against the previous period, tables, funnel, and the
// submissions and events per day that the tab showed before.
export const GET = apiHandler({ admin: true }, async ({ req }) => {
  const query = analyticsQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return adminJson(await loadAnalyticsDashboard(query));
});
