import type { AnalyticsDashboard, Metric } from "@/lib/admin/analytics-dashboard";

type Key = keyof AnalyticsDashboard["metrics"];

export const formatDuration = (seconds: number) => {
  const s = Math.round(seconds);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, "0")}s`;
};
export const formatPercent = (ratio: number) => `${Math.round(ratio * 100)}%`;

const CARDS: { key: Key; label: string; format: (v: number) => string; lowerIsBetter?: boolean }[] =
  [
    { key: "visitors", label: "Visitors", format: (v) => String(v) },
    { key: "visits", label: "Visits", format: (v) => String(v) },
    { key: "pageviews", label: "Page views", format: (v) => String(v) },
    { key: "viewsPerVisit", label: "Views per visit", format: (v) => v.toFixed(1) },
    { key: "bounceRate", label: "Bounce rate", format: formatPercent, lowerIsBetter: true },
    { key: "visitDuration", label: "Visit duration", format: formatDuration },
  ];

function Change({ metric, lowerIsBetter }: { metric: Metric; lowerIsBetter?: boolean }) {
  if (metric.change === null) return <span className="text-xs text-muted-foreground">new</span>;
  const pct = Math.round(metric.change * 100);
  const good = lowerIsBetter ? pct < 0 : pct > 0;
  const tone =
    pct === 0
      ? "text-muted-foreground"
      : good
        ? "text-green-700 dark:text-green-400"
        : "text-red-700 dark:text-red-400";
  return (
    <span className={`text-xs ${tone}`} title="Against the previous period of the same length">
      {pct > 0 ? "+" : ""}
      {pct}% vs previous
    </span>
  );
}

/** The headline numbers, each with its change against the previous period. */
export function MetricCards({ metrics }: { metrics: AnalyticsDashboard["metrics"] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {CARDS.map((card) => (
        <div key={card.key} className="rounded-lg border p-3" data-testid={`metric-${card.key}`}>
          <dt className="text-xs text-muted-foreground">{card.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">
            {card.format(metrics[card.key].value)}
          </dd>
          <dd>
            <Change metric={metrics[card.key]} lowerIsBetter={card.lowerIsBetter} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
