import { ApiError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { logActivity } from "@/lib/data/activity";
import { revokeTester } from "@/lib/data/testers";
import { testerRevokeSchema } from "@/lib/validation/admin";

// POST /api/admin/testers/{id}/revoke {reason, freeSlot}: revokes a tester for abuse (the terms
// allow it), recording who, when and why; the slot goes to the next person only when freeSlot.
export const POST = apiHandler({ admin: true, schema: testerRevokeSchema }, async ({ req, body, params, admin }) => {
  const id = String(params.id ?? "");
  const result = await revokeTester(id, { by: admin.username, reason: body.reason, freeSlot: body.freeSlot });
  if (!result.ok) throw new ApiError(result.reason, result.message);
  const detail = `Tester ${result.value.slot === null ? "(no slot)" : `#${result.value.slot}`} revoked${result.value.freed ? ", slot freed" : ""}: ${body.reason}`;
  await logActivity({ action: "tester_revoked", detail: detail.slice(0, 300), adminId: admin.id, ip: clientIp(req) });
  return adminJson({ success: true, ...result.value });
});
