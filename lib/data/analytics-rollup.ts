import "server-only";
import type pg from "pg";
import { postgres } from "@/lib/postgres";

// Rolls raw page views and events up into the daily tables the dashboard reads, and deletes raw
// rows past their retention. Every run recomputes whole UTC days (a visit is only known once its
// day's page views are grouped), so a run is idempotent: running it twice, or on two instances one
// after the other, gives the same tables. Runs on several instances are serialised by a
// transaction-level advisory lock; an instance that does not get it skips its turn.
const LOCK_KEY = 0x5354_4550_7769_7365n; // "STEPwise", any constant shared by every instance
const VISIT_GAP = "30 minutes"; // a visit ends after 30 minutes without a page view (Plausible's rule)
// Rows this young may still be uncommitted in another transaction with a smaller id: the watermark
// stays behind them, so their day is recomputed again on the next run.
const SETTLE = "10 seconds";

const DIMS = "entry, source, referrer, utm_source, utm_medium, utm_campaign, device, browser, os";

/** One day's visits (temp tables live only as long as the transaction). */
async function computeVisits(client: pg.PoolClient, from: Date, to: Date) {
  await client.query(
    `CREATE TEMP TABLE _pv ON COMMIT DROP AS
     SELECT id, visitor_id, ts, path, referrer_host, utm_source, utm_medium, utm_campaign, device, browser, os,
            (lag(ts) OVER w IS NULL OR ts - lag(ts) OVER w > interval '${VISIT_GAP}') AS starts,
            (lead(ts) OVER w IS NULL OR lead(ts) OVER w - ts > interval '${VISIT_GAP}') AS ends
     FROM analytics_page_views WHERE ts >= $1 AND ts < $2
     WINDOW w AS (PARTITION BY visitor_id ORDER BY ts, id)`,
    [from, to],
  );
  await client.query(
    `CREATE TEMP TABLE _pvn ON COMMIT DROP AS
     SELECT *, sum(starts::int) OVER (PARTITION BY visitor_id ORDER BY ts, id) AS visit FROM _pv`,
  );
  await client.query(
    `CREATE TEMP TABLE _visits ON COMMIT DROP AS
     SELECT visitor_id, visit, min(ts) AS started, count(*)::int AS pageviews,
            extract(epoch FROM max(ts) - min(ts))::bigint AS duration,
            min(path) FILTER (WHERE starts) AS entry,
            coalesce(min(utm_source) FILTER (WHERE starts), min(referrer_host) FILTER (WHERE starts), 'Direct / None') AS source,
            coalesce(min(referrer_host) FILTER (WHERE starts), '') AS referrer,
            coalesce(min(utm_source) FILTER (WHERE starts), '') AS utm_source,
            coalesce(min(utm_medium) FILTER (WHERE starts), '') AS utm_medium,
            coalesce(min(utm_campaign) FILTER (WHERE starts), '') AS utm_campaign,
            min(device) AS device, min(browser) AS browser, min(os) AS os
     FROM _pvn GROUP BY visitor_id, visit`,
  );
}

async function rollUpDay(client: pg.PoolClient, day: string) {
  const from = new Date(`${day}T00:00:00Z`);
  const to = new Date(from.getTime() + 86_400_000);
  await computeVisits(client, from, to);
  for (const table of [
    "analytics_daily_visits",
    "analytics_daily_pages",
    "analytics_daily_events",
  ]) {
    await client.query(`DELETE FROM ${table} WHERE day = $1::date`, [day]);
  }
  await client.query(`DELETE FROM analytics_hourly WHERE hour >= $1 AND hour < $2`, [from, to]);
  await client.query(
    `INSERT INTO analytics_daily_visits (day, ${DIMS}, visitors, visits, pageviews, bounces, duration_s)
     SELECT $1::date, ${DIMS}, count(*) FILTER (WHERE visit = 1), count(*), sum(pageviews),
            count(*) FILTER (WHERE pageviews = 1), sum(duration)
     FROM _visits GROUP BY ${DIMS}`,
    [day],
  );
  const visitDims = DIMS.split(", ")
    .map((d) => `v.${d}`)
    .join(", ");
  await client.query(
    `INSERT INTO analytics_daily_pages (day, path, ${DIMS}, visitors, pageviews, entries, exits)
     SELECT $1::date, p.path, ${visitDims}, count(DISTINCT p.visitor_id), count(*),
            count(*) FILTER (WHERE p.starts), count(*) FILTER (WHERE p.ends)
     FROM _pvn p JOIN _visits v ON v.visitor_id = p.visitor_id AND v.visit = p.visit
     GROUP BY p.path, ${visitDims}`,
    [day],
  );
  // An event takes the attributes of its visitor's first visit that day (none: "Direct / None").
  await client.query(
    `INSERT INTO analytics_daily_events (day, name, cta_id, ${DIMS}, visitors, events)
     SELECT $1::date, e.name, coalesce(e."ctaId", ''), coalesce(v.entry, ''), coalesce(v.source, 'Direct / None'),
            coalesce(v.referrer, ''), coalesce(v.utm_source, ''), coalesce(v.utm_medium, ''), coalesce(v.utm_campaign, ''),
            coalesce(v.device, ''), coalesce(v.browser, ''), coalesce(v.os, ''),
            count(DISTINCT e.visitor_id), count(*)
     FROM analytics_events e LEFT JOIN _visits v ON v.visitor_id = e.visitor_id AND v.visit = 1
     WHERE e."createdAt" >= $2 AND e."createdAt" < $3
     GROUP BY 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12`,
    [day, from, to],
  );
  await client.query(
    `INSERT INTO analytics_hourly (hour, visitors, visits, pageviews)
     SELECT hour, sum(visitors), sum(visits), sum(pageviews) FROM (
       SELECT date_trunc('hour', started AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS hour,
              count(*) FILTER (WHERE visit = 1) AS visitors, count(*) AS visits, 0 AS pageviews
       FROM _visits GROUP BY 1
       UNION ALL
       SELECT date_trunc('hour', ts AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', 0, 0, count(*) FROM _pvn GROUP BY 1
     ) h GROUP BY hour`,
  );
  for (const temp of ["_visits", "_pvn", "_pv"]) await client.query(`DROP TABLE ${temp}`);
}

export type RollupResult = {
  ran: boolean;
  days: string[];
  deletedPageViews: number;
  deletedEvents: number;
};

/**
 * Rolls up every day with raw rows newer than the watermark, then deletes raw rows (and salts)
 * past their retention. Days older than the retention are never recomputed: their raw rows may be
 * gone, and their aggregates are final. Returns ran: false when another instance holds the lock.
 */
export async function rollUpAnalytics(
  retentionDays: number,
  now = new Date(),
): Promise<RollupResult> {
  const done = await postgres().whileLocked(LOCK_KEY, async (client) => {
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const cutoff = new Date(today.getTime() - (retentionDays - 1) * 86_400_000);
    await client.query(
      "INSERT INTO analytics_rollup_state (id) VALUES (1) ON CONFLICT (id) DO NOTHING",
    );
    const { rows: state } = await client.query<{ pv: string; ev: string }>(
      "SELECT page_view_id::text AS pv, event_id::text AS ev FROM analytics_rollup_state WHERE id = 1",
    );
    const pv = state[0]?.pv ?? "0";
    const ev = state[0]?.ev ?? "0";
    const { rows: dirty } = await client.query<{ day: string }>(
      `SELECT DISTINCT to_char(ts AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM analytics_page_views WHERE id > $1 AND ts >= $3
         UNION
         SELECT DISTINCT to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') FROM analytics_events WHERE id > $2 AND "createdAt" >= $3
         ORDER BY 1`,
      [pv, ev, cutoff],
    );
    const days = dirty.map((d) => d.day);
    for (const day of days) await rollUpDay(client, day);
    await client.query(
      `UPDATE analytics_rollup_state SET updated_at = now(),
           page_view_id = coalesce((SELECT max(id) FROM analytics_page_views WHERE id > $1 AND ts < now() - interval '${SETTLE}'), $1),
           event_id = coalesce((SELECT max(id) FROM analytics_events WHERE id > $2 AND "createdAt" < now() - interval '${SETTLE}'), $2)
         WHERE id = 1`,
      [pv, ev],
    );
    const deletedPageViews =
      (await client.query("DELETE FROM analytics_page_views WHERE ts < $1", [cutoff])).rowCount ??
      0;
    const deletedEvents =
      (await client.query(`DELETE FROM analytics_events WHERE "createdAt" < $1`, [cutoff]))
        .rowCount ?? 0;
    await client.query("DELETE FROM analytics_salts WHERE day < $1::date", [today]);
    return { days, deletedPageViews, deletedEvents };
  });
  return done.ran
    ? { ran: true, ...done.value }
    : { ran: false, days: [], deletedPageViews: 0, deletedEvents: 0 };
}
