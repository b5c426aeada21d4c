import { describe, expect, it } from "vitest";
import { costlyPathKind } from "@/lib/security/costly-paths";

describe("costlyPathKind", () => {
  it("names the paths that can cost an encode or a render on a miss", () => {
    expect(costlyPathKind("/_next/image")).toBe("image");
    expect(costlyPathKind("/opengraph-image")).toBe("og");
    expect(costlyPathKind("/opengraph-image-1x2y3z")).toBe("og");
    expect(costlyPathKind("/blog/hello-world/og.png")).toBe("og");
    expect(costlyPathKind("/sitemaps/posts-2.xml")).toBe("sitemap");
    expect(costlyPathKind("/blog", new URLSearchParams("q=engine"))).toBe("search");
    expect(costlyPathKind("/blog/", new URLSearchParams("tag=cars&q=wheel"))).toBe("search");
    expect(costlyPathKind("/share/analytics/abc.def")).toBe("analytics-share");
    expect(costlyPathKind("/api/share/analytics/abc.def")).toBe("analytics-share");
  });

  it("leaves pages, static files and the sitemap index alone", () => {
    for (const path of ["/", "/privacy", "/blog/hello-world", "/_next/static/chunks/a.js", "/uploads/ab.jpg", "/sitemap.xml", "/api/events", "/blog/a/b/og.png"]) {
      expect(costlyPathKind(path), path).toBeNull();
    }
    // The blog's list and its pages without a search are plain cached pages.
    for (const query of ["", "q=", "q=%20", "tag=cars", "page=2"]) expect(costlyPathKind("/blog", new URLSearchParams(query)), query).toBeNull();
  });
});
