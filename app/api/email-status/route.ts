import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { getEmailStatus } from "@/lib/email/status";

export const dynamic = "force-dynamic";

// GET /api/email-status (spec section 7): the e-mail system's health from a real provider check.
export const GET = apiHandler({}, async () => {
  return NextResponse.json(await getEmailStatus(), { headers: { "Cache-Control": "no-store" } });
});
