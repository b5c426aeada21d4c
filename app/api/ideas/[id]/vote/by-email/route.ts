import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { assertHumanTiming, limitForm } from "@/lib/api/form-guard";
import { findVotableIdea, insertPendingVote } from "@/lib/data/idea-votes";
import { sendMemberLink } from "@/lib/members/sign-in";
import { ideaParamsSchema, VOTE_LINK_SENT, voteByEmailSchema } from "@/lib/validation/ideas";

export const dynamic = "force-dynamic";

// POST /api/ideas/{id}/vote/by-email { email }: a visitor who is not signed in votes by address.
// A sign-in link is e-mailed with the vote stored beside it; pressing the link page's button signs
// them in and records the vote (lib/members/sign-in.ts). Nothing is counted before that.
export const POST = apiHandler({ schema: voteByEmailSchema, before: limitForm("idea-vote") }, async ({ params, body }) => {
  assertHumanTiming(body.fillMs);
  const { id } = ideaParamsSchema.parse(params);
  const idea = await findVotableIdea(id);
  if (!idea) throw notFound("Idea");
  await sendMemberLink(body.email, "sign_in", (tx, tokenHash) => insertPendingVote(tx, tokenHash, idea.id));
  return NextResponse.json({ success: true, message: VOTE_LINK_SENT }, { status: 202, headers: { "Cache-Control": "no-store" } });
});
