import { fastApiHandler, jsonReply } from "@/lib/api/handler";
import { getProgramState } from "@/lib/data/program";

export const dynamic = "force-dynamic";

// GET /api/feedback/count (spec section 7): the claimed tester slots, plus what the landing page
// needs to show the programme's state (cap, open, live count on, deadline). Also answered by our
// HTTP server without Next's pipeline (lib/api/fast-routes.ts).
export const GET = fastApiHandler({}, async () => {
  const state = await getProgramState();
  return jsonReply(
    { count: state.claimed, cap: state.cap, open: state.open, live: state.liveCount, deadline: state.deadline.toISOString() },
    { headers: { "Cache-Control": "no-store" } },
  );
});
