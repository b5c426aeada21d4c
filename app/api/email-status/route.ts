import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { getTokenAdmin } from "@/lib/auth/session";
import { getEmailStatus } from "@/lib/email/status";

export const dynamic = "force-dynamic";

// GET /api/email-status (spec section 7): the e-mail system's health from a real provider check.
// Visitors see the state; the signed-in admin also sees the provider's URL and error text.
export const GET = apiHandler({}, async ({ req }) => {
  const detailed = (await getTokenAdmin(req)) !== null;
  return NextResponse.json(await getEmailStatus({ detailed }), { headers: { "Cache-Control": "no-store", Vary: "Cookie" } });
});
