import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { isSuppressed } from "@/lib/data/suppressions";
import { isVisitorEmail, withUnsubscribeFooter } from "@/lib/email/unsubscribe";

/** PostgreSQL channel that wakes outbox workers in every app instance when a row is added. */
export const OUTBOX_CHANNEL = "stepwise_email_outbox";

export type NewOutboxMessage = {
  kind: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  contactMessageId?: string | null;
  feedbackId?: string | null;
  suggestionId?: string | null;
  /** A key that makes the message once-only: a second enqueue with it queues nothing (returns null). */
  idempotencyKey?: string;
};

const QUEUED = { id: true, idempotencyKey: true, status: true } as const;

/**
 * Queues a message; pass the transaction of the data it comes from. The NOTIFY is delivered
 * when that transaction commits (and never if it rolls back), waking the workers.
 * Every message to a visitor gets its unsubscribe footer here (lib/email/unsubscribe.ts), and
 * none is queued to an address that unsubscribed: then, and for a repeated idempotencyKey, null.
 */
export async function enqueueEmail(message: NewOutboxMessage, tx: Prisma.TransactionClient = db) {
  if (isVisitorEmail(message.kind) && (await isSuppressed(message.to, tx))) return null;
  const data = { ...withUnsubscribeFooter(message), idempotencyKey: message.idempotencyKey ?? `${message.kind}-${randomUUID()}` };
  let row;
  if (message.idempotencyKey) {
    // ON CONFLICT DO NOTHING: a concurrent enqueue with the same key neither fails nor doubles.
    const { count } = await tx.emailOutbox.createMany({ data: [data], skipDuplicates: true });
    if (count === 0) return null;
    row = await tx.emailOutbox.findUniqueOrThrow({ where: { idempotencyKey: data.idempotencyKey }, select: QUEUED });
  } else {
    row = await tx.emailOutbox.create({ data, select: QUEUED });
  }
  await tx.$executeRaw`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`;
  return row;
}

export function getOutboxMessage(id: string) {
  return db.emailOutbox.findUnique({ where: { id } });
}

export async function outboxHealth() {
  const [queued, failed, oldest] = await Promise.all([
    db.emailOutbox.count({ where: { status: { in: ["queued", "sending"] } } }),
    db.emailOutbox.count({ where: { status: "failed" } }),
    db.emailOutbox.findFirst({ where: { status: "queued" }, orderBy: { createdAt: "asc" }, select: { createdAt: true } }),
  ]);
  return { queued, failed, oldestQueuedAt: oldest?.createdAt ?? null };
}

// ---- The worker's side. Every function takes the client, so that tests can run several
// workers on separate connection pools against one database.

export type ClaimedMessage = {
  id: string;
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  idempotencyKey: string;
  attempts: number;
  lockedUntil: Date;
};

/**
 * Claims up to `limit` due messages in one short statement: queued ones whose time has come and
 * 'sending' ones whose lease ran out (their worker crashed). SKIP LOCKED lets concurrent workers
 * take disjoint rows; the new lease is the fencing token for the updates that follow.
 */
export async function claimOutboxMessages(
  { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number },
  client: PrismaClient = db,
): Promise<ClaimedMessage[]> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  return client.$queryRaw<ClaimedMessage[]>`
    UPDATE email_outbox AS o
    SET status = 'sending', "lockedUntil" = ${lease}::timestamptz, attempts = o.attempts + 1, "updatedAt" = now()
    FROM (
      SELECT id FROM email_outbox
      WHERE (status = 'queued' AND "nextAttemptAt" <= ${at}::timestamptz)
         OR (status = 'sending' AND "lockedUntil" < ${at}::timestamptz)
      ORDER BY "nextAttemptAt", "createdAt"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ) AS due
    WHERE o.id = due.id
    RETURNING o.id, o.kind, o."to", o."replyTo", o.subject, o.html, o.text, o."idempotencyKey", o.attempts, o."lockedUntil"`;
}

type Held = { id: string; lockedUntil: Date };
const held = (m: Held) => ({ id: m.id, status: "sending" as const, lockedUntil: m.lockedUntil });

/** Each mark* returns false when the lease was lost (another worker re-claimed the row). */
export async function markOutboxSent(m: Held, providerId: string | null, sentAt: Date, client: PrismaClient = db) {
  const { count } = await client.emailOutbox.updateMany({
    where: held(m),
    data: { status: "sent", sentAt, providerId, lockedUntil: null, lastError: null },
  });
  return count === 1;
}

export async function markOutboxRetry(m: Held, lastError: string, nextAttemptAt: Date, client: PrismaClient = db) {
  const { count } = await client.emailOutbox.updateMany({
    where: held(m),
    data: { status: "queued", lastError, nextAttemptAt, lockedUntil: null },
  });
  return count === 1;
}

export async function markOutboxFailed(m: Held, lastError: string, client: PrismaClient = db) {
  const { count } = await client.emailOutbox.updateMany({
    where: held(m),
    data: { status: "failed", lastError, lockedUntil: null },
  });
  return count === 1;
}

/** The recipient unsubscribed after the message was queued: it is kept, marked, and never sent. */
export async function markOutboxSuppressed(m: Held, client: PrismaClient = db) {
  const { count } = await client.emailOutbox.updateMany({
    where: held(m),
    data: { status: "suppressed", lastError: "Not sent: the recipient unsubscribed", lockedUntil: null },
  });
  return count === 1;
}

/** When the worker should look again: the earliest queued message or expiring lease. */
export async function nextOutboxDueAt(client: PrismaClient = db): Promise<Date | null> {
  const [queued, sending] = await Promise.all([
    client.emailOutbox.findFirst({ where: { status: "queued" }, orderBy: { nextAttemptAt: "asc" }, select: { nextAttemptAt: true } }),
    client.emailOutbox.findFirst({ where: { status: "sending" }, orderBy: { lockedUntil: "asc" }, select: { lockedUntil: true } }),
  ]);
  const times = [queued?.nextAttemptAt, sending?.lockedUntil].filter((t): t is Date => t instanceof Date);
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
}

/**
 * Puts a failed message back in the queue with a fresh count of tries. The idempotency key stays,
 * so a provider that did accept an earlier try does not deliver it twice.
 * Returns "requeued", "not_failed" or "not_found".
 */
export async function requeueFailedOutboxMessage(id: string, now = new Date()) {
  const count = await db.$transaction(async (tx) => {
    const { count } = await tx.emailOutbox.updateMany({
      where: { id, status: "failed" },
      data: { status: "queued", attempts: 0, lastError: null, nextAttemptAt: now, lockedUntil: null },
    });
    // Wakes a worker on any instance once this commits, as an enqueue does.
    if (count === 1) await tx.$executeRaw`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`;
    return count;
  });
  if (count === 1) return "requeued" as const;
  const exists = await db.emailOutbox.findUnique({ where: { id }, select: { id: true } });
  return exists ? ("not_failed" as const) : ("not_found" as const);
}

/** Gives back a claimed message that was not tried (the worker is stopping): queued again, try not counted. */
export async function releaseOutboxMessage(m: Held, client: PrismaClient = db) {
  await client.emailOutbox.updateMany({
    where: held(m),
    data: { status: "queued", lockedUntil: null, attempts: { decrement: 1 } },
  });
}
