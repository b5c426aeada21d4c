import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  copyCsv,
  decodeCursor,
  encodeCursor,
  InvalidCursorError,
  isoTime,
  plain,
  searchCondition,
  sql,
  totalRows,
  typed,
  whereOf,
  type ListTotal,
} from "@/lib/data/list-query";
import type { WaitlistStatusFilter } from "@/lib/validation/waitlist-admin";

// The waitlist as the admin sees it (/admin/waitlist): the line in place order, (rank, seq), by
// keyset, fast at a million entries (the partial index waitlist_entries_waiting_rank_idx).
// The place of a waiting member is 1 + the waiting members whose (rank, seq) comes first.

export type WaitlistFilters = { status: WaitlistStatusFilter; flagged?: boolean; q?: string };

/** The place of the entry aliased `e`: an index-only count of the waiting members ahead. */
const PLACE_OF_E = sql`(SELECT count(*)::int + 1 FROM waitlist_entries w WHERE w.status = 'waiting' AND (w.rank, w.seq) < (e.rank, e.seq))`;
const FLAGGED_OF_E = sql`(SELECT count(*)::int FROM waitlist_referrals r WHERE r."referrerId" = e."memberId" AND r.state = 'flagged')`;

/** Conditions on waitlist_entries aliased `e` (the search reads the members' trigram index). */
function waitlistWhere(f: WaitlistFilters): Prisma.Sql[] {
  const where = [sql`e.status = ${f.status}::"WaitlistStatus"`];
  if (f.flagged)
    where.push(
      sql`EXISTS (SELECT 1 FROM waitlist_referrals r WHERE r."referrerId" = e."memberId" AND r.state = 'flagged')`,
    );
  if (f.q)
    where.push(
      sql`e."memberId" IN (SELECT id FROM members WHERE ${searchCondition(sql`email || E'\\x1f' || "emailKey"`, f.q)})`,
    );
  return where;
}

export type WaitlistRow = {
  memberId: string;
  email: string;
  place: number | null;
  referrals: number;
  flagged: number;
  joinedAt: Date;
  status: WaitlistStatusFilter;
  seq: number;
};

const isSafeInteger = (v: string | number) => typeof v === "number" && Number.isSafeInteger(v);

/** A page of the line after the cursor's (rank, seq), or after `skip` rows. */
export async function listWaitlistPage(
  f: WaitlistFilters,
  page: { take: number; skip?: number; cursor?: string },
) {
  const where = waitlistWhere(f);
  if (page.cursor) {
    const after = decodeCursor(page.cursor);
    if (!after || after.length !== 2 || !after.every(isSafeInteger))
      throw new InvalidCursorError("cursor does not fit the waitlist");
    where.push(sql`(e.rank, e.seq) > (${after[0]}::bigint, ${after[1]}::bigint)`);
  }
  // Unfiltered, the page's rows are consecutive in the line: the first one's place is counted once
  // and the rest follow from it. Filtered, each waiting row counts its own (ten index-only counts).
  const consecutive = f.status === "waiting" && !f.flagged && !f.q;
  const rows = await db.$queryRaw<
    (Omit<WaitlistRow, "seq" | "place"> & { seq: bigint; rank: bigint; place: number | null })[]
  >`
    SELECT e."memberId", m.email, e.referrals, ${FLAGGED_OF_E} AS flagged, e."joinedAt", e.status::text AS status, e.seq, e.rank,
           ${consecutive || f.status !== "waiting" ? sql`NULL::int` : PLACE_OF_E} AS place
    FROM waitlist_entries e JOIN members m ON m.id = e."memberId"
    WHERE ${whereOf(where)} ORDER BY e.rank, e.seq LIMIT ${page.take + 1} OFFSET ${page.cursor ? 0 : (page.skip ?? 0)}`;
  const shown = rows.slice(0, page.take);
  let first: number | null = null;
  if (consecutive && shown[0]) {
    const [row] = await db.$queryRaw<{ place: number }[]>`
      SELECT count(*)::int + 1 AS place FROM waitlist_entries w WHERE w.status = 'waiting' AND (w.rank, w.seq) < (${shown[0].rank}, ${shown[0].seq})`;
    first = row!.place;
  }
  const last = shown.at(-1);
  const nextCursor =
    rows.length > page.take && last ? encodeCursor([Number(last.rank), Number(last.seq)]) : null;
  const items: WaitlistRow[] = shown.map((r, i) => ({
    memberId: r.memberId,
    email: r.email,
    referrals: r.referrals,
    flagged: r.flagged,
    joinedAt: r.joinedAt,
    status: r.status,
    seq: Number(r.seq),
    place: first !== null ? first + i : r.place,
  }));
  return { items, nextCursor };
}

export function totalWaitlist(f: WaitlistFilters): Promise<ListTotal> {
  return totalRows("waitlist_entries e", waitlistWhere(f));
}

/** The line's size by status, each exact up to 1,000 and estimated beyond (as the lists' totals). */
export async function waitlistCounts() {
  const [waiting, invited, tester] = await Promise.all(
    (["waiting", "invited", "tester"] as const).map((status) => totalWaitlist({ status })),
  );
  return { waiting: waiting!, invited: invited!, tester: tester! };
}

const WAITLIST_EXPORT = [
  plain("place", sql`place`),
  typed("email", sql`m.email`),
  plain("referrals", sql`e.referrals`),
  plain("flagged", FLAGGED_OF_E),
  plain("joinedAt", isoTime(`e."joinedAt"`)),
  plain("status", sql`e.status::text`),
  plain("seq", sql`e.seq`),
];

/**
 * The matching entries as CSV, in place order. The place is numbered over every waiting member
 * (one pass over the partial index), before the filters, so a filtered export keeps true places.
 */
export function exportWaitlist(f: WaitlistFilters) {
  return copyCsv(
    WAITLIST_EXPORT,
    sql`FROM (SELECT w.*, CASE WHEN w.status = 'waiting' THEN row_number() OVER (PARTITION BY w.status = 'waiting' ORDER BY w.rank, w.seq) END AS place FROM waitlist_entries w) e
        JOIN members m ON m.id = e."memberId" WHERE ${whereOf(waitlistWhere(f))} ORDER BY e.rank, e.seq`,
  );
}

export type FlaggedReferral = {
  id: string;
  referrer: string;
  referred: string;
  flags: string[];
  createdAt: Date;
};

/** Referrals waiting for review, oldest first (each counts once approved: W1's approve/reject calls). */
export async function listFlaggedReferrals(
  take: number,
): Promise<{ items: FlaggedReferral[]; total: number }> {
  const [items, [count]] = await Promise.all([
    db.$queryRaw<FlaggedReferral[]>`
      SELECT r.id, a.email AS referrer, b.email AS referred, r.flags, r."createdAt"
      FROM waitlist_referrals r JOIN members a ON a.id = r."referrerId" JOIN members b ON b.id = r."referredId"
      WHERE r.state = 'flagged' ORDER BY r."createdAt", r.id LIMIT ${take}`,
    db.$queryRaw<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM waitlist_referrals WHERE state = 'flagged'`,
  ]);
  return { items, total: count?.n ?? 0 };
}
