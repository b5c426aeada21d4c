import { NextResponse } from "next/server";
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { setGateCookie } from "@/lib/auth/gate";
import { checkOwnPassword } from "@/lib/auth/password-check";
import { logActivity } from "@/lib/data/activity";

const gateSchema = z.object({ password: z.string().min(1, "Password is required").max(256) });

// POST /api/admin/gate {password}: unlocks the visual editor and the debug page for this session.
// Wrong passwords count in their own bucket, apart from the login lockout (429 with the wait).
export const POST = apiHandler({ admin: true, schema: gateSchema }, async ({ req, body, admin }) => {
  const ip = clientIp(req);
  if (!(await checkOwnPassword(admin, body.password, ip))) {
    await logActivity({ action: "gate_failed", detail: "Wrong password at an admin gate", adminId: admin.id, ip });
    throw new ApiError("unauthorized", "Invalid admin password");
  }
  await logActivity({ action: "gate_unlocked", detail: "Unlocked an admin gate", adminId: admin.id, ip });
  const response = NextResponse.json({ success: true, message: "Access granted" });
  await setGateCookie(response, admin);
  return response;
});
