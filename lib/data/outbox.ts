import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { suppressionBlocks } from "@/lib/data/suppressions";
import { withListFooter } from "@/lib/email/list-unsubscribe";
import { withFooterLink } from "@/lib/email/unsubscribe";
import { QUEUE, sendJob } from "@/lib/jobs/queue";

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
  /** A narrower unsubscribe than the address-wide one (an idea's): its footer line, and its List-Unsubscribe target. */
  unsubscribe?: NarrowUnsubscribe;
};

export type NarrowUnsubscribe = { lead: string; link: string; pageUrl: string; oneClickUrl: string };

const QUEUED = { id: true, idempotencyKey: true, status: true } as const;

/**
 * Queues a message and its delivery job (lib/jobs/email-delivery.ts) in the transaction of the data
 * it comes from: both commit, or neither does. Without a transaction, one of their own.
 * Every message to a visitor gets its unsubscribe footer here (lib/email/unsubscribe.ts), and
 * none is queued to an address that unsubscribed, bounced or complained (lib/data/suppressions.ts):
 * then, and for a repeated idempotencyKey, null.
 */
export async function enqueueEmail(message: NewOutboxMessage, tx?: Prisma.TransactionClient): Promise<{ id: string; idempotencyKey: string; status: string } | null> {
  if (!tx) return db.$transaction((t) => enqueueEmail(message, t));
  if (await suppressionBlocks(message.kind, message.to, tx)) return null;
  const { unsubscribe, ...fields } = message;
  // The narrower link's line first, then the one every visitor's e-mail has.
  const narrowed = unsubscribe ? { ...fields, ...withFooterLink(fields, { lead: unsubscribe.lead, link: unsubscribe.link, url: unsubscribe.pageUrl }) } : fields;
  const data = { ...withListFooter(narrowed), unsubscribeUrl: unsubscribe?.oneClickUrl ?? null, idempotencyKey: message.idempotencyKey ?? `${message.kind}-${randomUUID()}` };
  let row;
  if (message.idempotencyKey) {
    // ON CONFLICT DO NOTHING: a concurrent enqueue with the same key neither fails nor doubles.
    const { count } = await tx.emailOutbox.createMany({ data: [data], skipDuplicates: true });
    if (count === 0) return null;
    row = await tx.emailOutbox.findUniqueOrThrow({ where: { idempotencyKey: data.idempotencyKey }, select: QUEUED });
  } else {
    row = await tx.emailOutbox.create({ data, select: QUEUED });
  }
  await sendJob(QUEUE.emailDelivery, { id: row.id }, {}, tx);
  return row;
}

/**
 * Messages waiting to be sent without a pending delivery job get one (the queue's start calls
 * this): after a restore, whose backup holds the outbox but not pg-boss's jobs. Returns how many.
 * A message whose try is running on another instance has its job active, so is left alone.
 */
export async function adoptOutboxMessages(): Promise<number> {
  const orphans = await db.$queryRaw<{ id: string }[]>`
    SELECT o.id FROM email_outbox o
    WHERE o.status IN ('queued', 'sending')
      AND NOT EXISTS (SELECT 1 FROM pgboss.job j WHERE j.name = ${QUEUE.emailDelivery} AND j.data->>'id' = o.id AND j.state < 'completed')`;
  for (const { id } of orphans) await sendJob(QUEUE.emailDelivery, { id });
  return orphans.length;
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

// ---- The delivery job's side (lib/jobs/email-delivery.ts).

export type OutboxAttempt = { id: string; kind: string; to: string; replyTo: string | null; subject: string; html: string; text: string; idempotencyKey: string; attempts: number; unsubscribeUrl: string | null };

/**
 * A try begins: the message is 'sending' and its count of tries goes up. Null when there is
 * nothing to send (sent, failed, suppressed or deleted since): the job then has nothing to do.
 * A message still 'sending' is a try whose worker died; pg-boss runs its job again.
 */
export async function beginOutboxAttempt(id: string): Promise<OutboxAttempt | null> {
  const rows = await db.$queryRaw<OutboxAttempt[]>`
    UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, "updatedAt" = now()
    WHERE id = ${id} AND status IN ('queued', 'sending')
    RETURNING id, kind, "to", "replyTo", subject, html, text, "idempotencyKey", attempts, "unsubscribeUrl"`;
  return rows[0] ?? null;
}

type Outcome =
  | { status: "sent"; providerId: string | null; sentAt: Date }
  | { status: "queued" | "failed"; lastError: string }
  | { status: "suppressed" };

/** Records how a try ended; only a message still 'sending' changes (an admin may have acted meanwhile). */
export async function endOutboxAttempt(id: string, outcome: Outcome) {
  const data =
    outcome.status === "sent"
      ? { status: outcome.status, providerId: outcome.providerId, sentAt: outcome.sentAt, lastError: null }
      : outcome.status === "suppressed"
        ? { status: outcome.status, lastError: "Not sent: the recipient is on the suppression list (unsubscribed, bounced or complained)" }
        : { status: outcome.status, lastError: outcome.lastError };
  await db.emailOutbox.updateMany({ where: { id, status: "sending" }, data });
}

/**
 * Puts a failed message back in the queue with a fresh count of tries. The idempotency key stays,
 * so a provider that did accept an earlier try does not deliver it twice.
 * Returns "requeued", "not_failed" or "not_found".
 */
export async function requeueFailedOutboxMessage(id: string) {
  const count = await db.$transaction(async (tx) => {
    const { count } = await tx.emailOutbox.updateMany({
      where: { id, status: "failed" },
      data: { status: "queued", attempts: 0, lastError: null },
    });
    // A new delivery job, committed with the change of status.
    if (count === 1) await sendJob(QUEUE.emailDelivery, { id }, {}, tx);
    return count;
  });
  if (count === 1) return "requeued" as const;
  const exists = await db.emailOutbox.findUnique({ where: { id }, select: { id: true } });
  return exists ? ("not_failed" as const) : ("not_found" as const);
}


/** Whether a message with this idempotency key was ever queued: a once-only message need not be built again. */
export async function hasOutboxMessage(idempotencyKey: string): Promise<boolean> {
  return (await db.emailOutbox.count({ where: { idempotencyKey } })) > 0;
}
