import { describe, expect, it } from "vitest";
import { canonicalTagPath } from "@/lib/blog/urls";

describe("canonicalTagPath", () => {
  it("sends another casing of a tag, and its later pages, to the lower-case archive", () => {
    expect(canonicalTagPath("/blog/tag/Laptops")).toBe("/blog/tag/laptops");
    expect(canonicalTagPath("/blog/tag/BICYCLES/2")).toBe("/blog/tag/bicycles/2");
    expect(canonicalTagPath("/blog/tag/Home%20Repair")).toBe("/blog/tag/home%20repair");
  });

  it("leaves canonical tag URLs and other paths alone", () => {
    expect(canonicalTagPath("/blog/tag/laptops")).toBeNull();
    expect(canonicalTagPath("/blog/tag/home%20repair/3")).toBeNull();
    expect(canonicalTagPath("/blog/Some-Post")).toBeNull();
    expect(canonicalTagPath("/Blog/tag/X")).toBeNull();
  });
});
