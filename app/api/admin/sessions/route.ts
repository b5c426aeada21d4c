import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { activeSessions, signOutEverywhere } from "@/lib/admin/sessions";
import { signedOut } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

// GET /api/admin/sessions -> {sessions}: the admin's live sessions, the current one marked.
export const GET = apiHandler({ admin: true }, async ({ admin }) => adminJson({ sessions: await activeSessions(admin) }));

// DELETE /api/admin/sessions: "Sign out everywhere", this session included.
export const DELETE = apiHandler({ admin: true }, async ({ req, admin }) => {
  await signOutEverywhere(admin, clientIp(req));
  return signedOut(adminJson({ success: true, message: "Signed out everywhere" }));
});
