import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/pageview/route";
import { POST as event } from "@/app/api/events/route";
import { loadAnalyticsDashboard } from "@/lib/admin/analytics-dashboard";
import { recordServerEvents } from "@/lib/analytics/collect";
import { db } from "@/lib/db";
import { rollUpAnalytics } from "@/lib/data/analytics-rollup";
import { request, resetDatabase } from "@/tests/integration/helpers";
import { expectError } from "@/tests/integration/public-forms";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

function view(body: unknown, { ua = CHROME, ip = "198.51.100.7", headers = {} as Record<string, string> } = {}) {
  return POST(request("/api/pageview", { method: "POST", body, ip, headers: { "user-agent": ua, ...headers } }));
}
const stored = () => db.analyticsPageView.count();

beforeAll(resetDatabase);
beforeEach(async () => {
  await db.analyticsPageView.deleteMany({});
  await db.analyticsEvent.deleteMany({});
});

describe("POST /api/pageview", () => {
  it("stores a page view with the referrer host, UTM parameters and UA classes, and no address or user agent", async () => {
    const response = await view({ path: "/", referrer: "https://www.news.example.org/a/b?secret=1", query: "?utm_source=Newsletter&utm_medium=email&utm_campaign=launch&gclid=x" });
    expect(response.status).toBe(204);
    const rows = await db.analyticsPageView.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: "/", referrerHost: "news.example.org", utmSource: "newsletter", utmMedium: "email", utmCampaign: "launch", device: "Desktop", browser: "Chrome", os: "Windows" });
    const text = JSON.stringify(rows, (_k, v) => (typeof v === "bigint" ? v.toString() : v));
    expect(text).not.toContain("198.51.100.7");
    expect(text).not.toContain("Mozilla");
  });

  it("stores every one of many concurrent page views (written in batches)", async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => view({ path: i % 2 ? "/terms" : "/" }, { ip: `198.51.100.${i}` })));
    expect(answers.every((r) => r.status === 204)).toBe(true);
    expect(await stored()).toBe(60);
  });

  it("gives one visitor the same hash all day, and another visitor another", async () => {
    await view({ path: "/" });
    await view({ path: "/privacy" });
    await view({ path: "/" }, { ua: IPHONE });
    const ids = (await db.analyticsPageView.findMany({ orderBy: { id: "asc" } })).map((r) => r.visitorId);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it.each([
    ["a bot", { ua: BOT }],
    ["Do Not Track", { headers: { dnt: "1" } }],
    ["Global Privacy Control", { headers: { "sec-gpc": "1" } }],
    ["no user agent", { ua: "" }],
  ])("does not count %s (204, nothing stored)", async (_name, options) => {
    expect((await view({ path: "/" }, options)).status).toBe(204);
    expect(await stored()).toBe(0);
  });

  it.each([
    ["a forged path", { path: "/admin" }],
    ["a path with a query", { path: "/?x=1" }],
    ["a traversal", { path: "/blog/../admin" }],
    ["an absolute URL", { path: "https://evil.example/" }],
    ["a missing path", {}],
    ["a wrong type", { path: 42 }],
    ["an overlong path", { path: `/blog/${"a".repeat(300)}` }],
  ])("answers 422 to %s and stores nothing", async (_name, body) => {
    await expectError(await view(body), 422, "validation_failed");
    expect(await stored()).toBe(0);
  });

  it("answers 400 naming an unknown field, and stores nothing", async () => {
    const error = await expectError(await view({ path: "/", email: "a@example.com" }), 400, "bad_request");
    expect(error.fields).toEqual({ email: "Unknown field" });
    expect(await stored()).toBe(0);
  });

  it("answers 400 to malformed JSON, 413 to an oversized beacon, 415 to a form post, 403 cross-site", async () => {
    const raw = (rawBody: string, headers: Record<string, string> = {}) =>
      POST(request("/api/pageview", { method: "POST", rawBody, headers: { "user-agent": CHROME, ...headers } }));
    await expectError(await raw("{\"path\": \"/\""), 400, "bad_request");
    await expectError(await raw(JSON.stringify({ path: "/", query: "x".repeat(10_000) })), 413, "payload_too_large");
    await expectError(await raw("path=/", { "content-type": "application/x-www-form-urlencoded" }), 415, "unsupported_media_type");
    await expectError(await raw(JSON.stringify({ path: "/" }), { origin: "https://evil.example" }), 403, "forbidden");
    expect(await stored()).toBe(0);
  });

  it("counts a page of a published post, not a slug-shaped path that names no post", async () => {
    await db.blogPost.create({ data: { slug: "real-post", title: "Real", content: "x", author: "admin", status: "published", publishedAt: new Date() } });
    await db.blogPost.create({ data: { slug: "draft-post", title: "Draft", content: "x", author: "admin" } });
    for (const path of ["/blog/real-post", "/blog/no-such-post", "/blog/draft-post", "/blog"]) expect((await view({ path })).status).toBe(204);
    expect((await db.analyticsPageView.findMany({ select: { path: true }, orderBy: { id: "asc" } })).map((r) => r.path)).toEqual(["/blog/real-post", "/blog"]);
  });

  it("counts at most the limit of 1,000 page views from one address, whatever the user agent", async () => {
    const views = Array.from({ length: 1000 }, (_, i) => i);
    for (let i = 0; i < views.length; i += 50) {
      const answers = await Promise.all(views.slice(i, i + 50).map((n) => view({ path: "/" }, { ip: "198.51.100.99", ua: `${CHROME} variant-${n}` })));
      expect(answers.every((r) => r.status === 204)).toBe(true);
    }
    const counted = await stored();
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThanOrEqual(120);
    // Another address is not held back by it.
    expect((await view({ path: "/terms" }, { ip: "198.51.100.98" })).status).toBe(204);
    expect(await stored()).toBe(counted + 1);
  });

  it("refuses, naming it, every step the server records itself, and drops a bot's events", async () => {
    const send = (body: unknown, ua = CHROME) => event(request("/api/events", { method: "POST", body, ip: "198.51.100.12", headers: { "user-agent": ua } }));
    for (const name of ["tester_confirmed", "tester_reserved", "feedback_submit", "feature_suggest"]) {
      const error = await expectError(await send({ name }), 400, "bad_request");
      expect(error.message).toContain(name);
      expect(error.fields).toHaveProperty("name");
    }
    expect((await send({ name: "theme_toggle" }, BOT)).status).toBe(201);
    expect((await send({ name: "cta_click", ctaId: "hero_feedback_button" }, BOT)).status).toBe(201);
    expect(await db.analyticsEvent.count()).toBe(0);
  });

  it("rejects unknown event names without storing them", async () => {
    const send = (body: unknown) => event(request("/api/events", { method: "POST", body, headers: { "user-agent": CHROME } }));
    await expectError(await send({ name: "page_view" }), 422, "validation_failed");
    await expectError(await send({ name: "tester_promoted" }), 422, "validation_failed");
    expect(await db.analyticsEvent.count()).toBe(0);
    expect((await send({ name: "feedback_open" })).status).toBe(201);
    expect((await db.analyticsEvent.findFirst())?.visitorId).not.toBeNull();
  });
});

describe("roll-up and dashboard", () => {
  it("counts visitors, visits, page views, sources and the funnel from the daily aggregates", async () => {
    const entry = { referrer: "https://social.example.com/post/1", query: "?utm_source=launchpost&utm_medium=social" };
    await view({ path: "/", ...entry });
    await view({ path: "/privacy" });
    await view({ path: "/terms" });
    await view({ path: "/" }, { ua: IPHONE, ip: "198.51.100.8" });
    await view({ path: "/" }, { ua: BOT });
    const visitor = request("/api/feedback", { method: "POST", ip: "198.51.100.7", headers: { "user-agent": CHROME } });
    expect((await event(request("/api/events", { method: "POST", body: { name: "feedback_open" }, ip: "198.51.100.7", headers: { "user-agent": CHROME } }))).status).toBe(201);
    // The steps the server sees happen, as POST /api/feedback records them for its visitor.
    await recordServerEvents(visitor, ["feedback_submit", "tester_reserved"]);

    const report = await rollUpAnalytics(30);
    expect(report.ran).toBe(true);
    // A second run (another instance, or the next tick) changes nothing.
    await rollUpAnalytics(30);
    const visits = await db.analyticsDailyVisit.findMany();
    expect(visits.reduce((n, v) => n + v.visitors, 0)).toBe(2);
    expect(visits.reduce((n, v) => n + v.pageviews, 0)).toBe(4);
    expect(visits.find((v) => v.source === "launchpost")).toMatchObject({ visits: 1, pageviews: 3, bounces: 0, entry: "/", referrer: "social.example.com", utmMedium: "social" });
    const events = await db.analyticsDailyEvent.findMany({ where: { source: "launchpost" } });
    expect(events.map((e) => e.name).sort()).toEqual(["feedback_open", "feedback_submit", "tester_reserved"]);

    const dashboard = await loadAnalyticsDashboard({ days: 7 });
    expect(dashboard.metrics.visitors.value).toBe(2);
    expect(dashboard.metrics.pageviews.value).toBe(4);
    expect(dashboard.metrics.bounceRate.value).toBe(0.5);
    expect(dashboard.pages.top.map((p) => [p.path, p.pageviews])).toEqual([["/", 2], ["/privacy", 1], ["/terms", 1]]);
    expect(dashboard.breakdowns.utm_source).toEqual([{ value: "launchpost", visitors: 1, visits: 1, bounces: 0 }]);
    expect(dashboard.funnel.overall.map((s) => s.visitors)).toEqual([2, 1, 1, 1, 0]);
    expect(dashboard.funnel.bySource.find((s) => s.source === "launchpost")?.steps.map((s) => s.visitors)).toEqual([1, 1, 1, 1, 0]);
    expect(dashboard.events.find((e) => e.name === "tester_reserved")?.label).toBe("Tester slot reserved");

    // Clicking a row: the whole dashboard follows the filter.
    const mobile = await loadAnalyticsDashboard({ days: 7, filter: "device", value: "Mobile" });
    expect(mobile.metrics.visitors.value).toBe(1);
    expect(mobile.pages.top.map((p) => p.path)).toEqual(["/"]);
    expect(mobile.funnel.overall.map((s) => s.visitors)).toEqual([1, 0, 0, 0, 0]);
    expect(dashboard.totals.events.feedback_open).toBe(1);
    expect(mobile.totals.events.feedback_open).toBe(0);
  });

  it("deletes raw rows past the retention and every salt but today's, keeping the daily totals", async () => {
    await view({ path: "/" });
    // Today's salt, as the day's first view stores it: this worker's files share one module, which
    // may have read the salt before this file emptied the tables, and then stores none.
    const today = new Date().toISOString().slice(0, 10);
    await db.$executeRaw`INSERT INTO analytics_salts (day, salt) VALUES (${today}::date, ${Buffer.alloc(32, 1)}) ON CONFLICT DO NOTHING`;
    const old = new Date(Date.now() - 40 * 86_400_000);
    await db.$executeRaw`INSERT INTO analytics_page_views (ts, visitor_id, path, device, browser, os) VALUES (${old}, 1, '/', 'Desktop', 'Chrome', 'Linux')`;
    await db.$executeRaw`INSERT INTO analytics_salts (day, salt) VALUES (${old}::date, ${Buffer.alloc(32)}) ON CONFLICT DO NOTHING`;
    await db.analyticsDailyVisit.create({
      data: { day: old, entry: "/", source: "Direct / None", referrer: "", utmSource: "", utmMedium: "", utmCampaign: "", device: "Desktop", browser: "Chrome", os: "Linux", visitors: 1, visits: 1, pageviews: 1, bounces: 1, durationS: 0 },
    });
    const result = await rollUpAnalytics(30);
    expect(result.deletedPageViews).toBe(1);
    expect(await stored()).toBe(1);
    const salts = await db.analyticsSalt.findMany({ select: { day: true } });
    expect(salts.map((s) => s.day.toISOString().slice(0, 10))).toEqual([today]);
    // The old day's aggregate is final: kept, not recomputed from the deleted rows.
    expect(await db.analyticsDailyVisit.count({ where: { day: old } })).toBe(1);
  });

  it("lets one of two concurrent runs do the work, with the same result as one run", async () => {
    await view({ path: "/" });
    await view({ path: "/terms" });
    await db.analyticsRollupState.deleteMany({});
    const runs = await Promise.all([rollUpAnalytics(30), rollUpAnalytics(30)]);
    expect(runs.some((r) => r.ran)).toBe(true);
    const today = new Date(new Date().toISOString().slice(0, 10));
    const visits = await db.analyticsDailyVisit.findMany({ where: { day: today } });
    expect(visits.reduce((n, v) => n + v.pageviews, 0)).toBe(await db.analyticsPageView.count({ where: { ts: { gte: today } } }));
  });
});
