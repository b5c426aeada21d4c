"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useState } from "react";
import { adminFetch } from "@/components/admin/api";
import { FunnelView } from "@/components/admin/analytics/funnel-view";
import { MetricCards } from "@/components/admin/analytics/metric-cards";
import { AnalyticsTables } from "@/components/admin/analytics/analytics-tables";
import { FilterSelect } from "@/components/admin/list-controls";
import { adminKey } from "@/components/query/queries";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import type { AnalyticsDashboard } from "@/lib/admin/analytics-dashboard";
import { CTA_LABELS, EVENT_LABELS, SUBMISSION_LABELS } from "@/lib/analytics/funnel";
import type { AnalyticsFilterKind } from "@/lib/validation/analytics";

// recharts is loaded only when this tab opens: it never reaches the public pages' bundles.
const chartLoading = () => <Skeleton className="h-64 w-full" />;
const AnalyticsCharts = dynamic(() => import("@/components/admin/analytics-charts").then((m) => m.AnalyticsCharts), { ssr: false, loading: chartLoading });
const TrafficChart = dynamic(() => import("@/components/admin/analytics-charts").then((m) => m.TrafficChart), { ssr: false, loading: chartLoading });

const FILTER_NAMES: Record<AnalyticsFilterKind, string> = {
  page: "Page",
  source: "Source",
  referrer: "Referrer",
  utm_source: "UTM source",
  utm_medium: "UTM medium",
  utm_campaign: "UTM campaign",
  device: "Device",
  browser: "Browser",
  os: "Operating system",
};
type Filter = { kind: AnalyticsFilterKind; value: string } | null;
const today = () => new Date().toISOString().slice(0, 10);

/** A count per id, each shown by its human label (the ids stay in the CSV exports and the API). */
function Totals({ title, counts, labels }: { title: string; counts: Record<string, number>; labels?: Record<string, string> }) {
  const rows = Object.entries(counts).map(([id, count]): [string, number] => [labels?.[id] ?? id, count]);
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">None yet</p>
      ) : (
        <table className="w-full text-sm">
          <tbody>
            {rows.map(([name, count]) => (
              <tr key={name} className="border-b last:border-0">
                <th scope="row" className="py-1 text-left font-normal">
                  {name}
                </th>
                <td className="py-1 text-right tabular-nums">{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function query(days: string, from: string, to: string, filter: Filter) {
  const params = new URLSearchParams(days === "custom" ? { from, to } : { days });
  if (filter) {
    params.set("filter", filter.kind);
    params.set("value", filter.value);
  }
  return params.toString();
}

/** Where the tab's data comes from: the admin call, or a shared link's (components/share). */
export type AnalyticsSource = { key: string; load: (query: string) => Promise<AnalyticsDashboard> };
const ADMIN_SOURCE: AnalyticsSource = { key: "admin", load: (q) => adminFetch<AnalyticsDashboard>(`/api/admin/analytics?${q}`) };

/** The Analytics tab: traffic, sources, pages, devices, events and the funnel, for a range and one filter. */
export function AnalyticsTab({ source = ADMIN_SOURCE }: { source?: AnalyticsSource }) {
  const [days, setDays] = useState("30");
  const [from, setFrom] = useState(() => new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10));
  const [to, setTo] = useState(today);
  const [filter, setFilter] = useState<Filter>(null);
  const search = query(days, from, to, filter);
  const { data: report, isError: error } = useQuery({
    queryKey: adminKey("analytics", source.key, search),
    queryFn: () => source.load(search),
    placeholderData: keepPreviousData,
  });

  const onFilter = (kind: AnalyticsFilterKind, value: string) => setFilter({ kind, value });

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>
          <h2>Analytics</h2>
        </CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <FilterSelect
            label="Range"
            value={days}
            onChange={setDays}
            options={[["1", "Today"], ["7", "Last 7 days"], ["30", "Last 30 days"], ["90", "Last 90 days"], ["custom", "Custom range"]]}
          />
          {days === "custom" && (
            <>
              <Input type="date" aria-label="From" value={from} max={to} onChange={(e) => e.target.value && setFrom(e.target.value)} className="h-9 w-auto" />
              <Input type="date" aria-label="To" value={to} min={from} onChange={(e) => e.target.value && setTo(e.target.value)} className="h-9 w-auto" />
            </>
          )}
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        {error && <p role="alert" className="text-sm text-destructive">Failed to load dashboard data</p>}
        {!report && !error && <Skeleton className="h-64 w-full" />}
        {report && (
          <>
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <span data-testid="visitors-now">
                <span className="mr-1 inline-block size-2 rounded-full bg-green-600" aria-hidden />
                {report.visitorsNow} {report.visitorsNow === 1 ? "visitor" : "visitors"} now
              </span>
              <span className="text-muted-foreground">
                {report.range.from} to {report.range.to} (UTC), compared with {report.range.previousFrom} to {report.range.previousTo}
              </span>
              {filter && (
                <span className="flex items-center gap-2 rounded-full border px-3 py-1" data-testid="active-filter">
                  {FILTER_NAMES[filter.kind]}: <strong>{filter.value}</strong>
                  <Button variant="ghost" size="sm" className="h-6 px-2" onClick={() => setFilter(null)}>
                    Clear filter
                  </Button>
                </span>
              )}
            </div>
            <MetricCards metrics={report.metrics} />
            <TrafficChart points={report.chart.points} granularity={report.chart.granularity} />
            <FunnelView funnel={report.funnel} onFilter={onFilter} />
            <AnalyticsTables report={report} onFilter={onFilter} />
            <AnalyticsCharts report={report} />
            <div className="grid gap-6 sm:grid-cols-3">
              <Totals title="Submissions" counts={report.totals.submissions} labels={SUBMISSION_LABELS} />
              <Totals title="Events" counts={report.totals.events} labels={EVENT_LABELS} />
              <Totals title="Call-to-action clicks" counts={report.totals.ctas} labels={CTA_LABELS} />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
