import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { DELIVERY_STATE_SQL } from "@/lib/email/delivery";
import { emailKeyOf } from "@/lib/testers/email";
import { copyCsv, countRows, inOrder, isoTime, newestFirst, orderBy, pageIds, plain, searchCondition, sql, totalRows, typed, whereOf, type PageRequest } from "@/lib/data/list-query";

export type NewContactMessage = { firstName: string; lastName: string; email: string; subject: string; message: string };

export function createContactMessage(input: NewContactMessage, tx: Prisma.TransactionClient = db) {
  return tx.contactMessage.create({ data: { ...input, emailKey: emailKeyOf(input.email) }, select: { id: true, createdAt: true } });
}

// The searched columns, joined as the trigram index of migration 20261125040000 has them.
const CONTACT_SEARCH = sql`"firstName" || E'\\x1f' || "lastName" || E'\\x1f' || email || E'\\x1f' || subject || E'\\x1f' || message`;

export function contactWhere(q?: string): Prisma.Sql[] {
  return q ? [searchCondition(CONTACT_SEARCH, q)] : [];
}

const outboxFields = { id: true, kind: true, status: true, attempts: true, lastError: true, sentAt: true, providerId: true } as const;

/** One page of contact messages (with their e-mail deliveries), newest first, and the next page's cursor. */
export async function listContactMessagesPage(q?: string, page: PageRequest = { take: 50 }) {
  const { ids, nextCursor } = await pageIds("contact_messages", contactWhere(q), newestFirst, page);
  const rows = ids.length
    ? await db.contactMessage.findMany({ where: { id: { in: ids } }, include: { outbox: { select: outboxFields, orderBy: [{ createdAt: "asc" }, { id: "asc" }] } } })
    : [];
  return { items: inOrder(ids, rows), nextCursor };
}

export async function listContactMessages(q?: string, page: PageRequest = { take: 50 }) {
  return (await listContactMessagesPage(q, page)).items;
}

export function countContactMessages(q?: string) {
  return countRows("contact_messages", contactWhere(q));
}

/** The number of matching messages, estimated beyond EXACT_COUNT_LIMIT. */
export function totalContactMessages(q?: string) {
  return totalRows("contact_messages", contactWhere(q));
}

const CONTACT_EXPORT = [
  plain("id", sql`id`),
  plain("createdAt", isoTime(`"createdAt"`)),
  typed("firstName", sql`"firstName"`),
  typed("lastName", sql`"lastName"`),
  typed("email", sql`email`),
  typed("subject", sql`subject`),
  typed("message", sql`message`),
  // The latest e-mail's delivery state.
  plain("delivery", sql`(SELECT ${Prisma.raw(DELIVERY_STATE_SQL)} FROM email_outbox o WHERE o."contactMessageId" = contact_messages.id ORDER BY o."createdAt" DESC, o.id DESC LIMIT 1)`),
];

/** Every matching message as a CSV document, newest first, streamed. */
export function exportContactMessages(q?: string) {
  return copyCsv(CONTACT_EXPORT, sql`FROM contact_messages WHERE ${whereOf(contactWhere(q))} ORDER BY ${orderBy(newestFirst)}`);
}

