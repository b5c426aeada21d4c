import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { castVote, withdrawVote } from "@/lib/ideas/votes";
import { requireMember } from "@/lib/members/session";
import { ideaParamsSchema } from "@/lib/validation/ideas";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

// POST /api/ideas/{id}/vote: the signed-in member's vote (once per idea; again changes nothing).
export const POST = apiHandler({}, async ({ req, params }) => {
  const member = await requireMember(req);
  const { id } = ideaParamsSchema.parse(params);
  return NextResponse.json(await castVote(id, member.id), { headers: NO_STORE });
});

// DELETE /api/ideas/{id}/vote: takes the member's vote back.
export const DELETE = apiHandler({}, async ({ req, params }) => {
  const member = await requireMember(req);
  const { id } = ideaParamsSchema.parse(params);
  return NextResponse.json(await withdrawVote(id, member.id), { headers: NO_STORE });
});
