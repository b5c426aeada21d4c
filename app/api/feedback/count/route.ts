import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { getProgramState } from "@/lib/data/program";
import { formatSiteDate } from "@/lib/format/site-date";

export const dynamic = "force-dynamic";

// GET /api/feedback/count (spec section 7): the claimed tester slots, plus what the landing page
// needs to show the programme's state (cap, open, live count on, deadline). Read afresh on every
// request: a claim that commits on any instance shows at once.
export const GET = apiHandler({}, async () => {
  const state = await getProgramState();
  return NextResponse.json(
    {
      count: state.claimed, cap: state.cap, open: state.open, live: state.liveCount, deadline: state.deadline.toISOString(),
      deadlineText: formatSiteDate(state.deadline, "day"),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
});
