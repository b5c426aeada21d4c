import { Prisma } from "@/lib/generated/prisma/client";

// The place rule. An entry's rank is 2 * (seq - boost * referrals), less 1 once it has a referral:
// each referral that counts moves the member `boost` places up, and a referrer who draws level
// with someone goes ahead of them. Doubling keeps ranks whole. A waiting member's place is one
// more than the number of waiting members whose (rank, seq) comes first, never a stored number
// that every join would rewrite: counted by blocks of ranks (placeSql below).

/** The default boost, as in the schema: places gained per referral that counts. */
export const DEFAULT_REFERRAL_BOOST = 5;

/** The rank of an entry (the same rule as `RANK_SQL`, for tests and explanations). */
export function rankOf(seq: bigint, referrals: number, boost: number): bigint {
  return 2n * (seq - BigInt(boost) * BigInt(referrals)) - (referrals > 0 ? 1n : 0n);
}

/** The rank in SQL, of an entry's `seq` and a referral count and boost given as SQL. */
export function rankSql(referrals: Prisma.Sql, boost: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(2 * ("seq" - (${boost})::bigint * (${referrals})::bigint) - (CASE WHEN (${referrals}) > 0 THEN 1 ELSE 0 END))`;
}

/** The boost in force: the settings row's, or the default when there is none yet. */
export const BOOST_SQL = Prisma.sql`coalesce((SELECT "referralBoost" FROM waitlist_settings WHERE id = 1), ${DEFAULT_REFERRAL_BOOST}::int)`;

/**
 * The waiting members per block of 4,096 ranks (rank >> 12): the folded counts plus the deltas
 * not folded yet (the trigger and job of migration 20261130100000).
 */
const BLOCK_COUNTS = Prisma.sql`(SELECT block, waiting FROM waitlist_rank_blocks UNION ALL SELECT block, delta FROM waitlist_rank_deltas)`;

/**
 * The place of a waiting entry of this rank and seq: 1 + the waiting entries ahead of it, that
 * is, the blocks before its own, then those ahead of it inside its own block (a range of the
 * partial index waitlist_entries_waiting_rank_idx). Its cost does not grow with the line.
 */
export const placeSql = (rank: Prisma.Sql, seq: Prisma.Sql) =>
  Prisma.sql`((SELECT coalesce(sum(b.waiting), 0)::int FROM ${BLOCK_COUNTS} AS b WHERE b.block < ((${rank}) >> 12))
    + (SELECT count(*)::int FROM waitlist_entries WHERE status = 'waiting' AND "rank" >= (((${rank}) >> 12) << 12) AND ("rank", "seq") < (${rank}, ${seq}))
    + 1)`;

/** How many wait, from the same counts. */
export const WAITING_SQL = Prisma.sql`(SELECT coalesce(sum(b.waiting), 0)::int FROM ${BLOCK_COUNTS} AS b)`;

/** Folds the deltas into the blocks in one statement: a reader sees the same sums before and after. */
export const FOLD_DELTAS_SQL = Prisma.sql`
  WITH moved AS (DELETE FROM waitlist_rank_deltas RETURNING block, delta)
  INSERT INTO waitlist_rank_blocks (block, waiting)
  SELECT block, sum(delta)::int FROM moved GROUP BY block
  ON CONFLICT (block) DO UPDATE SET waiting = waitlist_rank_blocks.waiting + EXCLUDED.waiting`;
