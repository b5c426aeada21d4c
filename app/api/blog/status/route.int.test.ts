import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/blog/status/route";
import { saveSiteRevision } from "@/lib/data/site";
import { DEFAULT_ELEMENTS } from "@/lib/site/elements";
import { request, resetDatabase } from "@/tests/integration/helpers";

beforeAll(resetDatabase);

describe("GET /api/blog/status", () => {
  it("says disabled by default and follows the saved blog toggle, never cached", async () => {
    let response = await GET(request("/api/blog/status"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ enabled: false });

    await saveSiteRevision({ elements: { ...DEFAULT_ELEMENTS, "blog-enabled": "true" }, customCss: "", changed: ["blog-enabled"] });
    response = await GET(request("/api/blog/status"));
    expect(await response.json()).toEqual({ enabled: true });
  });
});
