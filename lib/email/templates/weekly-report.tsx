import { Heading, Link, Text } from "@/lib/email/components";
import { EmailLayout } from "@/lib/email/templates/layout";
import { againstPrevious } from "@/lib/owner/change-text";
import type { WeeklyReport } from "@/lib/owner/weekly-report";

export type WeeklyReportProps = { report: WeeklyReport; period: string; dashboardUrl: string; settingsUrl: string };

const H2 = { fontSize: "15px", margin: "20px 0 6px" } as const;
const LINE = { margin: "0 0 4px" } as const;

// To the owner, from the reports job: last week in figures, each against the week before.
export function WeeklyReportEmail({ report, period, dashboardUrl, settingsUrl }: WeeklyReportProps) {
  const { visitors, visits, sources, pages, funnel, entries } = report;
  return (
    <EmailLayout preview={`${visitors.value} visitors and ${entries.feedback.value} feedback entries last week`}>
      <Heading as="h1" style={{ fontSize: "18px", margin: "0 0 4px" }}>
        Your weekly report
      </Heading>
      <Text style={{ ...LINE, color: "#6b7280" }}>{period}</Text>
      <Heading as="h2" style={H2}>Traffic</Heading>
      <Text style={LINE}>Visitors: {againstPrevious(visitors.value, visitors.previous)}</Text>
      <Text style={LINE}>Visits: {againstPrevious(visits.value, visits.previous)}</Text>
      <Heading as="h2" style={H2}>Top sources</Heading>
      {sources.length ? sources.map((s) => <Text key={s.source} style={LINE}>{s.source}: {s.visitors.toLocaleString("en")} visitors</Text>) : <Text style={LINE}>No visits.</Text>}
      <Heading as="h2" style={H2}>Top pages</Heading>
      {pages.length ? pages.map((p) => <Text key={p.path} style={LINE}>{p.path}: {p.pageviews.toLocaleString("en")} views by {p.visitors.toLocaleString("en")} visitors</Text>) : <Text style={LINE}>No page views.</Text>}
      <Heading as="h2" style={H2}>From visit to tester</Heading>
      {funnel.map((s) => <Text key={s.key} style={LINE}>{s.label}: {againstPrevious(s.visitors, s.previous)}</Text>)}
      <Heading as="h2" style={H2}>New entries</Heading>
      <Text style={LINE}>Feedback: {againstPrevious(entries.feedback.value, entries.feedback.previous)}</Text>
      <Text style={LINE}>Feature requests: {againstPrevious(entries.suggestions.value, entries.suggestions.previous)}</Text>
      <Text style={LINE}>Confirmed testers: {againstPrevious(entries.testers.value, entries.testers.previous)}</Text>
      <Text style={LINE}>Subscribers: {againstPrevious(entries.subscribers.value, entries.subscribers.previous)}</Text>
      <Text style={{ marginTop: "20px" }}>
        <Link href={dashboardUrl}>Open the dashboard</Link> · <Link href={settingsUrl}>Change or stop these reports</Link>
      </Text>
    </EmailLayout>
  );
}
