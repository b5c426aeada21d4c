import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { resetAdminSettings } from "@/lib/admin/settings";
import { resetSettingsSchema } from "@/lib/validation/admin";

// POST /api/admin/settings/reset {currentPassword}: restores the default username and password,
// clears the activity history and logs the reset. generatedPassword is set (once) only when
// ADMIN_PASSWORD is not configured.
export const POST = apiHandler({ admin: true, schema: resetSettingsSchema }, async ({ req, body, admin }) => {
  const result = await resetAdminSettings(admin, body.currentPassword, clientIp(req));
  return adminJson({
    success: true,
    user: { username: result.username },
    generatedPassword: result.generatedPassword,
    message: "Admin settings were reset to defaults",
  });
});
