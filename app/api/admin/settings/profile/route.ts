import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { PROFILE_UPDATED, updateProfile } from "@/lib/admin/settings";
import { profileSchema } from "@/lib/validation/profile";

// PUT /api/admin/settings/profile {displayName, bio, avatar}: the author shown on every post.
export const PUT = apiHandler({ admin: true, schema: profileSchema }, async ({ req, body, admin }) => {
  const profile = await updateProfile(admin, body, clientIp(req));
  return adminJson({ success: true, profile, message: PROFILE_UPDATED });
});
