import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugify, uniqueSlug } from "@/lib/blog/slug";
import { countWords, postStatsLabel, readingMinutes, readingTimeLabel } from "@/lib/blog/reading-time";
import { formatPostDate } from "@/lib/blog/format";
import { pageFromSegments } from "@/lib/blog/urls";

describe("slugify", () => {
  it.each([
    ["Hello World", "hello-world"],
    ["  Héllo, Wörld!  ", "hello-world"],
    ["5 Tips for Safe Teardowns", "5-tips-for-safe-teardowns"],
    ["Don't panic: it's fine", "dont-panic-its-fine"],
    ["---", "post"],
    ["日本語", "post"],
    ["a/b\\c?d#e", "a-b-c-d-e"],
  ])("%s -> %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("caps the length and never ends on a dash", () => {
    const slug = slugify("word ".repeat(60));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});

describe("uniqueSlug", () => {
  it("keeps a free slug and suffixes a taken one", async () => {
    const taken = new Set(["guide", "guide-2"]);
    const isTaken = async (s: string) => taken.has(s);
    expect(await uniqueSlug("fresh", isTaken)).toBe("fresh");
    expect(await uniqueSlug("guide", isTaken)).toBe("guide-3");
  });

  it("stays within the length limit with a suffix", async () => {
    const base = slugify("x".repeat(200));
    const slug = await uniqueSlug(base, async (s) => s === base);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith("-2")).toBe(true);
  });
});

describe("reading time", () => {
  it("counts words, not markup", () => {
    expect(countWords("## A heading\n\n- **bold** item\n- *two*")).toBe(5);
    expect(countWords("")).toBe(0);
  });

  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
  ])("%i words -> %i min (words ÷ 200, rounded up)", (words, minutes) => {
    expect(readingMinutes(Array.from({ length: words }, () => "word").join(" "))).toBe(minutes);
  });

  it("labels it", () => {
    expect(readingTimeLabel("one two")).toBe("1 min read");
    // The post form: an empty post has no reading time.
    expect(postStatsLabel("")).toBe("No words yet");
    expect(postStatsLabel("## \n\n*")).toBe("No words yet");
    expect(postStatsLabel("one")).toBe("1 word · 1 min read");
  });
});

describe("formatPostDate", () => {
  it("formats in the site's locale and zone (en-GB, UTC) and says 'Unknown date' when missing", () => {
    expect(formatPostDate(new Date("2025-07-04T23:30:00Z"))).toBe("4 July 2025");
    expect(formatPostDate(null)).toBe("Unknown date");
    expect(formatPostDate("not a date")).toBe("Unknown date");
  });
});

describe("reserved slugs", () => {
  it("never gives a post the path of the author page or the tag archives", async () => {
    expect(await uniqueSlug("author", async () => false)).toBe("author-2");
    expect(await uniqueSlug("tag", async () => false)).toBe("tag-2");
  });
});

describe("archive page segments", () => {
  it("page 1 has one URL (no segment); later pages are plain numbers", () => {
    expect(pageFromSegments(undefined)).toBe(1);
    expect(pageFromSegments([])).toBe(1);
    expect(pageFromSegments(["2"])).toBe(2);
    for (const bad of [["1"], ["02"], ["x"], ["2", "3"], ["-1"], ["999999"]]) expect(pageFromSegments(bad)).toBeNull();
  });
});
