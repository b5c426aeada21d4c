import { describe, expect, it } from "vitest";
import { siteCssOverride } from "@/lib/site/css";
import { DEFAULT_SITE_CONTENT } from "@/lib/site/elements";

const content = (values: Record<string, string>) => ({ ...DEFAULT_SITE_CONTENT, elements: { ...DEFAULT_SITE_CONTENT.elements, ...values } });

describe("a draft's design over the published one", () => {
  it("sets every --site-* variable on :root, above <html>'s inline style", () => {
    const css = siteCssOverride(content({ "primary-color": "#ea580c", "button-radius": "4" }));
    expect(css).toMatch(/^:root\{.*\}$/);
    expect(css).toContain("--site-primary:#ea580c !important");
    expect(css).toContain("--site-button-radius:4px !important");
  });

  it("leaves out a value that could end the rule or the style element", () => {
    const css = siteCssOverride(content({ "primary-color": "red;}</style><script>" }));
    expect(css).not.toContain("<");
    expect(css).not.toContain("--site-primary:");
  });
});
