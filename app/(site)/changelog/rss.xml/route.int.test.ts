import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/(site)/changelog/rss.xml/route";
import { saveSiteRevision } from "@/lib/data/site";
import { db } from "@/lib/db";
import { resetDatabase } from "@/tests/integration/helpers";

const BODY = [
  "## Faster export",
  "CSV export is **twice as fast**; see [the docs](https://docs.example.com/export).",
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(2)">',
  "[click me](javascript:alert(3))",
].join("\n\n");

const decode = (xml: string) => xml.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&#39;/g, "'").replace(/&amp;/g, "&");

beforeAll(async () => {
  await resetDatabase();
  await saveSiteRevision({ elements: { "changelog-enabled": "true" }, customCss: "", changed: ["changelog-enabled"] });
  await db.changelogEntry.create({ data: { title: "Export", body: BODY, date: new Date("2026-11-20"), status: "published", publishedAt: new Date("2026-11-20T10:00:00Z") } });
});

describe("GET /changelog/rss.xml", () => {
  it("carries each entry's markdown as the page renders it: sanitised HTML, never the raw text", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    const xml = await response.text();
    const description = decode(/<description>([^<]*)<\/description>\s*<pubDate>/.exec(xml)?.[1] ?? "");
    expect(description).toContain("<h3>Faster export</h3>");
    expect(description).toContain("<strong>twice as fast</strong>");
    expect(description).toContain('<a href="https://docs.example.com/export" rel="noopener noreferrer nofollow ugc">the docs</a>');
    expect(description).not.toMatch(/<script|onerror|javascript:|## |\*\*|<!--/i);
  });
});
