import "server-only";
import { ApiError } from "@/lib/api/errors";
import { listContactMessagesPage, totalContactMessages } from "@/lib/data/contact";
import { listFeedbackPage, totalFeedback, type FeedbackFilters } from "@/lib/data/feedback";
import { InvalidCursorError, decodeCursor, type PageRequest } from "@/lib/data/list-query";
import { deliveryState } from "@/lib/email/delivery";
import { listMembersPage, totalMembers, type MemberFilters } from "@/lib/data/member-list";
import { listSuggestionsPage, totalSuggestions } from "@/lib/data/suggestions";
import { confirmedEmailKeys, isConfirmedIn } from "@/lib/members/mail-policy";
import { countTesters, listTestersPage, type TesterFilters } from "@/lib/data/testers";
import type { FeedbackQuery, ListQuery, MemberQuery, TesterQuery } from "@/lib/validation/admin";

// The admin lists: one page of results and the total, shared by the list calls. A page is found
// by its cursor (keyset: the same cost at any depth, and no row skipped or repeated while rows are
// added) or, for a jump to a page number, by offset. Totals beyond EXACT_COUNT_LIMIT are
// estimates (`totalEstimated`), which the screens say.

const invalidCursor = () => new ApiError("validation_failed", "Some fields are invalid", { cursor: "Invalid cursor" });

function pageOf(q: ListQuery): PageRequest {
  if (!q.cursor) return { skip: (q.page - 1) * q.pageSize, take: q.pageSize };
  const after = decodeCursor(q.cursor);
  if (!after) throw invalidCursor();
  return { after, take: q.pageSize };
}

/** A cursor of another sort, or a made-up one, is bad input (422), never a database error. */
async function withCursor<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    throw error instanceof InvalidCursorError ? invalidCursor() : error;
  }
}

export function feedbackFilters(q: FeedbackQuery): FeedbackFilters {
  return { q: q.q || undefined, status: q.status, priority: q.priority, rating: q.rating };
}

/**
 * Each row with `emailConfirmed` beside its address (null without one): whether the site may
 * e-mail it (lib/members/mail-policy.ts). One lookup for the whole page, not one per row.
 */
export async function withEmailConfirmed<T extends { email: string | null }>(items: T[]): Promise<(T & { emailConfirmed: boolean | null })[]> {
  const confirmed = await confirmedEmailKeys(items.map((item) => item.email));
  return items.map((item) => ({ ...item, emailConfirmed: item.email ? isConfirmedIn(confirmed, item.email) : null }));
}

async function listAnswer<T extends { email: string | null }>(q: ListQuery, page: { items: T[]; nextCursor: string | null }, total: { total: number; estimated: boolean }) {
  const items = await withEmailConfirmed(page.items);
  return { items, total: total.total, totalEstimated: total.estimated, page: q.page, pageSize: q.pageSize, nextCursor: page.nextCursor };
}

export async function feedbackPage(q: FeedbackQuery) {
  const filters = feedbackFilters(q);
  const [page, total] = await Promise.all([withCursor(listFeedbackPage(filters, pageOf(q), q.sort)), totalFeedback(filters)]);
  return listAnswer(q, page, total);
}

export async function suggestionsPage(q: ListQuery & { sort?: "newest" | "votes" }) {
  const [page, total] = await Promise.all([withCursor(listSuggestionsPage(q.q || undefined, pageOf(q), q.sort)), totalSuggestions(q.q || undefined)]);
  return listAnswer(q, page, total);
}

export type ContactRow = Awaited<ReturnType<typeof listContactMessagesPage>>["items"][number];

/** A contact message with its latest delivery attempt (the e-mail outbox row), if any. */
export function contactItem(row: ContactRow) {
  const { outbox, ...message } = row;
  const latest = outbox.at(-1) ?? null;
  return {
    ...message,
    name: `${message.firstName} ${message.lastName}`.trim(),
    delivery: latest
      ? { id: latest.id, status: deliveryState(latest.status, latest.providerId), attempts: latest.attempts, lastError: latest.lastError, sentAt: latest.sentAt }
      : null,
  };
}

export async function contactPage(q: ListQuery) {
  const [page, total] = await Promise.all([withCursor(listContactMessagesPage(q.q || undefined, pageOf(q))), totalContactMessages(q.q || undefined)]);
  return listAnswer(q, { items: page.items.map(contactItem), nextCursor: page.nextCursor }, total);
}

export function testerFilters(q: TesterQuery): TesterFilters {
  return { q: q.q || undefined, status: q.status };
}

/** The cohort (one row per reservation, the newest first); exact totals: it holds few rows. */
export async function testersPage(q: TesterQuery) {
  const filters = testerFilters(q);
  const [page, total] = await Promise.all([withCursor(listTestersPage(filters, pageOf(q))), countTesters(filters)]);
  return listAnswer(q, page, { total, estimated: false });
}

const yesNo = (value: "yes" | "no" | undefined) => (value === undefined ? undefined : value === "yes");

export function memberFilters(q: MemberQuery): MemberFilters {
  return { q: q.q || undefined, confirmed: q.confirmed === "yes", tester: yesNo(q.tester), suggestions: yesNo(q.suggestions) };
}

/** The members (or the addresses never confirmed); totals estimated beyond EXACT_COUNT_LIMIT. */
export async function membersPage(q: MemberQuery) {
  const filters = memberFilters(q);
  const [page, total] = await Promise.all([withCursor(listMembersPage(filters, pageOf(q))), totalMembers(filters)]);
  return listAnswer(q, page, total);
}
