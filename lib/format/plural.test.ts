import { describe, expect, it } from "vitest";
import { countOf } from "@/lib/format/plural";

describe("countOf", () => {
  it("words one, none and many", () => {
    expect(countOf(1, "suggestion")).toBe("1 suggestion");
    expect(countOf(0, "suggestion")).toBe("0 suggestions");
    expect(countOf(2, "feedback entry", "feedback entries")).toBe("2 feedback entries");
    expect(countOf(1, "person", "people")).toBe("1 person");
  });
});
