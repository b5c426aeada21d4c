import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";

export const dynamic = "force-dynamic";

// GET /api/admin/session -> {success, user}, or 401 without a session.
export const GET = apiHandler({ admin: true }, async ({ admin }) =>
  NextResponse.json({ success: true, user: { username: admin.username } }, { headers: { "Cache-Control": "no-store" } }),
);
