// @ts-check
// Data for `npm run bench -- --board` (issue 32): public ideas, their votes and the members who
// cast them, made by generate_series in one INSERT ... SELECT per table. Titles and summaries are
// put together from a few word lists (4,480 distinct titles), so "similar" and search meet text
// that repeats the way a real board's does. 1% of the summaries carry SEARCH_WORD.
// Votes follow a power law: a vote goes to the idea of popularity rank floor(N * r³) (r uniform),
// so the top idea holds about N^(-1/3) of all votes (1.7% at 200,000 ideas, 8% at 2,000) and most
// ideas have a handful; ranks are spread over the ideas' ages. Each idea's voters are members
// 1..n, so there are as many members as the top idea has votes. Vote dates are uniform over two
// years, so trending (14 days) counts about 2% of the votes.
import pg from "pg";
import { buildIndexes, dropIndexes } from "./scale-seed.mjs";

export const SIZES = {
  small: { ideas: 2_000, votes: 10_000 },
  large: { ideas: 200_000, votes: 1_000_000 },
};

export const SEARCH_WORD = "gearbox";

export const FEATURES = ["Offline mode", "Dark theme", "Voice control", "Parts checklist", "Torque reminder", "Step timer", "Photo notes", "Shared guides", "Printable steps", "Barcode lookup", "Video clips", "Hands-free paging", "Tool inventory", "Progress sync", "Large text", "Guide ratings"];
export const OBJECTS = ["bicycle", "laptop", "dishwasher", "bookshelf", "e-scooter", "brake pads", "phone screen", "wardrobe", "garden shed", "kitchen tap", "ceiling fan", "car battery", "washing machine", "camera", "sofa bed", "desk lamp", "router", "headphones", "lawn mower", "drawer runners"];
export const CONTEXTS = ["in the garage", "for beginners", "with gloves on", "for teams", "on a tablet", "without signal", "at night", "for left-handed people", "in workshops", "for classrooms", "on a smartwatch", "for repair cafes", "in French", "for rentals"];
const REASONS = ["My hands are covered in grease halfway through.", "I lose my place when I put the phone down.", "The paper manual is never where I need it.", "Two of us work on it at once and get out of step.", "I only have signal at the front door.", "Small screws look the same in the photos.", "It takes me three evenings, not one.", "I want to check I have everything before I start."];

const TABLES = ["feature_suggestions", "idea_votes", "idea_status_changes", "members"];
const sqlArray = (/** @type {string[]} */ items) => `ARRAY[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(",")}]`;
const pick = (/** @type {string[]} */ items, /** @type {string} */ expr) => `(${sqlArray(items)})[1 + (${expr}) % ${items.length}]`;
/** Idea i's id, as the votes refer to it. */
export const ideaId = (/** @type {number} */ i) => `fs${String(i).padStart(9, "0")}`;
const ideaIdSql = (/** @type {string} */ i) => `'fs' || lpad((${i})::text, 9, '0')`;

/** @param {number} n */
function ideasSql(n) {
  const title = `${pick(FEATURES, "i")} || ' for the ' || ${pick(OBJECTS, "i / 16")} || ' ' || ${pick(CONTEXTS, "i / 320")}`;
  const summary = `'When I fix a ' || ${pick(OBJECTS, "i / 7")} || ' ' || ${pick(CONTEXTS, "i / 3")} || ', ' || lower(${pick(FEATURES, "i / 11")}) || ' would help. ' || ${pick(REASONS, "i / 5")}
                   || CASE WHEN i % 100 = 42 THEN ' The ${SEARCH_WORD} guide needs it most.' ELSE '' END`;
  // Statuses: half under review, then planned 20%, in progress 10%, shipped 15%, declined 5%.
  const status = `(ARRAY['under_review','planned','in_progress','shipped','declined']::"SuggestionStatus"[])[CASE WHEN i % 20 < 10 THEN 1 WHEN i % 20 < 14 THEN 2 WHEN i % 20 < 16 THEN 3 WHEN i % 20 < 19 THEN 4 ELSE 5 END]`;
  return `
    INSERT INTO feature_suggestions (id, name, description, priority, status, "isPublic", "publicTitle", "publicSummary", "createdAt", "updatedAt")
    SELECT ${ideaIdSql("i")}, ${title}, ${summary}, 'Important', ${status}, true, ${title}, ${summary},
           now() - (i::float8 / ${n} * 730) * interval '1 day', now() - (i::float8 / ${n} * 700) * interval '1 day'
    FROM generate_series(1, ${n}) AS i`;
}

/**
 * The votes: a temporary table of each vote's idea first, then the members (as many as the most
 * voted idea needs) and the votes, each idea's voters numbered from 1.
 * @param {pg.Client} client
 * @param {{ ideas: number, votes: number }} size
 */
async function seedVotes(client, { ideas: n, votes }) {
  // 7919 is prime, so rank × 7919 mod n visits every idea once: popular ideas of every age.
  await client.query(`SELECT setseed(0.32)`);
  await client.query(`CREATE TEMP TABLE bench_votes AS SELECT 1 + (floor(${n} * random() ^ 3)::bigint * 7919) % ${n} AS idea FROM generate_series(1, ${votes})`);
  await client.query(`
    INSERT INTO members (id, email, "emailKey", "createdAt")
    SELECT 'bm' || lpad(i::text, 9, '0'), 'voter' || i || '@example.com', 'voter' || i || '@example.com', now() - interval '800 days'
    FROM generate_series(1, (SELECT max(c) FROM (SELECT count(*) AS c FROM bench_votes GROUP BY idea) AS counts)) AS i`);
  await client.query(`
    INSERT INTO idea_votes ("suggestionId", "memberId", "createdAt")
    SELECT ${ideaIdSql("idea")}, 'bm' || lpad((row_number() OVER (PARTITION BY idea))::text, 9, '0'), now() - random() * interval '730 days'
    FROM bench_votes`);
  await client.query(`
    UPDATE feature_suggestions AS f SET "voteCount" = c.n
    FROM (SELECT "suggestionId", count(*)::int AS n FROM idea_votes GROUP BY 1) AS c WHERE f.id = c."suggestionId"`);
  await client.query(`DROP TABLE bench_votes`);
}

/**
 * Fills a migrated, empty database; returns the seconds each step took and the most voted idea.
 * @param {string} databaseUrl
 * @param {{ ideas: number, votes: number }} size
 */
export async function seedBoard(databaseUrl, size) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  /** @type {Record<string, number>} */
  const seconds = {};
  const step = async (/** @type {string} */ name, /** @type {() => Promise<unknown>} */ work) => {
    const started = performance.now();
    await work();
    seconds[name] = Math.round((performance.now() - started) / 100) / 10;
  };
  try {
    await client.query(`SET maintenance_work_mem = '256MB'`);
    await client.query(`SET synchronous_commit = off`);
    const indexes = await dropIndexes(client, TABLES);
    await step("ideas", () => client.query(ideasSql(size.ideas)));
    await step("history", () => client.query(`INSERT INTO idea_status_changes (id, "suggestionId", status, "createdAt") SELECT 'h' || id, id, status, "updatedAt" FROM feature_suggestions`));
    await step("votes", () => seedVotes(client, size));
    await step("indexes", () => buildIndexes(databaseUrl, indexes));
    await step("vacuumAnalyze", () => client.query(`VACUUM (ANALYZE) ${TABLES.join(", ")}`));
    const { rows } = await client.query(`SELECT max("voteCount") AS top, (SELECT count(*) FROM members)::int AS members FROM feature_suggestions`);
    return { seconds, topVotes: Number(rows[0].top), members: Number(rows[0].members) };
  } finally {
    await client.end();
  }
}
