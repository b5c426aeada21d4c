import { NextResponse } from "next/server";
import { recordServerEvents } from "@/lib/analytics/collect";
import { apiHandler } from "@/lib/api/handler";
import { assertHumanTiming, limitForm } from "@/lib/api/form-guard";
import { getRequestMember } from "@/lib/members/session";
import { normalizeEmail } from "@/lib/testers/email";
import { waitlistJoinSchema } from "@/lib/validation/waitlist";
import { REF_CODE } from "@/lib/waitlist/ref-store";
import { joinAsMember, joinOriginOf, requestWaitlistJoin } from "@/lib/waitlist/service";
import { placeMessage, WAITLIST_SENT_MESSAGE } from "@/lib/waitlist/texts";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

// POST /api/waitlist ({ email, ref? }): joins the waitlist. The address is e-mailed a link whose
// button confirms the place; the answer is the same for every address (a member's, a tester's, a
// new one, one over its hourly links), so it tells no one who is known. A signed-in member who
// gives their own address joins at once, and the answer shows the place.
export const POST = apiHandler({ schema: waitlistJoinSchema, before: limitForm("waitlist") }, async ({ req, body }) => {
  assertHumanTiming(body.fillMs);
  const origin = await joinOriginOf(req);
  const member = await getRequestMember(req);
  if (member && member.emailKey === normalizeEmail(body.email)) {
    const join = await joinAsMember(member, origin);
    if (join.kind === "joined" && join.created) await recordServerEvents(req, ["waitlist_joined"]);
    return NextResponse.json({ success: true, joined: true, message: placeMessage(join), ...join }, { headers: NO_STORE });
  }
  const ref = body.ref && REF_CODE.test(body.ref) ? body.ref : null;
  await requestWaitlistJoin(body.email, ref, origin);
  return NextResponse.json({ success: true, joined: false, message: WAITLIST_SENT_MESSAGE }, { headers: NO_STORE });
});
