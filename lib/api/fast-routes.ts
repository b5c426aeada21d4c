import "server-only";
import type { ApiRequest, JsonReply } from "@/lib/api/handler";

/** "METHOD /path" -> the route's own handler core (FastRouteHandler.fast). */
export type FastRoutes = Map<string, (req: ApiRequest) => Promise<Response | JsonReply>>;

/**
 * Hands our HTTP server (scripts/lib/fast-routes.mjs) the public calls it answers without Next's
 * routing pipeline (~0.5 ms of CPU per request, see docs/performance.md): the very handlers that
 * the route files export, so there is one implementation of each call. A global, as for the
 * front cache: the server is not part of the app bundle. Called once at start (instrumentation.ts).
 */
export async function registerFastRoutes() {
  const [feedback, count, pageview] = await Promise.all([
    import("@/app/api/feedback/route"),
    import("@/app/api/feedback/count/route"),
    import("@/app/api/pageview/route"),
  ]);
  const routes: FastRoutes = new Map([
    ["POST /api/feedback", feedback.POST.fast],
    ["GET /api/feedback/count", count.GET.fast],
    ["POST /api/pageview", pageview.POST.fast],
  ]);
  (globalThis as { __stepwiseFastRoutes?: FastRoutes }).__stepwiseFastRoutes = routes;
}
