import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { QUEUE, sendJob } from "@/lib/jobs/queue";
import type { EventKind, WebhookFormat } from "@/lib/validation/notifications";

// Webhook endpoints and their delivery log. The secret is read only to sign (never listed).

type Tx = Prisma.TransactionClient;

/** The log an endpoint shows: its latest deliveries. */
export const DELIVERY_LOG_SIZE = 10;
export type DeliveryData = { deliveryId: string };

const PUBLIC = { id: true, url: true, events: true, format: true, createdAt: true } as const;
const LOG = { id: true, kind: true, status: true, attempts: true, lastStatusCode: true, lastError: true, createdAt: true, updatedAt: true } as const;

/** A new Standard Webhooks secret: whsec_ and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

export function countWebhooks() {
  return db.webhook.count();
}

/** Stores an endpoint; the answer is the only place its secret is ever shown. */
export async function createWebhook(input: { url: string; events: EventKind[]; format: WebhookFormat }) {
  const secret = newSecret();
  const webhook = await db.webhook.create({ data: { ...input, secret }, select: PUBLIC });
  return { webhook, secret };
}

export function listWebhooks() {
  return db.webhook.findMany({
    orderBy: { createdAt: "asc" },
    select: { ...PUBLIC, deliveries: { orderBy: { createdAt: "desc" }, take: DELIVERY_LOG_SIZE, select: LOG } },
  });
}

/** Null when there is no such endpoint. */
export async function updateWebhookEvents(id: string, events: EventKind[]) {
  const { count } = await db.webhook.updateMany({ where: { id }, data: { events } });
  return count ? db.webhook.findUnique({ where: { id }, select: PUBLIC }) : null;
}

export async function deleteWebhook(id: string): Promise<boolean> {
  const { count } = await db.webhook.deleteMany({ where: { id } });
  return count === 1;
}

/** The endpoints that listen for a kind of event, with what signing needs. */
export function webhooksFor(kind: EventKind, tx: Tx = db) {
  return tx.webhook.findMany({ where: { events: { has: kind } }, select: { id: true, format: true } });
}

export function getWebhookForSigning(id: string, tx: Tx = db) {
  return tx.webhook.findUnique({ where: { id }, select: { id: true, url: true, format: true, secret: true } });
}

/**
 * Queues one delivery with its job, in `tx`. An event reaches an endpoint once: a second queueing
 * (the dispatch job run again) does nothing and returns null. A test (no event) is always new.
 */
export async function queueDelivery(tx: Tx, delivery: { webhookId: string; eventId: string | null; kind: string; body: string }) {
  let id: string;
  if (delivery.eventId === null) {
    id = (await tx.webhookDelivery.create({ data: delivery, select: { id: true } })).id;
  } else {
    const { count } = await tx.webhookDelivery.createMany({ data: [delivery], skipDuplicates: true });
    if (!count) return null;
    id = (await tx.webhookDelivery.findUniqueOrThrow({ where: { webhookId_eventId: { webhookId: delivery.webhookId, eventId: delivery.eventId } }, select: { id: true } })).id;
  }
  await sendJob<DeliveryData>(QUEUE.webhookDelivery, { deliveryId: id }, {}, tx);
  return id;
}

/** A try begins: the delivery with its endpoint, its count of tries up. Null when it is finished or gone. */
export async function beginDeliveryAttempt(id: string) {
  const rows = await db.$queryRaw<{ id: string; body: string; webhookId: string }[]>`
    UPDATE webhook_deliveries SET attempts = attempts + 1, "updatedAt" = now()
    WHERE id = ${id} AND status IN ('pending', 'retrying')
    RETURNING id, body, "webhookId"`;
  const delivery = rows[0];
  if (!delivery) return null;
  const webhook = await getWebhookForSigning(delivery.webhookId);
  return webhook ? { ...delivery, webhook } : null;
}

export function endDeliveryAttempt(id: string, outcome: { status: "delivered" | "retrying" | "failed"; statusCode: number | null; error: string | null }) {
  return db.webhookDelivery.updateMany({ where: { id }, data: { status: outcome.status, lastStatusCode: outcome.statusCode, lastError: outcome.error } });
}
