import type { AnalyticsQuery } from "@/lib/validation/analytics";

export type ResolvedRange = { from: string; to: string; previousFrom: string; previousTo: string; days: number };

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The chosen UTC days (inclusive) and the period of the same length just before them. */
export function resolveRange(query: Pick<AnalyticsQuery, "days" | "from" | "to">, now = new Date()): ResolvedRange {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const to = query.to ? Date.parse(`${query.to}T00:00:00Z`) : today;
  const from = query.from ? Date.parse(`${query.from}T00:00:00Z`) : today - (query.days - 1) * DAY_MS;
  const days = Math.round((to - from) / DAY_MS) + 1;
  return { from: iso(from), to: iso(to), previousFrom: iso(from - days * DAY_MS), previousTo: iso(from - DAY_MS), days };
}

/** Every bucket label of the chart: the 24 hours of a single day, or each day of the range. */
export function chartBuckets(range: ResolvedRange, hourly: boolean): string[] {
  if (hourly) return Array.from({ length: 24 }, (_, h) => String(h).padStart(2, "0"));
  const start = Date.parse(`${range.from}T00:00:00Z`);
  return Array.from({ length: range.days }, (_, i) => iso(start + i * DAY_MS));
}

/** Relative change against the previous period; null when there is nothing to compare with. */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / previous;
}
