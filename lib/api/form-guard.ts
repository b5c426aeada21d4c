import "server-only";
import { ApiError, retryAfter } from "@/lib/api/errors";
import { describeWait } from "@/lib/format/wait";
import { clientIp } from "@/lib/api/request";
import { MIN_FORM_FILL_MS } from "@/lib/config";
import { limitFormSubmission } from "@/lib/rate-limit";

/** `before` hook of the public form handlers: per-address rate limit for one endpoint. */
export const limitForm = (endpoint: string) => (req: { headers: { get(name: string): string | null } }) => limitFormSubmission(endpoint, clientIp(req));

/**
 * The minimum fill time: a form that reports how long it was open (`fillMs`) must have been open
 * at least MIN_FORM_FILL_MS. (The honeypot is checked by the schema: `website` must be empty.)
 */
export function assertHumanTiming(fillMs: number | undefined) {
  if (fillMs === undefined) return;
  if (fillMs < MIN_FORM_FILL_MS) {
    const wait = (MIN_FORM_FILL_MS - fillMs) / 1000;
    throw new ApiError(
      "validation_failed",
      `The form was submitted too quickly. ${describeWait(wait)}`,
      { fillMs: "Submitted too quickly" },
      retryAfter(wait),
    );
  }
}
