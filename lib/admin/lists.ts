import "server-only";
import { countContactMessages, listContactMessages } from "@/lib/data/contact";
import { countFeedback, listFeedback, type FeedbackFilters } from "@/lib/data/feedback";
import { countSuggestions, listSuggestions } from "@/lib/data/suggestions";
import type { FeedbackQuery, ListQuery } from "@/lib/validation/admin";

// The admin lists: one page of results and the total, shared by the list calls and the exports.
export const EXPORT_MAX_ROWS = 10_000;

const pageOf = (q: ListQuery) => ({ skip: (q.page - 1) * q.pageSize, take: q.pageSize });

export function feedbackFilters(q: FeedbackQuery): FeedbackFilters {
  return { q: q.q || undefined, status: q.status, priority: q.priority, rating: q.rating };
}

export async function feedbackPage(q: FeedbackQuery, page = pageOf(q)) {
  const filters = feedbackFilters(q);
  const [items, total] = await Promise.all([listFeedback(filters, page, q.sort), countFeedback(filters)]);
  return { items, total, page: q.page, pageSize: q.pageSize };
}

export async function suggestionsPage(q: ListQuery, page = pageOf(q)) {
  const [items, total] = await Promise.all([listSuggestions(q.q || undefined, page), countSuggestions(q.q || undefined)]);
  return { items, total, page: q.page, pageSize: q.pageSize };
}

export type ContactRow = Awaited<ReturnType<typeof listContactMessages>>[number];

/** A contact message with its latest delivery attempt (the e-mail outbox row), if any. */
export function contactItem(row: ContactRow) {
  const { outbox, ...message } = row;
  const latest = outbox.at(-1) ?? null;
  return {
    ...message,
    name: `${message.firstName} ${message.lastName}`.trim(),
    delivery: latest ? { id: latest.id, status: latest.status, attempts: latest.attempts, lastError: latest.lastError, sentAt: latest.sentAt } : null,
  };
}

export async function contactPage(q: ListQuery, page = pageOf(q)) {
  const [rows, total] = await Promise.all([listContactMessages(q.q || undefined, page), countContactMessages(q.q || undefined)]);
  return { items: rows.map(contactItem), total, page: q.page, pageSize: q.pageSize };
}

export const allRows = { skip: 0, take: EXPORT_MAX_ROWS };
