import { describe, expect, it } from "vitest";
import { isRetryable, parseRetryAfter } from "@/lib/email/retry";

describe("retry policy", () => {
  const now = new Date("2026-01-01T00:00:00Z");

  it("reads Retry-After as seconds or as an HTTP date", () => {
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter("1.5", now)).toBe(1500);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("Wed, 31 Dec 2025 23:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });

  it("retries 429, 5xx, network errors and concurrent idempotent requests, nothing else", () => {
    expect(isRetryable(null)).toBe(true);
    expect(isRetryable(429)).toBe(true);
    expect(isRetryable(500)).toBe(true);
    expect(isRetryable(503)).toBe(true);
    expect(isRetryable(409, "concurrent_idempotent_requests")).toBe(true);
    expect(isRetryable(409, "invalid_idempotent_request")).toBe(false);
    expect(isRetryable(422)).toBe(false);
    expect(isRetryable(401)).toBe(false);
  });

});
