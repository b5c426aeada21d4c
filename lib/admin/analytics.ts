import { ANALYTICS_EVENTS } from "@/lib/config";

// Shapes the per-day counts of the data layer into chart rows: one row per UTC day of the range
// (days without data are zero), plus totals per event name and per call-to-action id.
export type SubmissionRow = { day: string; kind: "feedback" | "suggestions" | "contact"; count: number };
export type EventRow = { day: string; name: string; ctaId: string | null; count: number };

export type AnalyticsDay = { day: string; feedback: number; suggestions: number; contact: number } & Record<string, number | string>;
export type AnalyticsReport = {
  days: number;
  series: AnalyticsDay[];
  totals: { events: Record<string, number>; ctas: Record<string, number>; submissions: { feedback: number; suggestions: number; contact: number } };
};

export function rangeStart(days: number, now = new Date()): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return start;
}

export function buildAnalytics(days: number, submissions: SubmissionRow[], events: EventRow[], now = new Date()): AnalyticsReport {
  const start = rangeStart(days, now);
  const byDay = new Map<string, AnalyticsDay>();
  for (let i = 0; i < days; i++) {
    const d = new Date(start);
    d.setUTCDate(start.getUTCDate() + i);
    const day = d.toISOString().slice(0, 10);
    const row: AnalyticsDay = { day, feedback: 0, suggestions: 0, contact: 0 };
    for (const name of ANALYTICS_EVENTS) row[name] = 0;
    byDay.set(day, row);
  }
  const totals: AnalyticsReport["totals"] = {
    events: Object.fromEntries(ANALYTICS_EVENTS.map((n) => [n, 0])),
    ctas: {},
    submissions: { feedback: 0, suggestions: 0, contact: 0 },
  };
  for (const s of submissions) {
    const row = byDay.get(s.day);
    if (!row) continue;
    row[s.kind] = Number(row[s.kind]) + s.count;
    totals.submissions[s.kind] += s.count;
  }
  for (const e of events) {
    const row = byDay.get(e.day);
    if (!row) continue;
    row[e.name] = Number(row[e.name] ?? 0) + e.count;
    totals.events[e.name] = (totals.events[e.name] ?? 0) + e.count;
    if (e.ctaId) totals.ctas[e.ctaId] = (totals.ctas[e.ctaId] ?? 0) + e.count;
  }
  return { days, series: [...byDay.values()], totals };
}
