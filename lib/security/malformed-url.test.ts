import { describe, expect, it } from "vitest";
import { hasMalformedEncoding, malformedUrlResponse } from "@/lib/security/malformed-url";

describe("malformed percent-encoding", () => {
  it("spots what decodeURIComponent refuses, and only that", () => {
    for (const bad of ["/blog/%FF", "/uploads/%", "/preview/%E0%A4%A", "/api/blog/posts/%C0%AF", "/sitemaps/%ZZ"]) expect(hasMalformedEncoding(bad), bad).toBe(true);
    for (const good of ["/blog/hello", "/blog/caf%C3%A9", "/blog/100%25", "/", "/api/admin/feedback/abc"]) expect(hasMalformedEncoding(good), good).toBe(false);
  });

  it("answers the API in the error shape and pages with HTML, both 400", async () => {
    const api = malformedUrlResponse("/api/admin/feedback/%FF");
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: { code: "bad_request", message: expect.stringContaining("percent-encoding") } });
    const page = malformedUrlResponse("/blog/%FF");
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain("400 Bad Request");
  });
});
