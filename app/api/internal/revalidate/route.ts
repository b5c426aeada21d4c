import { revalidatePath } from "next/cache";
import { timingSafeEqual } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

// Called once by the HTTP server when it starts: pages prerendered by `next build` hold default
// content (the build has no database), so every cached page is revalidated against the database.
export async function POST(req: NextRequest) {
  const expected = env.STEPWISE_INTERNAL_TOKEN ?? "";
  const given = req.headers.get("x-stepwise-internal-token") ?? "";
  const ok = expected.length > 0 && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  if (!ok) return NextResponse.json({ error: { code: "not_found", message: "Not found" } }, { status: 404 });
  revalidatePath("/", "layout");
  return NextResponse.json({ revalidated: true });
}
