import "server-only";
import { createElement } from "react";
import { PRODUCT_NAME } from "@/lib/config";
import { siteUrl } from "@/lib/env";
import { renderBoth, type RenderedEmail } from "@/lib/email/messages";
import { SpikeAlertEmail } from "@/lib/email/templates/spike-alert";
import { WeeklyReportEmail } from "@/lib/email/templates/weekly-report";
import { formatSiteDate } from "@/lib/format/site-date";
import type { WeeklyReport } from "@/lib/owner/weekly-report";

const links = { dashboardUrl: `${siteUrl}/admin?tab=analytics`, settingsUrl: `${siteUrl}/admin/settings?tab=reports` };

/** "17 November 2026 – 23 November 2026": a range of UTC days in the e-mails' one date style. */
const period = (from: string, to: string) => `${formatSiteDate(`${from}T12:00:00Z`, "day")} – ${formatSiteDate(`${to}T12:00:00Z`, "day")}`;

/** The owner's weekly report. */
export async function weeklyReportEmail(to: string, report: WeeklyReport): Promise<RenderedEmail> {
  const range = period(report.week.from, report.week.to);
  return {
    kind: "weekly_report",
    to,
    subject: `${PRODUCT_NAME} weekly report: ${range}`,
    ...(await renderBoth(createElement(WeeklyReportEmail, { report, period: range, ...links }))),
  };
}

/** The owner's traffic-spike alert. */
export async function spikeAlertEmail(to: string, spike: { visitors: number; usual: number; hour: Date }): Promise<RenderedEmail> {
  return {
    kind: "spike_alert",
    to,
    subject: `${PRODUCT_NAME}: ${spike.visitors.toLocaleString("en")} visitors in the last hour`,
    ...(await renderBoth(createElement(SpikeAlertEmail, { ...spike, hour: formatSiteDate(spike.hour, "dateTime"), ...links }))),
  };
}
