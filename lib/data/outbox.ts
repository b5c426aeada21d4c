import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export type NewOutboxMessage = {
  kind: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  contactMessageId?: string | null;
  feedbackId?: string | null;
};

/** Queues a message; pass the transaction of the data it comes from. */
export function enqueueEmail(message: NewOutboxMessage, tx: Prisma.TransactionClient = db) {
  return tx.emailOutbox.create({
    data: { ...message, idempotencyKey: `${message.kind}-${randomUUID()}` },
    select: { id: true, idempotencyKey: true, status: true },
  });
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
