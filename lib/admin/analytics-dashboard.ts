import "server-only";
import { buildAnalytics, type AnalyticsReport } from "@/lib/admin/analytics";
import { buildFunnel, eventLabel, type FunnelStep } from "@/lib/analytics/funnel";
import { change, chartBuckets, resolveRange, type ResolvedRange } from "@/lib/analytics/range";
import { countCurrentVisitors, countSubmissionsByDay } from "@/lib/data/analytics";
import {
  eventsPerDay,
  eventTotals,
  pageTotals,
  sumVisits,
  visitBreakdowns,
  visitsPerDay,
  visitsPerHour,
  type Breakdown,
  type BreakdownRow,
  type Filter,
  type PageRow,
  type SeriesPoint,
  type VisitTotals,
} from "@/lib/data/analytics-report";
import { rollUpAnalytics } from "@/lib/data/analytics-rollup";
import { env } from "@/lib/env";
import type { AnalyticsQuery } from "@/lib/validation/analytics";

export type Metric = { value: number; previous: number; change: number | null };
export type EventSummary = { name: string; ctaId: string | null; label: string; events: number; visitors: number };

export type AnalyticsDashboard = AnalyticsReport & {
  range: ResolvedRange;
  filter: Filter;
  visitorsNow: number;
  metrics: Record<"visitors" | "visits" | "pageviews" | "viewsPerVisit" | "bounceRate" | "visitDuration", Metric>;
  chart: { granularity: "hour" | "day"; points: SeriesPoint[] };
  pages: { top: PageRow[]; entry: PageRow[]; exit: PageRow[] };
  breakdowns: Record<Breakdown, Omit<BreakdownRow, "dimension">[]>;
  events: EventSummary[];
  funnel: { overall: FunnelStep[]; bySource: { source: string; steps: FunnelStep[] }[] };
};

function metrics(now: VisitTotals, before: VisitTotals): AnalyticsDashboard["metrics"] {
  const derived = (t: VisitTotals) => ({
    viewsPerVisit: t.visits ? t.pageviews / t.visits : 0,
    bounceRate: t.visits ? t.bounces / t.visits : 0,
    visitDuration: t.visits ? t.duration / t.visits : 0,
  });
  const a = { ...now, ...derived(now) };
  const b = { ...before, ...derived(before) };
  const metric = (key: keyof typeof a): Metric => ({ value: a[key], previous: b[key], change: change(a[key], b[key]) });
  return {
    visitors: metric("visitors"),
    visits: metric("visits"),
    pageviews: metric("pageviews"),
    viewsPerVisit: metric("viewsPerVisit"),
    bounceRate: metric("bounceRate"),
    visitDuration: metric("visitDuration"),
  };
}

function fillChart(range: ResolvedRange, hourly: boolean, points: SeriesPoint[]): SeriesPoint[] {
  const found = new Map(points.map((p) => [p.bucket, p]));
  return chartBuckets(range, hourly).map((bucket) => found.get(bucket) ?? { bucket, visitors: 0, visits: 0, pageviews: 0 });
}

/** GET /api/admin/analytics: rolls up what is new (if no other instance is at it), then reads the aggregates. */
export async function loadAnalyticsDashboard(query: AnalyticsQuery, now = new Date()): Promise<AnalyticsDashboard> {
  await rollUpAnalytics(env.ANALYTICS_RAW_RETENTION_DAYS, now);
  const range = resolveRange(query, now);
  const filter: Filter = query.filter && query.value !== undefined ? { kind: query.filter, value: query.value } : null;
  const current = { from: range.from, to: range.to };
  const hourly = range.days === 1 && !filter;
  const [totals, previous, series, breakdownRows, pages, eventRows, visitorsNow, submissions, dailyEvents] = await Promise.all([
    sumVisits(current, filter),
    sumVisits({ from: range.previousFrom, to: range.previousTo }, filter),
    hourly ? visitsPerHour(range.from) : visitsPerDay(current, filter),
    visitBreakdowns(current, filter),
    pageTotals(current, filter),
    eventTotals(current, filter),
    countCurrentVisitors(now),
    countSubmissionsByDay(new Date(`${range.from}T00:00:00Z`)),
    eventsPerDay(current, filter),
  ]);

  const breakdowns = { source: [], referrer: [], utm_source: [], utm_medium: [], utm_campaign: [], device: [], browser: [], os: [] } as AnalyticsDashboard["breakdowns"];
  for (const { dimension, ...row } of breakdownRows) breakdowns[dimension]?.push(row);

  const events = new Map<string, EventSummary>();
  const stepVisitors = new Map<string, number>(); // "source\0event" and "\0event"
  for (const row of eventRows) {
    const key = `${row.name}\0${row.ctaId}`;
    const summary = events.get(key) ?? { name: row.name, ctaId: row.ctaId || null, label: eventLabel(row.name, row.ctaId), events: 0, visitors: 0 };
    summary.events += row.events;
    summary.visitors += row.visitors;
    events.set(key, summary);
    for (const k of [`${row.source}\0${row.name}`, `\0${row.name}`]) stepVisitors.set(k, (stepVisitors.get(k) ?? 0) + row.visitors);
  }
  const bySource = breakdowns.source.map((s) => ({ source: s.value, steps: buildFunnel(s.visitors, (e) => stepVisitors.get(`${s.value}\0${e}`) ?? 0) }));

  // The previous dashboard's series and totals (submissions, events per day) stay in the answer;
  // events follow the filter, form submissions cannot (they carry no visit attributes).
  const endOfRange = new Date(`${range.to}T12:00:00Z`);
  const report = buildAnalytics(range.days, submissions, dailyEvents, endOfRange);
  return {
    ...report,
    range,
    filter,
    visitorsNow,
    metrics: metrics(totals, previous),
    chart: { granularity: hourly ? "hour" : "day", points: fillChart(range, hourly, series) },
    pages: {
      top: pages.slice(0, 50),
      entry: pages.filter((p) => p.entries > 0).sort((a, b) => b.entries - a.entries).slice(0, 50),
      exit: pages.filter((p) => p.exits > 0).sort((a, b) => b.exits - a.exits).slice(0, 50),
    },
    breakdowns,
    events: [...events.values()].sort((a, b) => b.events - a.events),
    funnel: { overall: buildFunnel(totals.visitors, (e) => stepVisitors.get(`\0${e}`) ?? 0), bySource },
  };
}
