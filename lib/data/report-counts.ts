import "server-only";
import { db } from "@/lib/db";
import type { DayRange } from "@/lib/data/analytics-report";

const bounds = (range: DayRange) => ({ gte: new Date(`${range.from}T00:00:00Z`), lt: new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000) });

/** Testers who confirmed their slot, and new newsletter subscribers (first subscription in the range, still subscribed), per range of UTC days. */
export async function countNewPeople(range: DayRange): Promise<{ testers: number; subscribers: number }> {
  const [testers, subscribers] = await Promise.all([
    db.tester.count({ where: { confirmedAt: bounds(range) } }),
    db.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM (SELECT min("createdAt") AS first FROM newsletter_subscriptions GROUP BY "memberId") s
      WHERE s.first >= ${bounds(range).gte} AND s.first < ${bounds(range).lt}`,
  ]);
  return { testers, subscribers: Number(subscribers[0]?.n ?? 0) };
}

/** Visitors per hour over [from, to): the spike alert's last hour and its usual figure. */
export async function hourlyVisitors(from: Date, to: Date): Promise<{ hour: Date; visitors: number }[]> {
  return db.analyticsHourly.findMany({ where: { hour: { gte: from, lt: to } }, select: { hour: true, visitors: true }, orderBy: { hour: "asc" } });
}
