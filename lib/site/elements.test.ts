import { describe, expect, it } from "vitest";
import { EDITOR_FONTS } from "@/lib/config";
import { DEFAULT_ELEMENTS, ELEMENTS, ELEMENT_IDS, text } from "@/lib/site/elements";
import { cssValue, siteCssVariables } from "@/lib/site/css";

describe("visual editor elements", () => {
  it("have unique kebab-case ids and the spec's defaults", () => {
    expect(new Set(ELEMENT_IDS).size).toBe(ELEMENT_IDS.length);
    for (const id of ELEMENT_IDS) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(DEFAULT_ELEMENTS["site-title"]).toBe("StepWise");
    expect(DEFAULT_ELEMENTS["heading-font"]).toBe("Inter");
    expect(DEFAULT_ELEMENTS["heading-size"]).toBe("36");
    expect(DEFAULT_ELEMENTS["body-size"]).toBe("16");
    expect(DEFAULT_ELEMENTS["container-width"]).toBe("1200px");
    expect(DEFAULT_ELEMENTS["section-padding"]).toBe("80");
    expect(DEFAULT_ELEMENTS["button-radius"]).toBe("8");
    expect(DEFAULT_ELEMENTS["blog-enabled"]).toBe("false");
    expect(EDITOR_FONTS).toContain(DEFAULT_ELEMENTS["body-font"]);
  });

  it("turn saved values into CSS variables", () => {
    const content = { elements: { ...DEFAULT_ELEMENTS, "primary-color": "#ff0000", "heading-font": "Poppins" }, customCss: "", revisionId: 1 };
    const style = siteCssVariables(content) as Record<string, string>;
    expect(style["--site-primary"]).toBe("#ff0000");
    expect(style["--site-heading-font"]).toBe("var(--font-poppins)");
    expect(style["--site-section-padding"]).toBe("80px");
    expect(cssValue("body-font", "Comic Sans")).toBe("var(--font-inter)");
    expect(text(content, "unknown-id")).toBe("");
    expect(ELEMENTS.filter((e) => e.category === "blog-content")).toHaveLength(6);
  });
});
