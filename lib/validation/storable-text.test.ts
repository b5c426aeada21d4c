import { describe, expect, it } from "vitest";
import { findUnstorableText, hasUnstorableText } from "@/lib/validation/storable-text";

describe("unstorable text", () => {
  it.each([
    ["a lone high surrogate", "ab\ud800cd"],
    ["a lone low surrogate", "\udc00"],
    ["a high surrogate at the end", "x\ud83d"],
    ["NUL", "a\u0000b"],
    ["a bell", "\u0007"],
    ["an escape", "\u001b[31m"],
    ["DEL", "\u007f"],
    ["a vertical tab", "\u000b"],
  ])("refuses %s", (_, text) => expect(hasUnstorableText(text)).toBe(true));

  it.each([
    ["plain text", "Hello, StepWise"],
    ["tabs and line breaks", "line 1\r\nline 2\tend"],
    ["an emoji (a valid surrogate pair)", "😀 ok"],
    ["accents and CJK", "café 日本"],
    ["the empty string", ""],
  ])("keeps %s", (_, text) => expect(hasUnstorableText(text)).toBe(false));

  it("names the first bad field, nested and in arrays", () => {
    expect(findUnstorableText({ a: "ok", b: "x\u0000" })).toBe("b");
    expect(findUnstorableText({ post: { tags: ["ok", "\ud800"] } })).toBe("post.tags.1");
    expect(findUnstorableText({ ["k\u0000"]: 1 })).toBe("_key");
    expect(findUnstorableText("\ud800")).toBe("_");
    expect(findUnstorableText({ a: 1, b: null, c: [true, "fine"] })).toBeNull();
  });
});

describe("unstorable text in a deeply nested body", () => {
  it("walks 5,000 levels without overflowing the stack", () => {
    const deep = JSON.parse(`${"[".repeat(5000)}"\\u0000"${"]".repeat(5000)}`);
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)+$/);
    expect(findUnstorableText(JSON.parse(`${"[".repeat(5000)}${"]".repeat(5000)}`))).toBeNull();
  });
});
