// Which provider failures are worth another try, and when. Pure functions: unit tested.
import { OUTBOX_BACKOFF_BASE_MS, OUTBOX_BACKOFF_MAX_MS } from "@/lib/config";

/** Retry-After as seconds or an HTTP date, in milliseconds from `now`; null when absent or invalid. */
export function parseRetryAfter(value: string | null | undefined, now: Date): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now.getTime());
}

/**
 * Exponential backoff with "equal jitter": half the window is fixed, half random, so retries of
 * many messages after an outage spread out instead of arriving together.
 */
export function backoffMs(attempt: number, random: () => number = Math.random, baseMs = OUTBOX_BACKOFF_BASE_MS, maxMs = OUTBOX_BACKOFF_MAX_MS) {
  const window = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(window / 2 + random() * (window / 2));
}

/** 429, 5xx, network errors (no status) and a concurrent request with the same idempotency key. */
export function isRetryable(statusCode: number | null, name?: string) {
  if (statusCode === null) return true;
  if (statusCode === 429 || statusCode >= 500) return true;
  return statusCode === 409 && name === "concurrent_idempotent_requests";
}

/** When the next try may happen: the backoff, but never before the provider's Retry-After. */
export function nextAttemptAt(now: Date, attempt: number, retryAfterMs: number | null, random: () => number = Math.random, baseMs?: number) {
  const wait = Math.max(backoffMs(attempt, random, baseMs), retryAfterMs ?? 0);
  return new Date(now.getTime() + wait);
}
