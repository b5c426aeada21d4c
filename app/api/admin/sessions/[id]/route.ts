import { notFound } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { revokeOneSession } from "@/lib/admin/sessions";
import { signedOut } from "@/lib/auth/session";

// DELETE /api/admin/sessions/{id}: ends one of the admin's sessions (the current one signs out here).
export const DELETE = apiHandler({ admin: true }, async ({ req, admin, params }) => {
  const id = String(params.id ?? "");
  if (!(await revokeOneSession(admin, id, clientIp(req)))) throw notFound("Session");
  const response = adminJson({ success: true, current: id === admin.sessionId, message: "Session signed out" });
  return id === admin.sessionId ? signedOut(response) : response;
});
