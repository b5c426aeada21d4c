import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { identifyVisitor, withinAnalyticsLimit } from "@/lib/analytics/collect";
import { ApiError } from "@/lib/api/errors";
import { recordEvent } from "@/lib/data/analytics";
import { eventSchema, isServerEvent } from "@/lib/validation/events";

// POST /api/events: one allow-listed, cookie-free event. The steps the server sees happen
// (SERVER_EVENTS) are refused: it records them itself, so no client can fake a funnel. A bot, a
// visitor who opted out and an address over its analytics limit get the usual answer, unrecorded.
export const POST = apiHandler({ schema: eventSchema, maxBodyBytes: 1024 }, async ({ req, body }) => {
  if (isServerEvent(body.name)) {
    throw new ApiError("bad_request", `${body.name} is recorded by the server where it happens; a client cannot send it.`, { name: `${body.name} is recorded by the server` });
  }
  const accepted = () => NextResponse.json({ success: true }, { status: 201 });
  if (!(await withinAnalyticsLimit(req))) return accepted();
  // The visitor hash links the event to the day's visits (funnel per source).
  const visitor = await identifyVisitor(req);
  if (visitor) await recordEvent(body.name, body.ctaId ?? null, visitor.visitorId);
  return accepted();
});
