import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { ApiError } from "@/lib/api/errors";
import { setSubscriptions } from "@/lib/data/newsletter-subscriptions";
import { NEWSLETTER_LINK_INVALID } from "@/lib/newsletter/texts";
import { newsletterLinkMember } from "@/lib/newsletter/link-member";
import { tokenTopicsSchema } from "@/lib/validation/newsletter";

export const dynamic = "force-dynamic";

// POST /api/newsletter/preferences { token, topics }: the unsubscribe page's topic switches; the
// newsletter's signed link is the authority (no sign-in needed to leave a list).
export const POST = apiHandler({ schema: tokenTopicsSchema }, async ({ body }) => {
  const member = await newsletterLinkMember(body.token);
  if (!member) throw new ApiError("bad_request", NEWSLETTER_LINK_INVALID, { token: NEWSLETTER_LINK_INVALID });
  return NextResponse.json({ success: true, topics: await setSubscriptions(member.memberId, body.topics) }, { headers: { "Cache-Control": "no-store" } });
});
