import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { assertHumanTiming, limitForm } from "@/lib/api/form-guard";
import { requestSubscription } from "@/lib/newsletter/subscribe";
import { subscribeSchema } from "@/lib/validation/newsletter";

export const dynamic = "force-dynamic";

/** The reply, the same for a member, a stranger and a limited address: a form never tells which. */
export const SUBSCRIBE_REPLY = "Thanks! Check your inbox: unless your address is already confirmed, we are e-mailing you a link to confirm it.";

// POST /api/newsletter/subscribe { email, topics? }: the footer's and the articles' subscribe form.
export const POST = apiHandler({ schema: subscribeSchema, before: limitForm("newsletter-subscribe") }, async ({ body }) => {
  assertHumanTiming(body.fillMs);
  await requestSubscription(body.email, body.topics);
  return NextResponse.json({ success: true, message: SUBSCRIBE_REPLY }, { headers: { "Cache-Control": "no-store" } });
});
