// @ts-check
// EXPLAIN (ANALYZE, BUFFERS) for `npm run bench -- --scale`: the feedback list's queries on the
// large database as they were before issue 20 (Prisma's ILIKE on every column, exact counts,
// the createdAt index only) and as they are now. "Before" runs in a transaction that drops the
// new indexes and builds the old one, then rolls back, so the database is left as it was.
import pg from "pg";
import { SEARCH_WORD } from "./scale-seed.mjs";

const NEW_INDEXES = [
  "feedback_createdAt_id_idx",
  "feedback_status_priority_createdAt_id_idx",
  "feedback_priority_createdAt_id_idx",
  "feedback_rating_desc_idx",
  "feedback_rating_asc_idx",
  "feedback_search_trgm_idx",
];
const COLUMNS = ["email", "clarity", "confusion", "improvements", "usage", "additional", "response"];
const oldSearch = `(${COLUMNS.map((c) => `"${c}" ILIKE '%${SEARCH_WORD}%'`).join(" OR ")})`;
const newSearch = `(coalesce(email, '') || E'\\x1f' || clarity || E'\\x1f' || confusion || E'\\x1f' || improvements || E'\\x1f' || usage || E'\\x1f' || additional || E'\\x1f' || coalesce(response, '')) ILIKE '%${SEARCH_WORD}%'`;

// The same operations, as Prisma wrote them before and as lib/data/list-query.ts writes them now.
const QUERIES = {
  "feedback search, first page": {
    before: `SELECT * FROM feedback WHERE ${oldSearch} ORDER BY "createdAt" DESC, id DESC LIMIT 10 OFFSET 0`,
    after: `SELECT id, "createdAt" AS k0, id AS k1 FROM feedback WHERE ${newSearch} ORDER BY "createdAt" DESC, id DESC LIMIT 11 OFFSET 0`,
  },
  "feedback search, total": {
    before: `SELECT count(*) FROM (SELECT id FROM feedback WHERE ${oldSearch} OFFSET 0) AS sub`,
    after: `SELECT count(*)::int AS n FROM (SELECT 1 FROM feedback WHERE ${newSearch} LIMIT 1001) AS s`,
  },
  "feedback list, total": {
    before: `SELECT count(*) FROM (SELECT id FROM feedback OFFSET 0) AS sub`,
    after: `SELECT count(*)::int AS n FROM (SELECT 1 FROM feedback WHERE TRUE LIMIT 1001) AS s`,
  },
  "feedback filter (status, priority), first page": {
    before: `SELECT * FROM feedback WHERE status = 'new' AND priority = 'high' ORDER BY "createdAt" DESC, id DESC LIMIT 10 OFFSET 0`,
    after: `SELECT id, "createdAt" AS k0, id AS k1 FROM feedback WHERE status = 'new' AND priority = 'high' ORDER BY "createdAt" DESC, id DESC LIMIT 11 OFFSET 0`,
  },
  "feedback filter (status, priority), total": {
    before: `SELECT count(*) FROM (SELECT id FROM feedback WHERE status = 'new' AND priority = 'high' OFFSET 0) AS sub`,
    after: `SELECT count(*)::int AS n FROM (SELECT 1 FROM feedback WHERE status = 'new' AND priority = 'high' LIMIT 1001) AS s`,
  },
  "feedback sort by rating, first page": {
    before: `SELECT * FROM feedback ORDER BY rating DESC NULLS LAST, "createdAt" DESC LIMIT 10 OFFSET 0`,
    after: `SELECT id, coalesce(rating, 0) AS k0, "createdAt" AS k1, id AS k2 FROM feedback WHERE TRUE ORDER BY coalesce(rating, 0) DESC, "createdAt" DESC, id DESC LIMIT 11 OFFSET 0`,
  },
};

/**
 * @param {pg.Client} client
 * @param {string} sql
 */
async function explain(client, sql) {
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${sql}`);
  const plan = rows.map((/** @type {Record<string, string>} */ r) => r["QUERY PLAN"]).join("\n");
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
  return { ms, plan };
}

/** The two queries that were slowest before, with their plans before and after. */
/** @param {string} databaseUrl */
export async function explainSlowest(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    /** @type {Record<string, { ms: number, plan: string }>} */
    const before = {};
    await client.query("BEGIN");
    try {
      for (const name of NEW_INDEXES) await client.query(`DROP INDEX "${name}"`);
      await client.query(`CREATE INDEX "feedback_createdAt_idx" ON feedback ("createdAt")`);
      await client.query("ANALYZE feedback");
      for (const [name, q] of Object.entries(QUERIES)) {
        await explain(client, q.before); // warm the cache as the bench's requests did
        before[name] = await explain(client, q.before);
      }
    } finally {
      await client.query("ROLLBACK");
    }
    await client.query("ANALYZE feedback");
    /** @type {Record<string, { beforeMs: number | undefined, afterMs: number }>} */
    const all = {};
    for (const [name, q] of Object.entries(QUERIES)) {
      await explain(client, q.after);
      all[name] = { beforeMs: before[name]?.ms, afterMs: (await explain(client, q.after)).ms };
    }
    const slowest = Object.entries(before)
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, 2)
      .map(([name]) => name);
    /** @type {Record<string, { before: string | undefined, after: string }>} */
    const plans = {};
    for (const name of slowest) {
      plans[name] = { before: before[name]?.plan, after: (await explain(client, QUERIES[/** @type {keyof typeof QUERIES} */ (name)].after)).plan };
    }
    return { times: all, slowest, plans };
  } finally {
    await client.end();
  }
}
