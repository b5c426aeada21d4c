import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { hashPassword } from "@/lib/auth/password";
import { logActivity } from "@/lib/data/activity";
import { createAnalyticsShare, listAnalyticsShares, type ShareRow } from "@/lib/data/analytics-shares";
import { siteUrl } from "@/lib/env";
import { shareToken } from "@/lib/owner/share-token";
import { analyticsShareSchema } from "@/lib/validation/analytics-share";

export const dynamic = "force-dynamic";

const withUrl = (row: ShareRow) => ({ ...row, url: row.revokedAt ? null : `${siteUrl}/share/analytics/${shareToken(row.id)}` });

// GET /api/admin/analytics-shares -> the shared analytics links, live first, each with its address.
export const GET = apiHandler({ admin: true }, async () => adminJson({ shares: (await listAnalyticsShares()).map(withUrl) }));

// POST /api/admin/analytics-shares {label?, password?} -> 201 the new link.
export const POST = apiHandler({ admin: true, schema: analyticsShareSchema }, async ({ req, body, admin }) => {
  const share = await createAnalyticsShare({ label: body.label, passwordHash: body.password ? await hashPassword(body.password) : null, createdBy: admin.id });
  await logActivity({ action: "analytics_shared", detail: `Shared analytics link created${share.hasPassword ? " (with a password)" : ""}`, adminId: admin.id, ip: clientIp(req) });
  return adminJson({ share: withUrl(share) }, { status: 201 });
});
