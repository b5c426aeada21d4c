import "server-only";
import { SPIKE_ALERT_COOLDOWN_HOURS, SPIKE_ALERT_MIN_VISITORS } from "@/lib/config";
import { rollUpAnalytics } from "@/lib/data/analytics-rollup";
import { enqueueEmail, hasOutboxMessage } from "@/lib/data/outbox";
import { hourlyVisitors } from "@/lib/data/report-counts";
import { claimSpikeAlert, getReportSettings } from "@/lib/data/report-settings";
import { db } from "@/lib/db";
import { contactRecipient } from "@/lib/email/contact";
import { spikeAlertEmail, weeklyReportEmail } from "@/lib/email/owner-reports";
import { env } from "@/lib/env";
import { buildWeeklyReport, reportWeeks } from "@/lib/owner/weekly-report";

const HOUR_MS = 3_600_000;
/** The "usual" hour: the mean of the week of hours before the last one (hours without visitors count as 0). */
const USUAL_HOURS = 168;

/** The hour just ended, its visitors, and the mean of the week before it. */
export async function lastHourAgainstUsual(now: Date): Promise<{ hour: Date; visitors: number; usual: number }> {
  const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - HOUR_MS);
  const rows = await hourlyVisitors(new Date(hour.getTime() - USUAL_HOURS * HOUR_MS), new Date(hour.getTime() + HOUR_MS));
  const last = rows.find((r) => r.hour.getTime() === hour.getTime())?.visitors ?? 0;
  const before = rows.reduce((sum, r) => sum + (r.hour.getTime() === hour.getTime() ? 0 : r.visitors), 0);
  return { hour, visitors: last, usual: before / USUAL_HOURS };
}

/** Whether the hour's visitors make a spike: above the multiple of the usual (at least 1) and the minimum. */
export const isSpike = (visitors: number, usual: number, multiple: number) => visitors >= SPIKE_ALERT_MIN_VISITORS && visitors > multiple * Math.max(usual, 1);

/**
 * The hourly reports round (lib/jobs/owner-reports.ts). The weekly e-mail goes on its day, at its
 * hour or at the first round after it (a restart at that hour must not lose the week): its
 * idempotency key, the week, makes it once per week however many rounds run. The spike alert
 * claims its cool-down in the transaction that queues it.
 */
export async function runOwnerReports(now = new Date()): Promise<{ weekly: boolean; spike: boolean }> {
  const settings = await getReportSettings();
  const to = contactRecipient();
  let weekly = false;
  let spike = false;
  const weekKey = `weekly-report-${reportWeeks(now).week.from}`;
  // The rounds after the one that sent it find its key and build nothing.
  if (settings.weeklyEnabled && now.getUTCDay() === settings.weeklyDay && now.getUTCHours() >= settings.weeklyHour && !(await hasOutboxMessage(weekKey))) {
    const report = await buildWeeklyReport(now);
    weekly = (await enqueueEmail({ ...(await weeklyReportEmail(to, report)), idempotencyKey: weekKey })) !== null;
  }
  if (settings.spikeEnabled) {
    await rollUpAnalytics(env.ANALYTICS_RAW_RETENTION_DAYS, now);
    const hour = await lastHourAgainstUsual(now);
    if (isSpike(hour.visitors, hour.usual, settings.spikeMultiple)) {
      const message = await spikeAlertEmail(to, hour);
      spike = await db.$transaction(async (tx) => (await claimSpikeAlert(tx, now, SPIKE_ALERT_COOLDOWN_HOURS)) && (await enqueueEmail(message, tx)) !== null);
    }
  }
  return { weekly, spike };
}
