import { NextResponse, type NextRequest } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { recordEvent } from "@/lib/data/analytics";
import { limitEvents } from "@/lib/rate-limit";
import { eventSchema } from "@/lib/validation/events";

// POST /api/events (DECISIONS.md, analytics): one allow-listed, cookie-free event.
export const POST = apiHandler(
  { schema: eventSchema, maxBodyBytes: 1024, before: (req: NextRequest) => limitEvents(clientIp(req)) },
  async ({ body }) => {
    await recordEvent(body.name, body.ctaId ?? null);
    return NextResponse.json({ success: true }, { status: 201 });
  },
);
