import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as analytics } from "@/app/api/admin/analytics/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/admin/reports/route";
import { hashPassword } from "@/lib/auth/password";
import { createAdmin } from "@/lib/data/admin";
import { createFeedback } from "@/lib/data/feedback";
import { saveReportSettings } from "@/lib/data/report-settings";
import { createSuggestion } from "@/lib/data/suggestions";
import { db } from "@/lib/db";
import { runOwnerReports } from "@/lib/owner/reports";
import { buildWeeklyReport, reportWeeks } from "@/lib/owner/weekly-report";
import { request, resetDatabase, signIn } from "@/tests/integration/helpers";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const now = new Date();
let cookie = "";

/** Page views of `visitors` distinct visitors on the day `daysAgo`, from the given source, and some events. */
function visitsOn(daysAgo: number, visitors: number, path: string, referrer: string | null) {
  const ts = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysAgo * DAY + 10 * HOUR);
  return Array.from({ length: visitors }, (_, i) => ({ ts: new Date(ts.getTime() + i * 1000), visitorId: BigInt(daysAgo * 1000 + i), path, referrerHost: referrer, device: "Desktop", browser: "Chrome", os: "Windows" }));
}

beforeAll(async () => {
  await resetDatabase();
  const admin = await createAdmin("admin", await hashPassword("reports-Secret-1"));
  ({ cookie } = await signIn(admin));
  // Last week (1–7 days ago) and the week before (8–14), with different sources, pages and events.
  await db.analyticsPageView.createMany({
    data: [...visitsOn(1, 6, "/", "news.example.org"), ...visitsOn(3, 4, "/blog", null), ...visitsOn(5, 2, "/roadmap", "search.example.com"), ...visitsOn(9, 3, "/", null), ...visitsOn(12, 1, "/blog", "news.example.org")],
  });
  const eventAt = (daysAgo: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysAgo * DAY + 10 * HOUR + 30_000);
  await db.analyticsEvent.createMany({
    data: [
      { name: "feedback_open", createdAt: eventAt(1), visitorId: 1000n },
      { name: "feedback_open", createdAt: eventAt(1), visitorId: 1001n },
      { name: "feedback_submit", createdAt: eventAt(1), visitorId: 1000n },
      { name: "feedback_open", createdAt: eventAt(9), visitorId: 9000n },
    ],
  });
  for (const daysAgo of [2, 4, 10]) {
    const f = await createFeedback({ clarity: "c", usage: "u" });
    await db.feedback.update({ where: { id: f.id }, data: { createdAt: new Date(now.getTime() - daysAgo * DAY) } });
  }
  const s = await createSuggestion({ name: "Dark mode", description: "d", priority: "Important" });
  await db.featureSuggestion.update({ where: { id: s.id }, data: { createdAt: new Date(now.getTime() - 3 * DAY) } });
  // Subscribers are newsletter subscribers: a member who never subscribed does not count.
  await db.newsletterTopic.create({ data: { slug: "blog", name: "Blog", description: "" } });
  await db.member.create({ data: { email: "m@example.com", emailKey: "m@example.com", createdAt: new Date(now.getTime() - 2 * DAY), newsletterSubscriptions: { create: { topicSlug: "blog", createdAt: new Date(now.getTime() - 2 * DAY) } } } });
  await db.member.create({ data: { email: "n@example.com", emailKey: "n@example.com", createdAt: new Date(now.getTime() - 2 * DAY) } });
});

beforeEach(() => db.emailOutbox.deleteMany({}));

describe("the weekly report", () => {
  it("has the Analytics tab's figures for the same week (visitors, visits, sources, pages, funnel, entries)", async () => {
    const report = await buildWeeklyReport(now);
    const { week, previousWeek } = reportWeeks(now);
    const tab = async (range: { from: string; to: string }) => (await analytics(request(`/api/admin/analytics?from=${range.from}&to=${range.to}`, { cookie }))).json();
    const [current, before] = [await tab(week), await tab(previousWeek)];
    expect(report.visitors).toEqual({ value: current.metrics.visitors.value, previous: current.metrics.visitors.previous });
    expect(report.visits).toEqual({ value: current.metrics.visits.value, previous: current.metrics.visits.previous });
    expect(report.visitors).toEqual({ value: 12, previous: 4 });
    expect(report.sources).toEqual(current.breakdowns.source.slice(0, 5).map((s: { value: string; visitors: number }) => ({ source: s.value, visitors: s.visitors })));
    expect(report.sources[0]).toEqual({ source: "news.example.org", visitors: 6 });
    expect(report.pages).toEqual(current.pages.top.slice(0, 5).map((p: { path: string; visitors: number; pageviews: number }) => ({ path: p.path, visitors: p.visitors, pageviews: p.pageviews })));
    expect(report.funnel.map((s) => s.visitors)).toEqual(current.funnel.overall.map((s: { visitors: number }) => s.visitors));
    expect(report.funnel.map((s) => s.previous)).toEqual(before.funnel.overall.map((s: { visitors: number }) => s.visitors));
    expect(report.funnel.slice(0, 3).map((s) => s.visitors)).toEqual([12, 2, 1]);
    expect(report.entries.feedback).toEqual({ value: current.totals.submissions.feedback, previous: before.totals.submissions.feedback });
    expect(report.entries).toEqual({ feedback: { value: 2, previous: 1 }, suggestions: { value: 1, previous: 0 }, testers: { value: 0, previous: 0 }, subscribers: { value: 1, previous: 0 } });
  });

  it("is queued once on its day and hour, never when off or on another day", async () => {
    const base = { weeklyEnabled: true, weeklyDay: now.getUTCDay(), weeklyHour: 0, spikeEnabled: false, spikeMultiple: 3 };
    await saveReportSettings({ ...base, weeklyDay: (now.getUTCDay() + 1) % 7 });
    expect(await runOwnerReports(now)).toEqual({ weekly: false, spike: false });
    await saveReportSettings({ ...base, weeklyEnabled: false });
    expect((await runOwnerReports(now)).weekly).toBe(false);
    await saveReportSettings(base);
    expect((await runOwnerReports(now)).weekly).toBe(true);
    expect((await runOwnerReports(new Date(now.getTime() + 60_000))).weekly).toBe(false);
    const mails = await db.emailOutbox.findMany({ where: { kind: "weekly_report" } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Visitors: 12 (+200% on the week before, 4)");
    expect(mails[0]!.text).toContain("Feedback: 2 (+100% on the week before, 1)");
    expect(mails[0]!.text).not.toContain("Unsubscribe");
  });
});

describe("the spike alert", () => {
  it("goes once when the last hour's visitors exceed the multiple of the usual hour, then waits out its cool-down", async () => {
    await saveReportSettings({ weeklyEnabled: false, weeklyDay: 1, weeklyHour: 8, spikeEnabled: true, spikeMultiple: 3 });
    const lastHour = Math.floor(now.getTime() / HOUR) * HOUR - HOUR;
    await db.analyticsPageView.createMany({ data: Array.from({ length: 15 }, (_, i) => ({ ts: new Date(lastHour + 60_000 + i * 1000), visitorId: BigInt(500_000 + i), path: "/", device: "Mobile", browser: "Safari", os: "iOS" })) });
    expect((await runOwnerReports(now)).spike).toBe(true);
    expect((await runOwnerReports(new Date(now.getTime() + 60_000))).spike).toBe(false);
    const [alert] = await db.emailOutbox.findMany({ where: { kind: "spike_alert" } });
    expect(alert?.subject).toContain("15 visitors in the last hour");
  });

  it("stays quiet below the multiple", async () => {
    await db.reportSettings.update({ where: { id: 1 }, data: { lastSpikeAt: null, spikeMultiple: 20 } });
    expect((await runOwnerReports(now)).spike).toBe(false);
  });
});

describe("GET and PUT /api/admin/reports", () => {
  it("saves the settings and refuses bad values (422) and unknown fields (400), naming the fields", async () => {
    const put = (body: unknown) => putSettings(request("/api/admin/reports", { method: "PUT", body, cookie }));
    const good = { weeklyEnabled: true, weeklyDay: 5, weeklyHour: 18, spikeEnabled: true, spikeMultiple: 4 };
    expect((await put(good)).status).toBe(200);
    expect((await (await getSettings(request("/api/admin/reports", { cookie }))).json()).settings).toEqual(good);
    const bad = await put({ ...good, weeklyHour: 24, spikeMultiple: 0 });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(["spikeMultiple", "weeklyHour"]);
    expect((await put({ ...good, extra: 1 })).status).toBe(400);
    expect((await getSettings(request("/api/admin/reports"))).status).toBe(401);
  });
});
