import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { assertHumanTiming, limitForm } from "@/lib/api/form-guard";
import { requestSubscription } from "@/lib/newsletter/subscribe";
import { subscribeSchema } from "@/lib/validation/newsletter";
import { SUBSCRIBE_REPLY } from "@/lib/newsletter/texts";

export const dynamic = "force-dynamic";

// POST /api/newsletter/subscribe { email, topics? }: the footer's and the articles' subscribe form.
export const POST = apiHandler({ schema: subscribeSchema, before: limitForm("newsletter-subscribe") }, async ({ body }) => {
  assertHumanTiming(body.fillMs);
  await requestSubscription(body.email, body.topics);
  return NextResponse.json({ success: true, message: SUBSCRIBE_REPLY }, { headers: { "Cache-Control": "no-store" } });
});
