import { NextResponse } from "next/server";
import { checkDatabase } from "@/lib/health";

export const dynamic = "force-dynamic";

// GET /healthz: 200 after a real database round trip, 503 when the database cannot be reached (within 2 s).
export async function GET() {
  const db = await checkDatabase();
  return NextResponse.json(
    { status: db === "ok" ? "ok" : "degraded", db },
    { status: db === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
