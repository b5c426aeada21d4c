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
