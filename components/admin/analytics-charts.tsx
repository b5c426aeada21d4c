"use client";

import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AnalyticsReport } from "@/lib/admin/analytics";
import type { SeriesPoint } from "@/lib/data/analytics-report";
import { EVENT_LABELS, SUBMISSION_LABELS } from "@/lib/analytics/funnel";
import { ANALYTICS_EVENTS } from "@/lib/config";
import { countOf } from "@/lib/format/plural";
import { evenTicks } from "@/components/admin/analytics/even-ticks";

const SUBMISSION_SERIES = [
  { key: "feedback", name: SUBMISSION_LABELS.feedback, color: "#2563eb" },
  { key: "suggestions", name: SUBMISSION_LABELS.suggestions, color: "#d97706" },
  { key: "contact", name: SUBMISSION_LABELS.contact, color: "#16a34a" },
];
const EVENT_COLORS = ["#2563eb", "#d97706", "#16a34a", "#9333ea", "#dc2626"];

export function AnalyticsCharts({ report }: { report: AnalyticsReport }) {
  const data = report.series.map((row) => ({ ...row, label: row.day.slice(5) }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <figure className="space-y-2" aria-label={`Submissions per day, last ${countOf(report.days, "day")}`}>
        <figcaption className="text-sm font-semibold">Submissions per day</figcaption>
        <div className="h-64">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" fontSize={12} ticks={evenTicks(data.map((d) => d.label))} interval={0} />
              <YAxis allowDecimals={false} fontSize={12} />
              <Tooltip />
              <Legend />
              {SUBMISSION_SERIES.map((s) => (
                <Bar key={s.key} dataKey={s.key} name={s.name} stackId="s" fill={s.color} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="space-y-2" aria-label={`Events per day, last ${countOf(report.days, "day")}`}>
        <figcaption className="text-sm font-semibold">Events per day</figcaption>
        <div className="h-64">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={data}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" fontSize={12} ticks={evenTicks(data.map((d) => d.label))} interval={0} />
              <YAxis allowDecimals={false} fontSize={12} />
              <Tooltip />
              <Legend />
              {ANALYTICS_EVENTS.map((name, i) => (
                <Line key={name} type="monotone" dataKey={name} name={EVENT_LABELS[name]} stroke={EVENT_COLORS[i % EVENT_COLORS.length]} dot={false} />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}

/** Visitors and page views per day (or per hour for a single day). */
export function TrafficChart({ points, granularity }: { points: SeriesPoint[]; granularity: "hour" | "day" }) {
  const data = points.map((p) => ({ ...p, label: granularity === "hour" ? `${p.bucket}:00` : p.bucket.slice(5) }));
  return (
    <figure className="space-y-2" aria-label={`Visitors and page views per ${granularity}`}>
      <figcaption className="text-sm font-semibold">Visitors and page views per {granularity}</figcaption>
      <div className="h-64">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" fontSize={12} ticks={evenTicks(data.map((d) => d.label))} interval={0} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Legend />
            <Line type="monotone" dataKey="visitors" name="Visitors" stroke="#2563eb" dot={false} />
            <Line type="monotone" dataKey="pageviews" name="Page views" stroke="#d97706" dot={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
