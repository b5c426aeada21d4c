import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { OVERVIEW_RECENT_FEEDBACK } from "@/lib/config";
import { countContactMessages } from "@/lib/data/contact";
import { countFeedback, listFeedback } from "@/lib/data/feedback";
import { getProgramState } from "@/lib/data/program";
import { countSuggestions } from "@/lib/data/suggestions";

export const dynamic = "force-dynamic";

// GET /api/admin/overview -> totals, the latest 3 feedback entries, tester count (n / cap) and live-count state.
export const GET = apiHandler({ admin: true }, async () => {
  const [feedback, suggestions, contact, recent, program] = await Promise.all([
    countFeedback(),
    countSuggestions(),
    countContactMessages(),
    listFeedback({}, { skip: 0, take: OVERVIEW_RECENT_FEEDBACK }),
    getProgramState(),
  ]);
  return adminJson({
    totals: { feedback, suggestions, contact },
    recentFeedback: recent,
    testers: { claimed: program.claimed, cap: program.cap, open: program.open, deadline: program.deadline },
    liveCount: program.liveCount,
  });
});
