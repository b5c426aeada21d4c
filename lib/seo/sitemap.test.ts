import { describe, expect, it } from "vitest";
import { parseSitemapName, sitemapIndexXml, sitemapPages, urlSetXml } from "@/lib/seo/sitemap";

describe("sitemaps", () => {
  it("splits at 50,000 URLs", () => {
    expect([0, 1, 50_000, 50_001, 100_001].map(sitemapPages)).toEqual([0, 1, 1, 2, 3]);
  });
  it("parses child names and refuses others", () => {
    expect(parseSitemapName("pages.xml")).toEqual({ type: "pages", page: 1 });
    expect(parseSitemapName("posts-2.xml")).toEqual({ type: "posts", page: 2 });
    expect(parseSitemapName("tags-1.xml")).toEqual({ type: "tags", page: 1 });
    for (const bad of ["posts-0.xml", "posts.xml", "pages-1.xml", "../x", "tags-01.xml"]) expect(parseSitemapName(bad)).toBeNull();
  });
  it("writes escaped locations and ISO lastmods", () => {
    const at = new Date("2026-01-02T03:04:05.000Z");
    expect(urlSetXml([{ loc: "https://x.test/blog?tag=a&b", lastmod: at }])).toContain("<url><loc>https://x.test/blog?tag=a&amp;b</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>");
    expect(sitemapIndexXml([{ loc: "https://x.test/sitemaps/pages.xml" }])).toContain("<sitemapindex");
  });
});
