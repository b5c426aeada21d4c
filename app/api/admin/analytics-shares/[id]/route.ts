import { notFound } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { logActivity } from "@/lib/data/activity";
import { revokeAnalyticsShare } from "@/lib/data/analytics-shares";

// DELETE /api/admin/analytics-shares/{id}: revokes the link at once (its address answers 404).
export const DELETE = apiHandler({ admin: true }, async ({ req, params, admin }) => {
  const id = typeof params.id === "string" ? params.id : "";
  if (!(await revokeAnalyticsShare(id))) throw notFound("Shared link");
  await logActivity({ action: "analytics_share_revoked", detail: "Shared analytics link revoked", adminId: admin.id, ip: clientIp(req) });
  return adminJson({ revoked: true });
});
