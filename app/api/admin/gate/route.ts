import { NextResponse } from "next/server";
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { checkGatePassword, setGateCookie } from "@/lib/auth/gate";
import { logActivity } from "@/lib/data/activity";
import { assertLoginAllowed, recordLoginFailure } from "@/lib/rate-limit";

const gateSchema = z.object({ password: z.string().min(1, "Password is required").max(256) });

// POST /api/admin/gate {password}: unlocks the visual editor and the debug page for this session.
// Wrong passwords count as failed logins (same lockout).
export const POST = apiHandler({ admin: true, schema: gateSchema }, async ({ req, body, admin }) => {
  const ip = clientIp(req);
  await assertLoginAllowed(admin.username, ip);
  if (!(await checkGatePassword(admin, body.password))) {
    await recordLoginFailure(admin.username, ip);
    await logActivity({ action: "gate_failed", detail: "Wrong password at an admin gate", adminId: admin.id, ip });
    throw new ApiError("unauthorized", "Invalid admin password");
  }
  await logActivity({ action: "gate_unlocked", detail: "Unlocked an admin gate", adminId: admin.id, ip });
  const response = NextResponse.json({ success: true, message: "Access granted" });
  await setGateCookie(response, admin);
  return response;
});
