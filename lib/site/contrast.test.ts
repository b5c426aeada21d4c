import { describe, expect, it } from "vitest";
import { colourNotes, contrastRatio, contrastWarnings, readableTextOn } from "@/lib/site/contrast";

describe("WCAG contrast", () => {
  it("measures the known ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#2563eb", "#ffffff")).toBeCloseTo(5.17, 2);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("red", "#ffffff")).toBeNull();
  });

  it("picks black or white text for a button colour, whichever reads better", () => {
    expect(readableTextOn("#2563eb")).toBe("#ffffff");
    expect(readableTextOn("#f59e0b")).toBe("#000000");
    expect(readableTextOn("#fde047")).toBe("#000000");
    expect(readableTextOn("#0f172a")).toBe("#ffffff");
  });

  it("warns on the colours of a pair that fails AA, and not on the defaults", () => {
    expect(contrastWarnings({ "text-color": "#0f172a", "background-color": "#ffffff", "primary-color": "#2563eb", "secondary-color": "#0f172a" })).toEqual({});
    const warnings = contrastWarnings({ "text-color": "#999999", "background-color": "#ffffff", "primary-color": "#fde047", "secondary-color": "#0f172a" });
    expect(Object.keys(warnings).sort()).toEqual(["background-color", "primary-color", "text-color"]);
    expect(warnings["text-color"]).toBe("Contrast 2.85:1 for text on the background: WCAG AA asks for at least 4.5:1.");
    // An orange that passes 3:1 still fails as the links' text colour.
    expect(contrastWarnings({ "primary-color": "#ea580c", "background-color": "#ffffff" })["primary-color"]).toBe("Contrast 3.56:1 for links and buttons on the background: WCAG AA asks for at least 4.5:1.");
  });
});

describe("the editor's colour notes", () => {
  it("names the buttons' text colour under the primary colour, after its warning when it has one", () => {
    expect(colourNotes({ "primary-color": "#2563eb", "background-color": "#ffffff" })["primary-color"]).toEqual({ warning: false, text: "Button text: white, chosen for contrast (5.2:1)." });
    expect(colourNotes({ "primary-color": "#ff0080", "background-color": "#ffffff" })["primary-color"]).toEqual({
      warning: true,
      text: "Contrast 3.77:1 for links and buttons on the background: WCAG AA asks for at least 4.5:1. Button text: black, chosen for contrast (5.6:1).",
    });
  });
});
