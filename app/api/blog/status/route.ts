import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { getSiteContent } from "@/lib/data/site";
import { isBlogEnabled } from "@/lib/site/elements";

export const dynamic = "force-dynamic";

// GET /api/blog/status (spec section 7): never stale, so it is never cached.
export const GET = apiHandler({}, async () => {
  const enabled = isBlogEnabled(await getSiteContent());
  return NextResponse.json({ enabled }, { headers: { "Cache-Control": "no-store" } });
});
