import { describe, expect, it } from "vitest";
import { brandImageUrl, recolourSvg, tint } from "@/lib/site/brand-images";

describe("the drawings in the primary colour", () => {
  it("replaces the blue and its tints, and leaves the other colours alone", () => {
    const svg = '<rect fill="#2563eb"/><circle fill="#DBEAFE"/><path stroke="#f59e0b"/><text fill="#0f172a"/>';
    expect(recolourSvg(svg, "#EA580C")).toBe(`<rect fill="#ea580c"/><circle fill="${tint("#ea580c", 0.84)}"/><path stroke="#f59e0b"/><text fill="#0f172a"/>`);
    expect(tint("#000000", 0.5)).toBe("#808080");
  });

  it("points pages at the redrawn copy only for a bundled drawing under another primary colour", () => {
    expect(brandImageUrl("/images/hero.svg", "#EA580C")).toBe("/brand/hero.svg?v=ea580c");
    expect(brandImageUrl("/images/screens/screen-07.svg", "#ea580c")).toBe("/brand/screens/screen-07.svg?v=ea580c");
    expect(brandImageUrl("/images/hero.svg", "#2563EB")).toBe("/images/hero.svg");
    expect(brandImageUrl("/uploads/mine.webp", "#ea580c")).toBe("/uploads/mine.webp");
  });
});
