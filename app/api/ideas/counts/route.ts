import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { voteCounts } from "@/lib/data/ideas";
import { ideaIdsQuerySchema } from "@/lib/validation/ideas";

export const dynamic = "force-dynamic";

// GET /api/ideas/counts?ids=a,b -> {counts: {id: votes}}: the live vote counts of the public ideas
// on a cached board page. The page's own counts can be a regeneration behind a vote (a render that
// began before the vote may be stored after it); these are read afresh, cached two seconds at most.
export const GET = apiHandler({}, async ({ req }) => {
  const { ids } = ideaIdsQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return NextResponse.json({ counts: await voteCounts(ids) }, { headers: { "Cache-Control": "public, max-age=0, s-maxage=2" } });
});
