"use client";

import { StatTable, type Column } from "@/components/admin/analytics/stat-table";
import type { AnalyticsDashboard, EventSummary } from "@/lib/admin/analytics-dashboard";
import type { BreakdownRow, PageRow } from "@/lib/data/analytics-report";
import type { AnalyticsFilterKind } from "@/lib/validation/analytics";

type Visit = Omit<BreakdownRow, "dimension">;
const named = (label: string): Column<Visit> => ({ label, value: (r) => r.value });
const VISIT_COLUMNS = (label: string): [Column<Visit>, ...Column<Visit>[]] => [
  named(label),
  { label: "Visitors", value: (r) => r.visitors, numeric: true },
  { label: "Visits", value: (r) => r.visits, numeric: true },
];
const page = (extra: Column<PageRow>): [Column<PageRow>, ...Column<PageRow>[]] => [
  { label: "Page", value: (r) => r.path },
  { label: "Visitors", value: (r) => r.visitors, numeric: true },
  extra,
];

const VISIT_TABLES: {
  key: keyof AnalyticsDashboard["breakdowns"];
  title: string;
  label: string;
}[] = [
  { key: "source", title: "Sources", label: "Source" },
  { key: "referrer", title: "Referrers", label: "Referrer" },
  { key: "utm_source", title: "UTM sources", label: "utm_source" },
  { key: "utm_medium", title: "UTM mediums", label: "utm_medium" },
  { key: "utm_campaign", title: "UTM campaigns", label: "utm_campaign" },
  { key: "device", title: "Devices", label: "Device" },
  { key: "browser", title: "Browsers", label: "Browser" },
  { key: "os", title: "Operating systems", label: "OS" },
];

const EVENT_COLUMNS: [Column<EventSummary>, ...Column<EventSummary>[]] = [
  { label: "Event", value: (r) => r.label },
  { label: "Visitors", value: (r) => r.visitors, numeric: true },
  { label: "Events", value: (r) => r.events, numeric: true },
];

const PAGE_TABLES: { key: keyof AnalyticsDashboard["pages"]; title: string; column: Column<PageRow> }[] = [
  { key: "top", title: "Top pages", column: { label: "Page views", value: (r) => r.pageviews } },
  { key: "entry", title: "Entry pages", column: { label: "Entries", value: (r) => r.entries } },
  { key: "exit", title: "Exit pages", column: { label: "Exits", value: (r) => r.exits } },
];

/** Pages, sources, devices and events; a click on a row's name filters the whole dashboard. */
export function AnalyticsTables({
  report,
  onFilter,
}: {
  report: AnalyticsDashboard;
  onFilter: (kind: AnalyticsFilterKind, value: string) => void;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {PAGE_TABLES.map((t) => (
        <StatTable
          key={t.key}
          title={t.title}
          csvName={`${t.key}-pages`}
          rows={report.pages[t.key]}
          filterKind="page"
          onFilter={onFilter}
          columns={page(t.column)}
        />
      ))}
      {VISIT_TABLES.map((t) => (
        <StatTable
          key={t.key}
          title={t.title}
          csvName={t.key.replace("_", "-")}
          rows={report.breakdowns[t.key]}
          filterKind={t.key}
          onFilter={onFilter}
          columns={VISIT_COLUMNS(t.label)}
        />
      ))}
      <StatTable title="Events" csvName="events" rows={report.events} columns={EVENT_COLUMNS} />
    </div>
  );
}
