import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { setSubscriptions, subscribedTopics } from "@/lib/data/newsletter-subscriptions";
import { inTransaction } from "@/lib/data/transaction";
import { requireMember } from "@/lib/members/session";
import { subscribeMember } from "@/lib/newsletter/subscription";
import { topicsSchema } from "@/lib/validation/newsletter";

export const dynamic = "force-dynamic";
const PRIVATE = { "Cache-Control": "no-store" };

// GET /api/account/newsletter: the signed-in member's topics.
export const GET = apiHandler({}, async ({ req }) => {
  const member = await requireMember(req);
  return NextResponse.json({ topics: await subscribedTopics(member.id) }, { headers: PRIVATE });
});

// POST /api/account/newsletter { topics }: the member's topics become exactly these (the first
// subscription ever queues the welcome e-mail).
export const POST = apiHandler({ schema: topicsSchema }, async ({ req, body }) => {
  const member = await requireMember(req);
  const topics = await inTransaction(async (tx) => {
    await subscribeMember(tx, member, body.topics);
    return setSubscriptions(member.id, body.topics, tx);
  });
  return NextResponse.json({ success: true, topics }, { headers: PRIVATE });
});
