import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { QUEUE, sendJob } from "@/lib/jobs/queue";
import { DEFAULT_DIGEST_HOUR, DEFAULT_MODES, EVENT_KINDS, type EventKind, type NotificationSettingsInput, type NotifyMode } from "@/lib/validation/notifications";

// The owner's notifications: their choice per kind of event, the daily digest's hour, and the
// events themselves. An event is stored in the transaction of what it tells of, with the job that
// e-mails it at once and hands it to the webhooks (lib/jobs/notification-dispatch.ts).

type Tx = Prisma.TransactionClient;

export type NotificationSettings = { modes: Record<EventKind, NotifyMode>; digestHour: number; lastDigestAt: Date | null };

const isMode = (value: string): value is NotifyMode => value === "instant" || value === "digest" || value === "off";

export async function getNotificationSettings(tx: Tx = db): Promise<NotificationSettings> {
  const [rows, digest] = await Promise.all([tx.notificationSetting.findMany({ select: { kind: true, mode: true } }), tx.notificationDigest.findUnique({ where: { id: 1 } })]);
  const modes = { ...DEFAULT_MODES };
  for (const row of rows) if ((EVENT_KINDS as readonly string[]).includes(row.kind) && isMode(row.mode)) modes[row.kind as EventKind] = row.mode;
  return { modes, digestHour: digest?.hour ?? DEFAULT_DIGEST_HOUR, lastDigestAt: digest?.lastSentAt ?? null };
}

export async function saveNotificationSettings(input: NotificationSettingsInput): Promise<NotificationSettings> {
  await db.$transaction(async (tx) => {
    for (const [kind, mode] of Object.entries(input.modes)) {
      if (mode) await tx.notificationSetting.upsert({ where: { kind }, create: { kind, mode }, update: { mode } });
    }
    if (input.digestHour !== undefined) await tx.notificationDigest.upsert({ where: { id: 1 }, create: { id: 1, hour: input.digestHour }, update: { hour: input.digestHour } });
  });
  return getNotificationSettings();
}

/**
 * Instant e-mails per kind and hour: a burst (a spam wave, a launch) tells the owner at once that
 * something is happening, and the rest goes to the next digest instead of flooding the inbox.
 */
export const INSTANT_EMAILS_PER_HOUR = 10;

async function instantQuotaUsed(tx: Tx, kind: EventKind): Promise<boolean> {
  const sent = await tx.notificationEvent.count({ where: { kind, delivery: "instant", createdAt: { gt: new Date(Date.now() - 3600_000) } } });
  return sent >= INSTANT_EMAILS_PER_HOUR;
}

export type NewEvent = { kind: EventKind; subjectId?: string | null; summary: string };
export type DispatchData = { eventId: string };

/** A summary is a line in an e-mail or a chat message: this long at most. */
export const SUMMARY_MAX = 300;

/**
 * Stores an event in `tx` and, when the owner wants it at once or a webhook listens for it, the
 * job that sends it. Returns how the owner hears of it: their choice for its kind, or the digest
 * past the hour's instant e-mails (the contact form's own notification follows it).
 */
export async function emitEvent(tx: Tx, event: NewEvent): Promise<NotifyMode> {
  const row = await tx.notificationSetting.findUnique({ where: { kind: event.kind }, select: { mode: true } });
  const chosen = row && isMode(row.mode) ? row.mode : DEFAULT_MODES[event.kind];
  const mode = chosen === "instant" && (await instantQuotaUsed(tx, event.kind)) ? "digest" : chosen;
  // Cut by code points: a cut inside a surrogate pair (an emoji) leaves a string the database refuses.
  const chars = Array.from(event.summary);
  const summary = chars.length > SUMMARY_MAX ? `${chars.slice(0, SUMMARY_MAX - 1).join("")}…` : event.summary;
  const stored = await tx.notificationEvent.create({ data: { kind: event.kind, subjectId: event.subjectId ?? null, summary, delivery: mode }, select: { id: true } });
  const listened = await tx.$queryRaw<{ n: number }[]>`SELECT 1 AS n FROM webhooks WHERE ${event.kind} = ANY(events) LIMIT 1`;
  if (mode === "instant" || listened.length) await sendJob<DispatchData>(QUEUE.notificationDispatch, { eventId: stored.id }, {}, tx);
  return mode;
}

export function getEvent(id: string, tx: Tx = db) {
  return tx.notificationEvent.findUnique({ where: { id } });
}

/** The last event of a kind (to keep a repeated alarm to one an hour). */
export function lastEventOf(kind: EventKind, tx: Tx = db) {
  return tx.notificationEvent.findFirst({ where: { kind }, orderBy: { createdAt: "desc" }, select: { createdAt: true } });
}

/**
 * The digest's side, in one transaction: locks the digest's row, and takes the events waiting for
 * it (created up to `now`), marking them listed. None when the digest already went within `minGapMs`.
 */
export async function takeDigestEvents(tx: Tx, now: Date, minGapMs: number) {
  await tx.$executeRaw`INSERT INTO notification_digest (id, hour, "updatedAt") VALUES (1, ${DEFAULT_DIGEST_HOUR}, now()) ON CONFLICT (id) DO NOTHING`;
  const [digest] = await tx.$queryRaw<{ lastSentAt: Date | null }[]>`SELECT "lastSentAt" FROM notification_digest WHERE id = 1 FOR UPDATE`;
  if (digest?.lastSentAt && now.getTime() - digest.lastSentAt.getTime() < minGapMs) return [];
  const events = await tx.notificationEvent.findMany({
    where: { delivery: "digest", digestedAt: null, createdAt: { lte: now } },
    orderBy: { createdAt: "asc" },
    select: { id: true, kind: true, summary: true, createdAt: true },
  });
  if (!events.length) return [];
  await tx.notificationEvent.updateMany({ where: { id: { in: events.map((e) => e.id) } }, data: { digestedAt: now } });
  await tx.notificationDigest.update({ where: { id: 1 }, data: { lastSentAt: now } });
  return events;
}

/** How long events and webhook deliveries are kept: long enough to look back on a month. */
export const NOTIFICATION_RETENTION_DAYS = 30;

/**
 * Erases events and webhook deliveries older than the retention, except an event a digest has yet
 * to list. Returns how many rows went.
 */
export async function purgeOldNotifications(now: Date): Promise<number> {
  const before = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * 86_400_000);
  const [events, deliveries] = await db.$transaction([
    db.notificationEvent.deleteMany({ where: { createdAt: { lt: before }, NOT: { delivery: "digest", digestedAt: null } } }),
    db.webhookDelivery.deleteMany({ where: { createdAt: { lt: before }, status: { in: ["delivered", "failed"] } } }),
  ]);
  return events.count + deliveries.count;
}
