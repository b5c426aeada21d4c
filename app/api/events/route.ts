import { NextResponse, type NextRequest } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { identifyVisitor } from "@/lib/analytics/collect";
import { clientIp } from "@/lib/api/request";
import { recordEvent } from "@/lib/data/analytics";
import { limitEvents } from "@/lib/rate-limit";
import { eventSchema } from "@/lib/validation/events";

// POST /api/events: one allow-listed, cookie-free event.
export const POST = apiHandler(
  { schema: eventSchema, maxBodyBytes: 1024, before: (req: NextRequest) => limitEvents(clientIp(req)) },
  async ({ req, body }) => {
    // The visitor hash links the event to the day's visits (funnel per source); null if opted out or a bot.
    const visitor = await identifyVisitor(req);
    await recordEvent(body.name, body.ctaId ?? null, visitor?.visitorId ?? null);
    return NextResponse.json({ success: true }, { status: 201 });
  },
);
