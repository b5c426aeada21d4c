import "server-only";
import { loadAnalyticsDashboard, type AnalyticsDashboard } from "@/lib/admin/analytics-dashboard";
import { countNewPeople } from "@/lib/data/report-counts";
import type { DayRange } from "@/lib/data/analytics-report";

export const REPORT_TOP_ROWS = 5;

export type Figure = { value: number; previous: number };
export type WeeklyReport = {
  week: DayRange;
  previousWeek: DayRange;
  visitors: Figure;
  visits: Figure;
  sources: { source: string; visitors: number }[];
  pages: { path: string; visitors: number; pageviews: number }[];
  funnel: { key: string; label: string; visitors: number; previous: number }[];
  entries: Record<"feedback" | "suggestions" | "testers" | "subscribers", Figure>;
};

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The seven whole UTC days before `now`'s day, and the seven before those. */
export function reportWeeks(now: Date): { week: DayRange; previousWeek: DayRange } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { week: { from: iso(today - 7 * DAY_MS), to: iso(today - DAY_MS) }, previousWeek: { from: iso(today - 14 * DAY_MS), to: iso(today - 8 * DAY_MS) } };
}

// The Analytics tab's own computation for a custom range: the report says what the tab says.
const analyticsFor = (range: DayRange, now: Date): Promise<AnalyticsDashboard> => loadAnalyticsDashboard({ days: 7, from: range.from, to: range.to }, now);

/** Last week's figures against the week before, for the weekly e-mail. */
export async function buildWeeklyReport(now = new Date()): Promise<WeeklyReport> {
  const { week, previousWeek } = reportWeeks(now);
  // One after the other: each first rolls up what is new, under a lock the other would wait for.
  const current = await analyticsFor(week, now);
  const before = await analyticsFor(previousWeek, now);
  const [people, peopleBefore] = await Promise.all([countNewPeople(week), countNewPeople(previousWeek)]);
  const previousStep = new Map(before.funnel.overall.map((s) => [s.key, s.visitors]));
  const figure = (value: number, previous: number): Figure => ({ value, previous });
  return {
    week,
    previousWeek,
    visitors: figure(current.metrics.visitors.value, current.metrics.visitors.previous),
    visits: figure(current.metrics.visits.value, current.metrics.visits.previous),
    sources: current.breakdowns.source.slice(0, REPORT_TOP_ROWS).map((s) => ({ source: s.value, visitors: s.visitors })),
    pages: current.pages.top.slice(0, REPORT_TOP_ROWS).map((p) => ({ path: p.path, visitors: p.visitors, pageviews: p.pageviews })),
    funnel: current.funnel.overall.map((s) => ({ key: s.key, label: s.label, visitors: s.visitors, previous: previousStep.get(s.key) ?? 0 })),
    entries: {
      feedback: figure(current.totals.submissions.feedback, before.totals.submissions.feedback),
      suggestions: figure(current.totals.submissions.suggestions, before.totals.submissions.suggestions),
      testers: figure(people.testers, peopleBefore.testers),
      subscribers: figure(people.subscribers, peopleBefore.subscribers),
    },
  };
}
