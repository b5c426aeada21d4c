import { revalidatePath } from "next/cache";
import { timingSafeEqual } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { ensureFirstAdmin } from "@/lib/admin/first-account";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

// Called once by the launcher when the server listens (and when a database that was down comes
// back): pages prerendered by `next build` hold default content (the build has no database), so
// every cached page is revalidated against the database; the first admin account is made if the
// database was not there when the app started (instrumentation.ts).
export async function POST(req: NextRequest) {
  const expected = env.STEPWISE_INTERNAL_TOKEN ?? "";
  const given = req.headers.get("x-stepwise-internal-token") ?? "";
  const ok = expected.length > 0 && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  if (!ok) return NextResponse.json({ error: { code: "not_found", message: "Not found" } }, { status: 404 });
  await ensureFirstAdmin();
  revalidatePath("/", "layout");
  return NextResponse.json({ revalidated: true });
}
