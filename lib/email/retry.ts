// Which provider failures are worth another try (pg-boss times the retries). Pure functions: unit tested.

/** Retry-After as seconds or an HTTP date, in milliseconds from `now`; null when absent or invalid. */
export function parseRetryAfter(value: string | null | undefined, now: Date): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now.getTime());
}

/** 429, 5xx, network errors (no status) and a concurrent request with the same idempotency key. */
export function isRetryable(statusCode: number | null, name?: string) {
  if (statusCode === null) return true;
  if (statusCode === 429 || statusCode >= 500) return true;
  return statusCode === 409 && name === "concurrent_idempotent_requests";
}
