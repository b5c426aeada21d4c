import { NextResponse } from "next/server";
import { recordServerEvents } from "@/lib/analytics/collect";
import { ApiError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { limitForm } from "@/lib/api/form-guard";
import { TESTER_LINK_PROBLEM_TITLE } from "@/lib/testers/link-texts";
import { confirmTesterLink } from "@/lib/testers/service";
import { linkTokenSchema } from "@/lib/validation/member";

export const dynamic = "force-dynamic";

// POST /api/tester/confirm ({ token }): the "Confirm" button of the tester confirmation link's
// page. Gives the next free spot, queues the welcome e-mail and creates the member of the
// address. Only this POST does so: opening the link (GET or HEAD) changes nothing.
export const POST = apiHandler(
  { schema: linkTokenSchema, before: limitForm("tester-confirm") },
  async ({ req, body }) => {
    const outcome = await confirmTesterLink(body.token);
    // All slots went to people who confirmed first: the address is proved all the same and takes a
    // place in line (null when it may not wait: revoked, or a tester already).
    if (outcome.kind === "full") {
      if (outcome.joined) await recordServerEvents(req, ["waitlist_joined"]);
      return NextResponse.json({ success: true, slot: null, place: outcome.place }, { headers: { "Cache-Control": "no-store" } });
    }
    if (outcome.kind === "confirmed" || outcome.kind === "already_confirmed") {
      // The funnel's last step, counted once: a second press finds the spot already confirmed.
      if (outcome.kind === "confirmed") await recordServerEvents(req, ["tester_confirmed"]);
      return NextResponse.json(
        { success: true, slot: outcome.slot },
        { headers: { "Cache-Control": "no-store" } },
      );
    }
    const title = TESTER_LINK_PROBLEM_TITLE[outcome.kind];
    const bad = outcome.kind === "forged" || outcome.kind === "malformed";
    throw new ApiError(
      bad ? "bad_request" : "conflict",
      `${title}. Open the link again to see why and what to do next.`,
      { token: title },
    );
  },
);
