import { ApiError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { logActivity } from "@/lib/data/activity";
import { resendTesterConfirmation } from "@/lib/testers/service";

// POST /api/admin/testers/{id}/resend: a new confirmation link for a reservation still within its
// time, e-mailed again; the older links stop working and the time limit starts again.
export const POST = apiHandler({ admin: true }, async ({ req, params, admin }) => {
  const result = await resendTesterConfirmation(String(params.id ?? ""));
  if (!result.ok) throw new ApiError(result.reason, result.message);
  await logActivity({ action: "tester_link_resent", detail: `Confirmation link sent again to ${result.value.email}`, adminId: admin.id, ip: clientIp(req) });
  return adminJson({ success: true });
});
