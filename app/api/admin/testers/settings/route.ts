import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { logActivity } from "@/lib/data/activity";
import { updateProgramSettings } from "@/lib/data/program";
import { testerSettingsSchema } from "@/lib/validation/admin";

// PATCH /api/admin/testers/settings {confirmHours}: how long new confirmation links stay valid
// (links already sent keep their time).
export const PATCH = apiHandler({ admin: true, schema: testerSettingsSchema }, async ({ req, body, admin }) => {
  await updateProgramSettings({ confirmHours: body.confirmHours });
  await logActivity({ action: "tester_settings_changed", detail: `Confirmation links valid for ${body.confirmHours} hours`, adminId: admin.id, ip: clientIp(req) });
  return adminJson({ success: true, confirmHours: body.confirmHours });
});
