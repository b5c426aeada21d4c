import { describe, expect, it } from "vitest";
import { BLOG_LIMITS, blogPostSchema, parseBlogQuery } from "@/lib/validation/blog";

describe("blogPostSchema", () => {
  it("accepts the spec's payload and defaults to published", () => {
    const parsed = blogPostSchema.parse({ title: " Hi ", content: "Body", excerpt: "Short", tags: ["a", "A", " b "] });
    expect(parsed).toEqual({ title: "Hi", content: "Body", excerpt: "Short", tags: ["a", "b"], status: "published" });
  });

  it("keeps each tag once, in lower case (one archive and one URL per tag)", () => {
    expect(blogPostSchema.parse({ title: "t", content: "x", tags: ["Laptops", "repair", "laptops", "REPAIR"] }).tags).toEqual(["laptops", "repair"]);
  });

  it.each([
    [{ content: "x" }, "title"],
    [{ title: "t", content: "   " }, "content"],
    [{ title: "x".repeat(BLOG_LIMITS.title + 1), content: "x" }, "title"],
    [{ title: "t", content: "x", excerpt: "x".repeat(BLOG_LIMITS.excerpt + 1) }, "excerpt"],
    [{ title: "t", content: "x", tags: Array.from({ length: BLOG_LIMITS.tags + 1 }, (_, i) => `t${i}`) }, "tags"],
    [{ title: "t", content: "x", tags: ["x".repeat(BLOG_LIMITS.tag + 1)] }, "tags"],
    [{ title: "t", content: "x", tags: "a,b" }, "tags"],
    [{ title: "t", content: "x", status: "archived" }, "status"],
    [{ title: "t", content: "x", slug: "Bad Slug" }, "slug"],
    [{ title: "t", content: "x", featuredImage: "javascript:alert(1)" }, "featuredImage"],
  ])("rejects %j on %s", (input, field) => {
    const result = blogPostSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});

describe("parseBlogQuery", () => {
  it("reads q, tag and page and falls back on bad values", () => {
    // A tag is one lower-case spelling, in the URL as in the posts.
    expect(parseBlogQuery({ q: " safety ", tag: ["Repair", "x"], page: "2" })).toEqual({ q: "safety", tag: "repair", page: 2 });
    expect(parseBlogQuery({ page: "-4", q: "x".repeat(500) })).toEqual({ q: "", tag: "", page: 1 });
  });
});
