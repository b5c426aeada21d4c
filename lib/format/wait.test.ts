import { describe, expect, it } from "vitest";
import { describeWait, retryAfterSeconds, waitInWords } from "./wait";

describe("describeWait", () => {
  it("says the wait in plain words, rounded up", () => {
    expect(describeWait(0.2)).toBe("Try again in 1 second.");
    expect(describeWait(45)).toBe("Try again in 45 seconds.");
    expect(describeWait(60)).toBe("Try again in 1 minute.");
    expect(describeWait(61)).toBe("Try again in 2 minutes.");
    expect(describeWait(15 * 60)).toBe("Try again in 15 minutes.");
    expect(describeWait(3600)).toBe("Try again in 1 hour.");
    expect(describeWait(7201)).toBe("Try again in 3 hours.");
    expect(waitInWords(2 * 86_400)).toBe("2 days");
  });
  it("gives Retry-After a whole number of seconds, at least 1", () => {
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(1.2)).toBe(2);
    expect(retryAfterSeconds(Number.NaN)).toBe(1);
  });
});
