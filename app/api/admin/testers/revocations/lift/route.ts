import { ApiError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { logActivity } from "@/lib/data/activity";
import { liftRevocation } from "@/lib/data/revocations";
import { revocationLiftSchema } from "@/lib/validation/admin";

// POST /api/admin/testers/revocations/lift {emailKey}: ends a revocation; the address may ask for
// a slot again (its old rows stay revoked, as history).
export const POST = apiHandler({ admin: true, schema: revocationLiftSchema }, async ({ req, body, admin }) => {
  if (!(await liftRevocation(body.emailKey))) throw new ApiError("not_found", "No revocation for this address");
  await logActivity({ action: "tester_revocation_lifted", detail: `Revocation lifted: ${body.emailKey}`.slice(0, 300), adminId: admin.id, ip: clientIp(req) });
  return adminJson({ success: true });
});
