import "server-only";
import { ApiError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { logActivity } from "@/lib/data/activity";
import { reviewReferral } from "@/lib/data/waitlist";

/**
 * The admin's approve or reject of a flagged referral (POST, no body): 404 for no such referral,
 * 409 when it is not awaiting review (counted, or decided already). Logged.
 */
export const referralReviewHandler = (decision: "approved" | "rejected") =>
  apiHandler({ admin: true }, async ({ req, params, admin }) => {
    const id = String(params.id ?? "");
    const result = await reviewReferral(id, decision, admin.username);
    if (!result.ok) {
      if (result.reason === "not_found") throw new ApiError("not_found", "No such referral");
      throw new ApiError("conflict", `This referral is not awaiting review (it is ${result.state})`);
    }
    await logActivity({ action: `waitlist_referral_${decision}`, detail: `Waitlist referral ${id} ${decision}`, adminId: admin.id, ip: clientIp(req) });
    return adminJson({ success: true, state: result.state });
  });
