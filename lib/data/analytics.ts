import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { GroupCommit } from "@/lib/data/group-commit";

/** One allow-listed event; visitorId links it to the day's visits for the funnel per source. */
export function recordEvent(name: string, ctaId?: string | null, visitorId?: bigint | null) {
  return db.analyticsEvent.create({ data: { name, ctaId: ctaId ?? null, visitorId: visitorId ?? null }, select: { id: true } });
}

export type PageViewRow = {
  visitorId: bigint;
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: string;
  browser: string;
  os: string;
};

// Page views that arrive while a batch is being written go in the next one (one INSERT of up to
// 500 rows). Every public page load sends one, unlike the forms: measured reason in
// docs/performance.md (analytics), where one INSERT per page view cost the public pages most of
// their throughput. Per module graph, no global: a batch is only ever this route's.
const pageViews = new GroupCommit<PageViewRow, null>({
  maxBatch: 500,
  writeMany: async (rows) => {
    const column = <T>(pick: (r: PageViewRow) => T) => rows.map(pick);
    await db.$executeRaw`
      INSERT INTO analytics_page_views (visitor_id, path, referrer_host, utm_source, utm_medium, utm_campaign, device, browser, os)
      SELECT * FROM unnest(${column((r) => r.visitorId.toString())}::bigint[], ${column((r) => r.path)}::text[],
        ${column((r) => r.referrerHost)}::text[], ${column((r) => r.utmSource)}::text[], ${column((r) => r.utmMedium)}::text[],
        ${column((r) => r.utmCampaign)}::text[], ${column((r) => r.device)}::text[], ${column((r) => r.browser)}::text[],
        ${column((r) => r.os)}::text[])`;
    return rows.map(() => null);
  },
});

/** One raw page view, written with the others that arrive meanwhile. */
export function recordPageView(row: PageViewRow): Promise<null> {
  return pageViews.write(row);
}

// The current day's salt, read once per day and instance. Every instance uses the same salt (the
// first to ask creates it), so one visitor is one visitor whichever instance answers.
let cachedSalt: { day: string; salt: Uint8Array } | null = null;

export async function dailySalt(now = new Date()): Promise<Uint8Array> {
  const day = now.toISOString().slice(0, 10);
  if (cachedSalt?.day === day) return cachedSalt.salt;
  const date = new Date(`${day}T00:00:00Z`);
  await db.$executeRaw`INSERT INTO analytics_salts (day, salt) VALUES (${date}::date, ${randomBytes(32)}) ON CONFLICT (day) DO NOTHING`;
  const row = await db.analyticsSalt.findUnique({ where: { day: date }, select: { salt: true } });
  if (!row) throw new Error("analytics salt missing after insert");
  cachedSalt = { day, salt: row.salt };
  return row.salt;
}

/** Distinct visitor hashes seen in the last five minutes ("visitors now"). */
export async function countCurrentVisitors(now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - 5 * 60_000);
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(DISTINCT visitor_id)::int AS n FROM analytics_page_views WHERE ts >= ${since}`;
  return row?.n ?? 0;
}

export type DailyCount = { day: string; name: string; ctaId: string | null; count: number };

/** Raw events per UTC day and name (and call-to-action id) since `since`. */
export function countEventsByDay(since: Date) {
  return db.$queryRaw<DailyCount[]>`
    SELECT to_char(date_trunc('day', "createdAt" AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
           name, "ctaId", count(*)::int AS count
    FROM analytics_events WHERE "createdAt" >= ${since}
    GROUP BY 1, 2, 3 ORDER BY 1`;
}

export type DailySubmissions = { day: string; kind: "feedback" | "suggestions" | "contact"; count: number };

/** Form submissions per UTC day and kind since `since` (for the dashboard's charts). */
export function countSubmissionsByDay(since: Date) {
  return db.$queryRaw<DailySubmissions[]>`
    SELECT day, kind, count(*)::int AS count FROM (
      SELECT to_char(date_trunc('day', "createdAt" AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, 'feedback' AS kind
        FROM feedback WHERE "createdAt" >= ${since}
      UNION ALL
      SELECT to_char(date_trunc('day', "createdAt" AT TIME ZONE 'UTC'), 'YYYY-MM-DD'), 'suggestions'
        FROM feature_suggestions WHERE "createdAt" >= ${since}
      UNION ALL
      SELECT to_char(date_trunc('day', "createdAt" AT TIME ZONE 'UTC'), 'YYYY-MM-DD'), 'contact'
        FROM contact_messages WHERE "createdAt" >= ${since}
    ) s GROUP BY 1, 2 ORDER BY 1`;
}
