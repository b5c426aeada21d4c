import { Prisma } from "@/lib/generated/prisma/client";

// The place rule. An entry's rank is 2 * (seq - boost * referrals), less 1 once it has a referral:
// each referral that counts moves the member `boost` places up, and a referrer who draws level
// with someone goes ahead of them. Doubling keeps ranks whole. A waiting member's place is one
// more than the number of waiting members whose (rank, seq) comes first: a count over the partial
// index waitlist_entries_waiting_rank_idx, never a stored number that every join would rewrite.

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

/** The place of a waiting entry of this rank and seq: 1 + the waiting entries ahead of it. */
export const placeSql = (rank: Prisma.Sql, seq: Prisma.Sql) =>
  Prisma.sql`(SELECT count(*)::int + 1 FROM waitlist_entries WHERE status = 'waiting' AND ("rank", "seq") < (${rank}, ${seq}))`;
