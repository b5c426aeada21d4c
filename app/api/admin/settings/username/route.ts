import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { changeUsername, USERNAME_UPDATED } from "@/lib/admin/settings";
import { usernameSchema } from "@/lib/validation/admin";

// POST /api/admin/settings/username {username}: blank is ignored; else 'Username updated successfully!'.
export const POST = apiHandler({ admin: true, schema: usernameSchema }, async ({ req, body, admin }) => {
  const result = await changeUsername(admin, body.username, clientIp(req));
  return adminJson({ success: true, changed: result.changed, user: { username: result.username }, message: result.changed ? USERNAME_UPDATED : "" });
});
