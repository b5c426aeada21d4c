import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export type NewContactMessage = { firstName: string; lastName: string; email: string; subject: string; message: string };

export function createContactMessage(input: NewContactMessage, tx: Prisma.TransactionClient = db) {
  return tx.contactMessage.create({ data: input, select: { id: true, createdAt: true } });
}

export function contactWhere(q?: string): Prisma.ContactMessageWhereInput {
  if (!q) return {};
  const contains = { contains: q, mode: "insensitive" as const };
  return {
    OR: [{ firstName: contains }, { lastName: contains }, { email: contains }, { subject: contains }, { message: contains }],
  };
}

export function listContactMessages(q?: string, page = { skip: 0, take: 50 }) {
  return db.contactMessage.findMany({
    where: contactWhere(q),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: page.skip,
    take: page.take,
    include: { outbox: { select: { id: true, kind: true, status: true, attempts: true, lastError: true, sentAt: true } } },
  });
}

export function countContactMessages(q?: string) {
  return db.contactMessage.count({ where: contactWhere(q) });
}

export function deleteContactMessage(id: string) {
  return db.contactMessage.delete({ where: { id }, select: { id: true } });
}
