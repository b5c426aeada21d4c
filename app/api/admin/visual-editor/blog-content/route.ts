import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { getSiteContent } from "@/lib/data/site";
import { BLOG_TEXT_DEFAULTS, BLOG_TEXT_KEYS, text } from "@/lib/site/elements";

export const dynamic = "force-dynamic";

// GET /api/admin/visual-editor/blog-content (spec 7): the six blog text keys, saved values over
// their built-in fallbacks.
export const GET = apiHandler({ admin: true }, async () => {
  const content = await getSiteContent();
  const map = Object.fromEntries(BLOG_TEXT_KEYS.map((key) => [key, text(content, key) || BLOG_TEXT_DEFAULTS[key]]));
  return NextResponse.json(map, { headers: { "Cache-Control": "private, no-store" } });
});
