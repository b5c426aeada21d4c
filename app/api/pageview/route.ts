import { apiHandler } from "@/lib/api/handler";
import { identifyVisitor, isExistingPage, SITE_HOST, withinAnalyticsLimit } from "@/lib/analytics/collect";
import { referrerHost, utmParameters } from "@/lib/analytics/visitor";
import { recordPageView } from "@/lib/data/analytics";
import { logger } from "@/lib/logger";
import { PAGE_VIEW_MAX_BYTES, pageViewSchema } from "@/lib/validation/pageview";

export const dynamic = "force-dynamic";

const accepted = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

// POST /api/pageview (first-party, cookie-free analytics): one public page view from the beacon. Bad input
// gets a 4xx from the wrapper; a visitor who opted out, a bot, an address over its analytics
// limit, a post that does not exist or a failed write gets 204 and is not stored (the beacon
// never retries, and analytics never makes a visitor see an error).
export const POST = apiHandler({ schema: pageViewSchema, maxBodyBytes: PAGE_VIEW_MAX_BYTES }, async ({ req, body, requestId }) => {
  try {
    if (!(await withinAnalyticsLimit(req))) return accepted();
    const visitor = await identifyVisitor(req);
    if (!visitor || !(await isExistingPage(body.path))) return accepted();
    await recordPageView({
      ...visitor,
      path: body.path,
      referrerHost: referrerHost(body.referrer, SITE_HOST),
      ...utmParameters(body.query),
    });
  } catch (error) {
    logger.warn(`[${requestId}] page view dropped: ${error instanceof Error ? error.message : String(error)}`);
  }
  return accepted();
});
