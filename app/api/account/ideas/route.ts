import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { memberIdeaState } from "@/lib/data/idea-votes";
import { requireMember } from "@/lib/members/session";
import { ideaIdsQuerySchema } from "@/lib/validation/ideas";

export const dynamic = "force-dynamic";

// GET /api/account/ideas?ids=a,b: which of these ideas the signed-in member voted for and follows,
// for their buttons on the (cached, shared) board pages. Their own state only, never stored by a cache.
export const GET = apiHandler({}, async ({ req }) => {
  const member = await requireMember(req);
  const { ids } = ideaIdsQuerySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
  return NextResponse.json(await memberIdeaState(member.id, ids), { headers: { "Cache-Control": "private, no-store" } });
});
