import { describe, expect, it } from "vitest";
import { DEFAULT_ELEMENTS } from "@/lib/site/elements";
import { diffSiteValues } from "@/lib/site/diff";

describe("diffSiteValues", () => {
  it("names each changed element with its old and new value, in the editor's order", () => {
    const before = { ...DEFAULT_ELEMENTS, "custom-css": "" };
    const after = { ...before, "hero-heading": "New heading", "blog-enabled": "true", "custom-css": "h1{color:red}" };
    expect(diffSiteValues(before, after)).toEqual([
      { id: "hero-heading", label: "Hero heading", before: DEFAULT_ELEMENTS["hero-heading"], after: "New heading" },
      { id: "blog-enabled", label: "Blog enabled", before: "false", after: "true" },
      { id: "custom-css", label: "Custom CSS", before: "", after: "h1{color:red}" },
    ]);
  });

  it("is empty for equal states, and treats a missing value as empty", () => {
    expect(diffSiteValues({ "hero-heading": "a" }, { "hero-heading": "a" })).toEqual([]);
    expect(diffSiteValues({}, { "hero-heading": "" })).toEqual([]);
  });
});
