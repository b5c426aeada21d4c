import "server-only";
import { db } from "@/lib/db";

export function recordEvent(name: string, ctaId?: string | null) {
  return db.analyticsEvent.create({ data: { name, ctaId: ctaId ?? null }, select: { id: true } });
}

export type DailyCount = { day: string; name: string; ctaId: string | null; count: number };

/** Events per UTC day and name (and call-to-action id) since `since`. */
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
