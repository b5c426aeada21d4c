import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { AnalyticsFilterKind } from "@/lib/validation/analytics";

// Reads of the daily roll-up tables (lib/data/analytics-rollup.ts): the dashboard never scans raw
// page views, so its cost follows the number of distinct rows per day, not the traffic.
export type DayRange = { from: string; to: string }; // UTC days, inclusive
export type Filter = { kind: AnalyticsFilterKind; value: string } | null;

// Identifiers come from this fixed map only (the filter kind is a zod enum); values are parameters.
const COLUMN: Record<AnalyticsFilterKind, { visits: string; pages: string }> = {
  page: { visits: "entry", pages: "path" },
  source: { visits: "source", pages: "source" },
  referrer: { visits: "referrer", pages: "referrer" },
  utm_source: { visits: "utm_source", pages: "utm_source" },
  utm_medium: { visits: "utm_medium", pages: "utm_medium" },
  utm_campaign: { visits: "utm_campaign", pages: "utm_campaign" },
  device: { visits: "device", pages: "device" },
  browser: { visits: "browser", pages: "browser" },
  os: { visits: "os", pages: "os" },
};

function where(range: DayRange, filter: Filter, table: "visits" | "pages") {
  const days = Prisma.sql`day BETWEEN ${range.from}::date AND ${range.to}::date`;
  if (!filter) return days;
  return Prisma.sql`${days} AND ${Prisma.raw(COLUMN[filter.kind][table])} = ${filter.value}`;
}

export type VisitTotals = { visitors: number; visits: number; pageviews: number; bounces: number; duration: number };

export async function sumVisits(range: DayRange, filter: Filter): Promise<VisitTotals> {
  const [row] = await db.$queryRaw<VisitTotals[]>`
    SELECT coalesce(sum(visitors), 0)::int AS visitors, coalesce(sum(visits), 0)::int AS visits,
           coalesce(sum(pageviews), 0)::int AS pageviews, coalesce(sum(bounces), 0)::int AS bounces,
           coalesce(sum(duration_s), 0)::float8 AS duration
    FROM analytics_daily_visits WHERE ${where(range, filter, "visits")}`;
  return row ?? { visitors: 0, visits: 0, pageviews: 0, bounces: 0, duration: 0 };
}

export type SeriesPoint = { bucket: string; visitors: number; visits: number; pageviews: number };

export function visitsPerDay(range: DayRange, filter: Filter) {
  return db.$queryRaw<SeriesPoint[]>`
    SELECT to_char(day, 'YYYY-MM-DD') AS bucket, sum(visitors)::int AS visitors, sum(visits)::int AS visits,
           sum(pageviews)::int AS pageviews
    FROM analytics_daily_visits WHERE ${where(range, filter, "visits")} GROUP BY day ORDER BY day`;
}

/** Per hour of one day (unfiltered: the hourly table keeps totals only). */
export function visitsPerHour(day: string) {
  return db.$queryRaw<SeriesPoint[]>`
    SELECT to_char(hour AT TIME ZONE 'UTC', 'HH24') AS bucket, visitors, visits, pageviews FROM analytics_hourly
    WHERE hour >= ${day}::date AND hour < ${day}::date + 1 ORDER BY hour`;
}

export const BREAKDOWNS = ["source", "referrer", "utm_source", "utm_medium", "utm_campaign", "device", "browser", "os"] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];
export type BreakdownRow = { dimension: Breakdown; value: string; visitors: number; visits: number; bounces: number };

/** Every visit attribute's table in one scan (GROUPING SETS), top `limit` values each. */
export function visitBreakdowns(range: DayRange, filter: Filter, limit = 50) {
  return db.$queryRaw<BreakdownRow[]>`
    SELECT dimension, value, visitors, visits, bounces FROM (
      SELECT CASE WHEN GROUPING(source) = 0 THEN 'source' WHEN GROUPING(referrer) = 0 THEN 'referrer'
                  WHEN GROUPING(utm_source) = 0 THEN 'utm_source' WHEN GROUPING(utm_medium) = 0 THEN 'utm_medium'
                  WHEN GROUPING(utm_campaign) = 0 THEN 'utm_campaign' WHEN GROUPING(device) = 0 THEN 'device'
                  WHEN GROUPING(browser) = 0 THEN 'browser' ELSE 'os' END AS dimension,
             coalesce(source, referrer, utm_source, utm_medium, utm_campaign, device, browser, os) AS value,
             sum(visitors)::int AS visitors, sum(visits)::int AS visits, sum(bounces)::int AS bounces,
             row_number() OVER (PARTITION BY GROUPING(source, referrer, utm_source, utm_medium, utm_campaign, device, browser, os)
                                ORDER BY sum(visitors) DESC, sum(visits) DESC) AS rank
      FROM analytics_daily_visits WHERE ${where(range, filter, "visits")}
      GROUP BY GROUPING SETS ((source), (referrer), (utm_source), (utm_medium), (utm_campaign), (device), (browser), (os))
    ) b WHERE rank <= ${limit} AND value <> '' ORDER BY dimension, visitors DESC, visits DESC`;
}

export type PageRow = { path: string; visitors: number; pageviews: number; entries: number; exits: number };

export function pageTotals(range: DayRange, filter: Filter) {
  return db.$queryRaw<PageRow[]>`
    SELECT path, sum(visitors)::int AS visitors, sum(pageviews)::int AS pageviews, sum(entries)::int AS entries,
           sum(exits)::int AS exits
    FROM analytics_daily_pages WHERE ${where(range, filter, "pages")} GROUP BY path ORDER BY pageviews DESC LIMIT 200`;
}

export type EventRow = { source: string; name: string; ctaId: string; visitors: number; events: number };

/** Events (and distinct visitors) per name, call-to-action id and source, for the table and the funnel. */
export function eventTotals(range: DayRange, filter: Filter) {
  return db.$queryRaw<EventRow[]>`
    SELECT source, name, cta_id AS "ctaId", sum(visitors)::int AS visitors, sum(events)::int AS events
    FROM analytics_daily_events WHERE ${where(range, filter, "visits")} GROUP BY source, name, cta_id`;
}

export type DailyEventRow = { day: string; name: string; ctaId: string | null; count: number };

/** Events per day and name, for the chart of events (the previous dashboard's series). */
export function eventsPerDay(range: DayRange, filter: Filter) {
  return db.$queryRaw<DailyEventRow[]>`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, name, nullif(cta_id, '') AS "ctaId", sum(events)::int AS count
    FROM analytics_daily_events WHERE ${where(range, filter, "visits")} GROUP BY day, name, cta_id`;
}
