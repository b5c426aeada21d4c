import "server-only";
import { ApiError } from "@/lib/api/errors";
import { InvalidCursorError } from "@/lib/data/list-query";
import { listWaitlistPage, totalWaitlist, waitlistCounts, type WaitlistFilters } from "@/lib/data/waitlist-admin";
import type { WaitlistQuery } from "@/lib/validation/waitlist-admin";

export function waitlistFilters(q: WaitlistQuery): WaitlistFilters {
  return { status: q.status, flagged: q.flagged === "yes", q: q.q || undefined };
}

/** One page of the line, its total (estimated beyond 1,000) and the counts by status. */
export async function waitlistPage(q: WaitlistQuery) {
  const filters = waitlistFilters(q);
  const page = listWaitlistPage(filters, { take: q.pageSize, skip: (q.page - 1) * q.pageSize, cursor: q.cursor }).catch((error: unknown) => {
    throw error instanceof InvalidCursorError ? new ApiError("validation_failed", "Some fields are invalid", { cursor: "Invalid cursor" }) : error;
  });
  const [{ items, nextCursor }, total, counts] = await Promise.all([page, totalWaitlist(filters), waitlistCounts()]);
  return { items, nextCursor, total: total.total, totalEstimated: total.estimated, page: q.page, pageSize: q.pageSize, counts };
}
