import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ReportSettingsInput } from "@/lib/validation/reports";

export type ReportSettings = ReportSettingsInput & { lastSpikeAt: Date | null };

const DEFAULTS: ReportSettings = { weeklyEnabled: false, weeklyDay: 1, weeklyHour: 8, spikeEnabled: false, spikeMultiple: 3, lastSpikeAt: null };
const COLUMNS = { weeklyEnabled: true, weeklyDay: true, weeklyHour: true, spikeEnabled: true, spikeMultiple: true, lastSpikeAt: true } as const;

/** The settings, or their defaults before the admin first saves them. */
export async function getReportSettings(): Promise<ReportSettings> {
  return (await db.reportSettings.findUnique({ where: { id: 1 }, select: COLUMNS })) ?? DEFAULTS;
}

export function saveReportSettings(input: ReportSettingsInput): Promise<ReportSettings> {
  return db.reportSettings.upsert({ where: { id: 1 }, create: { id: 1, ...input }, update: input, select: COLUMNS });
}

/**
 * Claims the spike alert for `now` unless one went out within `cooldownHours`: one conditional
 * write, so two instances running the check at once send one alert. Inside the alert's transaction.
 */
export async function claimSpikeAlert(tx: Prisma.TransactionClient, now: Date, cooldownHours: number): Promise<boolean> {
  const since = new Date(now.getTime() - cooldownHours * 3_600_000);
  const claimed = await tx.$executeRaw`
    UPDATE report_settings SET "lastSpikeAt" = ${now}, "updatedAt" = ${now}
    WHERE id = 1 AND ("lastSpikeAt" IS NULL OR "lastSpikeAt" <= ${since})`;
  return claimed === 1;
}
