import { countOf } from "@/lib/format/plural";

// How long to wait, in the words a visitor reads ("Try again in 2 minutes"). Every error that tells
// the client to come back later (rate limits, lockouts, too-fast forms) builds its text and its
// Retry-After header here, so the two always agree.

/** Whole seconds to wait, at least 1 (the Retry-After header's value). */
export const retryAfterSeconds = (seconds: number) => Math.max(1, Math.ceil(Number.isFinite(seconds) ? seconds : 1));

/** "1 second", "45 seconds", "2 minutes", "1 hour", "3 hours": rounded up, never "0". */
export function waitInWords(seconds: number): string {
  const s = retryAfterSeconds(seconds);
  if (s < 60) return countOf(s, "second");
  if (s < 3600) return countOf(Math.ceil(s / 60), "minute");
  if (s < 86_400) return countOf(Math.ceil(s / 3600), "hour");
  return countOf(Math.ceil(s / 86_400), "day");
}

/** "Try again in 2 minutes." */
export const describeWait = (seconds: number) => `Try again in ${waitInWords(seconds)}.`;
