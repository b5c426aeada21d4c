import { describe, expect, it } from "vitest";
import { buildAnalytics, rangeStart } from "@/lib/admin/analytics";

const now = new Date("2025-07-10T15:00:00Z");

describe("dashboard analytics", () => {
  it("has one row per day of the range, zero-filled", () => {
    const report = buildAnalytics(7, [], [], now);
    expect(report.series.map((r) => r.day)).toEqual(["2025-07-04", "2025-07-05", "2025-07-06", "2025-07-07", "2025-07-08", "2025-07-09", "2025-07-10"]);
    expect(report.series[0]).toMatchObject({ feedback: 0, cta_click: 0, theme_toggle: 0 });
    expect(rangeStart(30, now).toISOString()).toBe("2025-06-11T00:00:00.000Z");
  });

  it("sums submissions and events per day, and totals per event and call-to-action id", () => {
    const report = buildAnalytics(
      7,
      [{ day: "2025-07-10", kind: "feedback", count: 2 }, { day: "2025-07-09", kind: "contact", count: 1 }, { day: "2025-01-01", kind: "feedback", count: 9 }],
      [
        { day: "2025-07-10", name: "cta_click", ctaId: "hero_prototype_button", count: 3 },
        { day: "2025-07-10", name: "cta_click", ctaId: "hero_feedback_button", count: 1 },
        { day: "2025-07-08", name: "theme_toggle", ctaId: null, count: 5 },
      ],
      now,
    );
    expect(report.series.at(-1)).toMatchObject({ feedback: 2, cta_click: 4 });
    expect(report.totals.submissions).toEqual({ feedback: 2, suggestions: 0, contact: 1 });
    expect(report.totals.events).toMatchObject({ cta_click: 4, theme_toggle: 5, feedback_submit: 0 });
    expect(report.totals.ctas).toEqual({ hero_prototype_button: 3, hero_feedback_button: 1 });
  });
});
