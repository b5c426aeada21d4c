import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { loadAnalyticsDashboard } from "@/lib/admin/analytics-dashboard";
import { adminJson } from "@/lib/admin/http";
import { SHARE_PASSWORD_HEADER, unlockShare } from "@/lib/owner/analytics-share";
import { analyticsQuerySchema } from "@/lib/validation/analytics";

export const dynamic = "force-dynamic";

// GET /api/share/analytics/{token}?<the Analytics tab's query> [X-Share-Password] -> the tab's data,
// read-only, for whoever holds a live link (and its password). Never cached, never indexed (proxy.ts).
export const GET = apiHandler({}, async ({ req, params }) => {
  const token = typeof params.token === "string" ? params.token : "";
  await unlockShare(token, req.headers.get(SHARE_PASSWORD_HEADER), clientIp(req));
  const query = analyticsQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return adminJson(await loadAnalyticsDashboard(query));
});
