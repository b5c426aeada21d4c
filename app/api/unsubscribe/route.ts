import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { ApiError } from "@/lib/api/errors";
import { suppressAddress } from "@/lib/data/suppressions";
import { INVALID_UNSUBSCRIBE_MESSAGE, UNSUBSCRIBED_MESSAGE } from "@/lib/email/unsubscribe-texts";
import { verifyUnsubscribeToken } from "@/lib/email/unsubscribe";
import { siteUrl } from "@/lib/env";

export const dynamic = "force-dynamic";

// POST /api/unsubscribe?token=…: the List-Unsubscribe target. RFC 8058 one-click (mail providers
// POST "List-Unsubscribe=One-Click" from their servers) and the confirm page's button. A bad token
// gets the same 400 whatever address it names: nothing is looked up before the signature holds.
export const POST = apiHandler({ accepts: "one-click" }, async ({ req }) => {
  const address = verifyUnsubscribeToken(req.nextUrl.searchParams.get("token"));
  if (!address) throw new ApiError("bad_request", INVALID_UNSUBSCRIBE_MESSAGE, { token: INVALID_UNSUBSCRIBE_MESSAGE });
  await suppressAddress(address, "link");
  return NextResponse.json({ success: true, message: UNSUBSCRIBED_MESSAGE }, { headers: { "Cache-Control": "no-store" } });
});

// GET /api/unsubscribe?token=…: a mail client that opens the header's link in a browser lands on
// the confirm page (a GET never unsubscribes: link scanners follow links).
export const GET = apiHandler({}, async ({ req }) => {
  const token = req.nextUrl.searchParams.get("token") ?? "";
  return NextResponse.redirect(`${siteUrl}/unsubscribe?token=${encodeURIComponent(token)}`, 303);
});
