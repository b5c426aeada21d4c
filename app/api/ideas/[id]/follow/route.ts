import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { setFollow } from "@/lib/ideas/votes";
import { requireMember } from "@/lib/members/session";
import { ideaParamsSchema } from "@/lib/validation/ideas";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

// POST /api/ideas/{id}/follow: the signed-in member follows the idea (its news by e-mail).
export const POST = apiHandler({}, async ({ req, params }) => {
  const member = await requireMember(req);
  const { id } = ideaParamsSchema.parse(params);
  return NextResponse.json(await setFollow(id, member.id, true), { headers: NO_STORE });
});

// DELETE /api/ideas/{id}/follow: stops following.
export const DELETE = apiHandler({}, async ({ req, params }) => {
  const member = await requireMember(req);
  const { id } = ideaParamsSchema.parse(params);
  return NextResponse.json(await setFollow(id, member.id, false), { headers: NO_STORE });
});
