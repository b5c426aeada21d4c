import "server-only";
import { placeSql } from "@/lib/waitlist/place";
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

/**
 * The places of a page's waiting members (in line order), each by the place rule's block counts
 * (lib/waitlist/place.ts), in one statement. A page of the whole line counts its first row; the
 * rest follow it.
 */
async function placesOf(
  keys: { rank: bigint; seq: bigint }[],
  consecutive: boolean,
): Promise<number[]> {
  if (consecutive) {
    const [first] = await placesOf(keys.slice(0, 1), false);
    return keys.map((_, i) => first! + i);
  }
  const places = keys.map((k) => placeSql(sql`${k.rank}::bigint`, sql`${k.seq}::bigint`));
  const [row] = await db.$queryRaw<{ places: number[] }[]>`SELECT ARRAY[${Prisma.join(places)}] AS places`;
  return row?.places ?? [];
}
const FLAGGED_OF_E = sql`e.flagged`;

/** Conditions on waitlist_entries aliased `e` (the search reads the members' trigram index). */
function waitlistWhere(f: WaitlistFilters): Prisma.Sql[] {
  const where = [sql`e.status = ${f.status}::"WaitlistStatus"`];
  if (f.flagged)
    where.push(
      // The count kept on the entry (a trigger on waitlist_referrals): a partial index in line order.
      sql`e.flagged > 0`,
    );
  // The matching members first (their trigram index), as one array the entries' key then looks up:
  // left to itself the planner walks the line in place order testing each member, a million times.
  if (f.q)
    where.push(
      sql`e."memberId" = ANY(ARRAY(SELECT id FROM members WHERE ${searchCondition(sql`email || E'\\x1f' || "emailKey"`, f.q)}))`,
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
  // The page's keys first, then its rows: an OFFSET computes every skipped row's columns, so the
  // joins and counts wait until the page is known (as the other lists' pageIds).
  const keys = await db.$queryRaw<{ memberId: string; rank: bigint; seq: bigint }[]>`
    SELECT e."memberId", e.rank, e.seq FROM waitlist_entries e
    WHERE ${whereOf(where)} ORDER BY e.rank, e.seq LIMIT ${page.take + 1} OFFSET ${page.cursor ? 0 : (page.skip ?? 0)}`;
  const shown = keys.slice(0, page.take);
  const last = shown.at(-1);
  const nextCursor =
    keys.length > page.take && last ? encodeCursor([Number(last.rank), Number(last.seq)]) : null;
  if (!shown.length) return { items: [], nextCursor };
  const [rows, places] = await Promise.all([
    db.$queryRaw<(Omit<WaitlistRow, "seq" | "place"> & { seq: bigint })[]>`
      SELECT e."memberId", m.email, e.referrals, ${FLAGGED_OF_E} AS flagged, e."joinedAt", e.status::text AS status, e.seq
      FROM waitlist_entries e JOIN members m ON m.id = e."memberId" WHERE e."memberId" IN (${Prisma.join(shown.map((k) => k.memberId))})`,
    f.status === "waiting" ? placesOf(shown, !f.flagged && !f.q) : null,
  ]);
  const byId = new Map(rows.map((r) => [r.memberId, r]));
  const items: WaitlistRow[] = shown.flatMap((k, i) => {
    const r = byId.get(k.memberId);
    return r ? [{ ...r, seq: Number(r.seq), place: places?.[i] ?? null }] : [];
  });
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
