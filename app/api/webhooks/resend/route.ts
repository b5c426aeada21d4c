import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { ApiError } from "@/lib/api/errors";
import { applyProviderEvent } from "@/lib/data/provider-events";
import { env } from "@/lib/env";
import { verifyResendEvent } from "@/lib/newsletter/resend-webhook";

export const dynamic = "force-dynamic";

/** Resend's events are small; anything larger is not one. */
const MAX_EVENT_BYTES = 64 * 1024;

const refused = () => new ApiError("unauthorized", "The webhook signature is missing, wrong, stale or already used");

// POST /api/webhooks/resend: Resend's delivery events, signed with RESEND_WEBHOOK_SECRET (Svix).
// Unsigned, wrongly signed, stale or replayed: 401, and nothing changes.
export const POST = apiHandler({ accepts: "signed" }, async ({ req }) => {
  if (Number(req.headers.get("content-length") ?? 0) > MAX_EVENT_BYTES) throw new ApiError("payload_too_large", `Request body must be at most ${MAX_EVENT_BYTES} bytes`);
  const raw = await req.text();
  if (raw.length > MAX_EVENT_BYTES) throw new ApiError("payload_too_large", `Request body must be at most ${MAX_EVENT_BYTES} bytes`);
  const verified = verifyResendEvent(raw, req.headers, env.RESEND_WEBHOOK_SECRET);
  if (!verified || !(await applyProviderEvent(verified.id, verified.event))) throw refused();
  return NextResponse.json({ received: true }, { headers: { "Cache-Control": "no-store" } });
});
