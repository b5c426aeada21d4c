"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { adminFetch } from "@/components/admin/api";
import { FilterSelect } from "@/components/admin/list-controls";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { AnalyticsReport } from "@/lib/admin/analytics";

// recharts is loaded only when this tab opens: it never reaches the public pages' bundles.
const AnalyticsCharts = dynamic(() => import("@/components/admin/analytics-charts").then((m) => m.AnalyticsCharts), {
  ssr: false,
  loading: () => <Skeleton className="h-64 w-full" />,
});

function Totals({ title, rows }: { title: string; rows: [string, number][] }) {
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

export function AnalyticsTab() {
  const [days, setDays] = useState("30");
  const [report, setReport] = useState<AnalyticsReport | null>(null);
  const [error, setError] = useState(false);

  useEffect(() => {
    let cancelled = false;
    adminFetch<AnalyticsReport>(`/api/admin/analytics?days=${days}`)
      .then((r) => !cancelled && (setReport(r), setError(false)))
      .catch(() => !cancelled && setError(true));
    return () => {
      cancelled = true;
    };
  }, [days]);

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>
          <h2>Analytics</h2>
        </CardTitle>
        <FilterSelect label="Range" value={days} onChange={setDays} options={[["7", "Last 7 days"], ["30", "Last 30 days"], ["90", "Last 90 days"]]} />
      </CardHeader>
      <CardContent className="space-y-6">
        {error && <p role="alert" className="text-sm text-destructive">Failed to load dashboard data</p>}
        {report && (
          <>
            <AnalyticsCharts report={report} />
            <div className="grid gap-6 sm:grid-cols-3">
              <Totals title="Submissions" rows={Object.entries(report.totals.submissions)} />
              <Totals title="Events" rows={Object.entries(report.totals.events)} />
              <Totals title="Call-to-action clicks" rows={Object.entries(report.totals.ctas)} />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
