import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { withEmailConfirmed } from "@/lib/admin/lists";
import { OVERVIEW_RECENT_FEEDBACK } from "@/lib/config";
import { totalContactMessages } from "@/lib/data/contact";
import { listFeedback, totalFeedback } from "@/lib/data/feedback";
import { getProgramState } from "@/lib/data/program";
import { countAttention, previousVisit } from "@/lib/data/attention";
import { attentionItems } from "@/lib/owner/attention";
import { totalSuggestions } from "@/lib/data/suggestions";

export const dynamic = "force-dynamic";

// GET /api/admin/overview -> totals (estimated beyond a thousand rows: totalsEstimated), the latest
// 3 feedback entries, tester count (n / cap), live-count state, and what needs attention.
export const GET = apiHandler({ admin: true }, async ({ admin }) => {
  const now = new Date();
  const [feedback, suggestions, contact, recent, program, attention] = await Promise.all([
    totalFeedback(),
    totalSuggestions(),
    totalContactMessages(),
    listFeedback({}, { take: OVERVIEW_RECENT_FEEDBACK }),
    getProgramState(),
    previousVisit(admin.id).then((since) => countAttention(since, now)),
  ]);
  return adminJson({
    totals: { feedback: feedback.total, suggestions: suggestions.total, contact: contact.total },
    totalsEstimated: { feedback: feedback.estimated, suggestions: suggestions.estimated, contact: contact.estimated },
    recentFeedback: await withEmailConfirmed(recent),
    testers: { claimed: program.claimed, cap: program.cap, open: program.open, deadline: program.deadline },
    liveCount: program.liveCount,
    attention: attentionItems(attention, now),
  });
});
