import { describe, expect, it } from "vitest";
import { evenTicks } from "@/components/admin/analytics/even-ticks";

describe("evenTicks", () => {
  it("keeps every label of a short series and an even step of a long one", () => {
    const days = Array.from({ length: 30 }, (_, i) => i);
    expect(evenTicks(days.slice(0, 7))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const ticks = evenTicks(days);
    expect(ticks).toEqual([0, 4, 8, 12, 16, 20, 24, 28]);
    expect(new Set(ticks.slice(1).map((t, i) => t - ticks[i]!)).size).toBe(1);
    expect(evenTicks(Array.from({ length: 90 }, (_, i) => i))).toHaveLength(8);
    expect(evenTicks([])).toEqual([]);
  });
});
