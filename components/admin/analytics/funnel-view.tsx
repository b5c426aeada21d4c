"use client";

import { formatPercent } from "@/components/admin/analytics/metric-cards";
import { StatTable, type Column } from "@/components/admin/analytics/stat-table";
import type { AnalyticsDashboard } from "@/lib/admin/analytics-dashboard";
import type { FunnelStep } from "@/lib/analytics/funnel";
import type { AnalyticsFilterKind } from "@/lib/validation/analytics";

type Funnel = AnalyticsDashboard["funnel"];

/** From visitors to testers: bars overall, and a table per source (which channel brings testers). */
export function FunnelView({
  funnel,
  onFilter,
}: {
  funnel: Funnel;
  onFilter: (kind: AnalyticsFilterKind, value: string) => void;
}) {
  const steps = funnel.overall;
  const perSource: [Column<Funnel["bySource"][number]>, ...Column<Funnel["bySource"][number]>[]] = [
    { label: "Source", value: (r) => r.source },
    ...steps.map((step, i) => ({
      label: step.short,
      numeric: true,
      value: (r: Funnel["bySource"][number]) =>
        i === 0
          ? (r.steps[i]?.visitors ?? 0)
          : `${r.steps[i]?.visitors ?? 0} (${formatPercent(r.steps[i]?.rate ?? 0)})`,
    })),
  ];
  return (
    <section
      aria-labelledby="funnel-title"
      className="space-y-3 rounded-lg border p-3"
      data-testid="funnel"
    >
      <h3 id="funnel-title" className="text-sm font-semibold">
        Funnel: visitors to testers
      </h3>
      <ol className="space-y-2">
        {steps.map((step: FunnelStep) => (
          <li
            key={step.key}
            data-testid={`funnel-${step.key}`}
            className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,14rem)_1fr_auto]"
          >
            <span>{step.label}</span>
            <span
              className="col-span-2 row-start-2 h-3 rounded bg-muted sm:col-span-1 sm:col-start-2 sm:row-start-1"
              aria-hidden
            >
              <span
                className="block h-3 rounded bg-primary"
                style={{ width: `${Math.max(step.rate * 100, step.visitors ? 2 : 0)}%` }}
              />
            </span>
            <span className="col-start-2 row-start-1 tabular-nums sm:col-start-3">
              <span data-testid="funnel-count">{step.visitors}</span> ({formatPercent(step.rate)})
            </span>
          </li>
        ))}
      </ol>
      <StatTable
        title="Funnel per source"
        csvName="funnel-per-source"
        columns={perSource}
        rows={funnel.bySource}
        filterKind="source"
        onFilter={onFilter}
      />
    </section>
  );
}
