import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { ApiError } from "@/lib/api/errors";
import { siteUrl } from "@/lib/env";
import { newsletterLinkMember, unsubscribeByLink } from "@/lib/newsletter/link-member";
import { NEWSLETTER_LINK_INVALID } from "@/lib/newsletter/texts";

export const dynamic = "force-dynamic";

// POST /api/newsletter/unsubscribe?token=…: a newsletter's List-Unsubscribe target. RFC 8058
// one-click (mail providers POST from their servers, no page) and the unsubscribe page's button.
// The signature is checked before anything is looked up.
export const POST = apiHandler({ accepts: "one-click" }, async ({ req }) => {
  const member = await newsletterLinkMember(req.nextUrl.searchParams.get("token"));
  if (!member) throw new ApiError("bad_request", NEWSLETTER_LINK_INVALID, { token: NEWSLETTER_LINK_INVALID });
  await unsubscribeByLink(member);
  return NextResponse.json({ success: true, message: "You are unsubscribed from the newsletter." }, { headers: { "Cache-Control": "no-store" } });
});

// GET: a mail client that opens the header's link in a browser lands on the page (a GET never unsubscribes).
export const GET = apiHandler({}, async ({ req }) => {
  const token = req.nextUrl.searchParams.get("token") ?? "";
  return NextResponse.redirect(`${siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, 303);
});
