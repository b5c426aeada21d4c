import { oneClickRoutes } from "@/lib/api/one-click";
import { muteIdea, stopIdeaUpdates } from "@/lib/data/idea-votes";
import { IDEA_LINK_INVALID, IDEA_MUTED, IDEA_UPDATES_STOPPED, verifyIdeaUnsubscribeToken } from "@/lib/ideas/unsubscribe-links";

export const dynamic = "force-dynamic";

// POST /api/ideas/unsubscribe?token=…: an idea e-mail's List-Unsubscribe target (RFC 8058 one-click)
// and its page's buttons: stops e-mails about that idea; with `scope=all`, about every idea (the
// member's "idea updates" preference). GET lands on the page.
const routes = oneClickRoutes({
  verify: verifyIdeaUnsubscribeToken,
  apply: async ({ memberId, ideaId }, req) => {
    if (req.nextUrl.searchParams.get("scope") === "all") return (await stopIdeaUpdates(memberId)) ? IDEA_UPDATES_STOPPED : null;
    return (await muteIdea(memberId, ideaId)) ? IDEA_MUTED : null;
  },
  invalid: IDEA_LINK_INVALID,
  page: "/ideas/unsubscribe",
});
export const POST = routes.POST;
export const GET = routes.GET;
