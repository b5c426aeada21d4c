import { describe, expect, it } from "vitest";
import { buildFunnel, eventLabel, FUNNEL_STEPS } from "@/lib/analytics/funnel";
import { change, chartBuckets, resolveRange } from "@/lib/analytics/range";
import { PUBLIC_PATH } from "@/lib/analytics/public-path";

const now = new Date("2025-07-10T15:00:00Z");

describe("resolveRange", () => {
  it("ends today for the presets and compares with the period just before", () => {
    expect(resolveRange({ days: 1 }, now)).toEqual({ from: "2025-07-10", to: "2025-07-10", previousFrom: "2025-07-09", previousTo: "2025-07-09", days: 1 });
    expect(resolveRange({ days: 7 }, now)).toMatchObject({ from: "2025-07-04", previousFrom: "2025-06-27", previousTo: "2025-07-03", days: 7 });
  });
  it("takes a custom range as given", () => {
    expect(resolveRange({ days: 30, from: "2025-06-01", to: "2025-06-10" }, now)).toEqual({
      from: "2025-06-01",
      to: "2025-06-10",
      previousFrom: "2025-05-22",
      previousTo: "2025-05-31",
      days: 10,
    });
  });
  it("has 24 hourly buckets for one day, one per day otherwise", () => {
    expect(chartBuckets(resolveRange({ days: 1 }, now), true)).toHaveLength(24);
    expect(chartBuckets(resolveRange({ days: 7 }, now), false)).toEqual(["2025-07-04", "2025-07-05", "2025-07-06", "2025-07-07", "2025-07-08", "2025-07-09", "2025-07-10"]);
  });
});

describe("change", () => {
  it("is relative, zero for nothing to nothing, and null without a base", () => {
    expect(change(15, 10)).toBe(0.5);
    expect(change(0, 0)).toBe(0);
    expect(change(3, 0)).toBeNull();
  });
});

describe("funnel", () => {
  it("counts each step against the visitors", () => {
    const steps = buildFunnel(10, (e) => ({ feedback_open: 5, feedback_submit: 2, tester_reserved: 2, tester_confirmed: 1 })[e] ?? 0);
    expect(steps.map((s) => [s.key, s.visitors, s.rate])).toEqual([
      ["visitors", 10, 1],
      ["form_opened", 5, 0.5],
      ["submitted", 2, 0.2],
      ["reserved", 2, 0.2],
      ["confirmed", 1, 0.1],
    ]);
    expect(buildFunnel(0, () => 0).every((s) => s.rate === 0)).toBe(true);
    expect(FUNNEL_STEPS.at(-1)?.key).toBe("confirmed");
  });
  it("labels events for people", () => {
    expect(eventLabel("cta_click", "hero_feedback_button")).toBe("Call to action clicked: Hero: Share Feedback");
    expect(eventLabel("theme_toggle")).toBe("Theme switched");
  });
});

describe("PUBLIC_PATH", () => {
  it.each(["/", "/privacy", "/terms", "/cookies", "/email-status", "/blog", "/blog/hello-world-2", "/roadmap", "/changelog", "/unsubscribe"])("accepts %s", (p) => expect(PUBLIC_PATH.test(p)).toBe(true));
  it.each(["/admin", "/api/events", "/blog/../admin", "/blog/Hello", "//evil.example", "/privacy/", "/?a=1", ""])("refuses %s", (p) =>
    expect(PUBLIC_PATH.test(p)).toBe(false),
  );
});
