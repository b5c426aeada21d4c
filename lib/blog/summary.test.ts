import { describe, expect, it } from "vitest";
import { DERIVED_EXCERPT_LENGTH, plainText, postExcerpt, postSeoDescription, postSeoTitle } from "@/lib/blog/summary";

const post = { title: "Fixing a drawer", excerpt: "", content: "## Tools\n\nUse a **Phillips** [screwdriver](https://x.test) and ![a photo](/uploads/a.png) care." };

describe("post summaries", () => {
  it("derives the excerpt from the content's plain words when none is written", () => {
    expect(plainText(post.content)).toBe("Use a Phillips screwdriver and care.");
    expect(postExcerpt(post)).toBe("Use a Phillips screwdriver and care.");
    const long = postExcerpt({ ...post, content: "word ".repeat(100) });
    expect(long.length).toBeLessThanOrEqual(DERIVED_EXCERPT_LENGTH);
    expect(long.endsWith("word…")).toBe(true);
  });

  it("falls back: SEO title → title, SEO description → excerpt → content", () => {
    expect(postSeoTitle(post)).toBe("Fixing a drawer");
    expect(postSeoTitle({ ...post, seoTitle: "Drawer repair in 5 steps" })).toBe("Drawer repair in 5 steps");
    expect(postSeoDescription({ ...post, excerpt: "Short." })).toBe("Short.");
    expect(postSeoDescription({ ...post, excerpt: "Short.", seoDescription: "For search." })).toBe("For search.");
    expect(postSeoDescription(post)).toBe(postExcerpt(post));
  });
});
