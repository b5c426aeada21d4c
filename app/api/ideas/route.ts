import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { listBoardIdeas } from "@/lib/data/ideas";
import { boardQuerySchema } from "@/lib/validation/ideas";

export const dynamic = "force-dynamic";

// GET /api/ideas?sort=top|trending|new&status=&q=: the board's list as /ideas's controls change
// it. Public ideas only, with the admin's words and counts: nothing about submitters or voters.
export const GET = apiHandler({}, async ({ req }) => {
  const query = boardQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return NextResponse.json({ items: await listBoardIdeas(query) }, { headers: { "Cache-Control": "public, max-age=0, s-maxage=5" } });
});
