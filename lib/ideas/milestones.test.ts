import { describe, expect, it } from "vitest";
import { milestoneOf } from "@/lib/ideas/milestones";

describe("milestoneOf", () => {
  it("is 0 below the first milestone and the highest one reached above it", () => {
    expect([0, 9, 10, 24, 25, 99, 100, 499, 500, 999].map(milestoneOf)).toEqual([0, 0, 10, 10, 25, 50, 100, 250, 500, 500]);
  });
  it("steps by a thousand past 1,000", () => {
    expect([1000, 1999, 2000, 12_345].map(milestoneOf)).toEqual([1000, 1000, 2000, 12_000]);
  });
});
