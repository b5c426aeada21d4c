import { NextResponse } from "next/server";
import { recordServerEvents } from "@/lib/analytics/collect";
import { apiHandler } from "@/lib/api/handler";
import { limitForm } from "@/lib/api/form-guard";
import { linkProblemError } from "@/lib/members/link-texts";
import { withMemberSession } from "@/lib/members/session";
import { linkTokenSchema } from "@/lib/validation/member";
import { confirmWaitlistLink } from "@/lib/waitlist/service";
import { placeMessage } from "@/lib/waitlist/texts";

export const dynamic = "force-dynamic";

// POST /api/waitlist/confirm ({ token }): the button of the waitlist link's page. Uses the link up,
// signs the member in (the member session cookie) and gives the place. Only this POST does so:
// opening the link (GET or HEAD) changes nothing.
export const POST = apiHandler({ schema: linkTokenSchema, before: limitForm("waitlist-confirm") }, async ({ req, body }) => {
  const outcome = await confirmWaitlistLink(body.token);
  if (outcome.kind !== "joined") throw linkProblemError(outcome.kind);
  if (outcome.join.kind === "joined" && outcome.join.created) await recordServerEvents(req, ["waitlist_joined"]);
  return withMemberSession(NextResponse.json({ success: true, message: placeMessage(outcome.join), ...outcome.join }), outcome.sessionToken);
});
