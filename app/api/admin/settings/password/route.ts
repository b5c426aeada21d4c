import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { changePassword } from "@/lib/admin/settings";
import { PASSWORD_MESSAGES, passwordChangeSchema } from "@/lib/validation/admin";

// POST /api/admin/settings/password {currentPassword, newPassword, confirmPassword}: the spec's
// checks and messages; the current session stays valid.
export const POST = apiHandler({ admin: true, schema: passwordChangeSchema }, async ({ req, body, admin }) => {
  await changePassword(admin, body, clientIp(req));
  return adminJson({ success: true, message: PASSWORD_MESSAGES.updated });
});
