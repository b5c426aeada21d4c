// @ts-check
// Data for `npm run bench -- --scale` (issue 20): feedback, suggestions, contact messages and
// blog posts made by generate_series in one INSERT ... SELECT per table, never one INSERT per row.
// The tables' secondary indexes (those of the migrations) are dropped first and built again
// afterwards from their own definitions, two at a time: one sorted build per index is much faster than keeping
// them up to date row by row. Text lengths follow real submissions (tens to a few hundred
// characters); 1% of the rows of every list, and 1% of the posts, carry the search word.
// Members (issue 30) are the feedback senders' addresses "user<i>@", one per i: every fourth
// sends a suggestion under that address, the first 50 senders hold tester slots, and the contact
// senders never confirmed (the member list's "never confirmed" view). Rows carry their emailKey
// (these addresses are already normalised: lower case, example.com). The waitlist (issue 31) holds
// every member after the first 200.
import { createHash } from "node:crypto";
import pg from "pg";

export const SIZES = {
  small: { feedback: 10_000, suggestions: 2_000, contact: 2_000, posts: 100, members: 10_000 },
  large: { feedback: 1_000_000, suggestions: 200_000, contact: 200_000, posts: 10_000, members: 1_000_000 },
};

/** A member address the member list's search finds (and the few that start with it). */
export const MEMBER_SEARCH = "user4242@";

/** The word that about 1% of the rows of every list (and of the posts) contain. */
export const SEARCH_WORD = "gearbox";
export const BLOG_SEARCH_WORD = "carburettor";

const TABLES = ["feedback", "feature_suggestions", "contact_messages", "blog_posts", "members", "testers", "waitlist_entries", "waitlist_referrals"];

const sqlArray = (/** @type {string[]} */ items) => `ARRAY[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(",")}]`;

const CLARITY = sqlArray([
  "The step photos made it clear which bracket goes where, even for the long side panels.",
  "Mostly clear. I had to zoom in on the diagram for the cam locks, the arrows are small.",
  "Very clear until step nine, where two screws look the same size in the picture.",
  "The guide was easy to follow and the progress bar kept me going through forty steps.",
  "Clear enough. I would have liked the torque value written next to each bolt.",
  "I followed it without the paper manual at all, which has never happened before.",
]);
const CONFUSION = sqlArray([
  "",
  "Which way round the drawer runners go.",
  "The torque step was confusing because the units changed from Nm to in-lb halfway through.",
  "Whether I needed to remove the battery before the back cover, the order was unclear.",
  "",
]);
const IMPROVEMENTS = sqlArray([
  "",
  "A parts checklist at the start, with photos of every screw type.",
  "Let me mark a step as done with my elbow, my hands were covered in grease.",
  "Offline mode for the garage, where there is no signal at all.",
]);
const USAGE = sqlArray([
  "Weekend furniture assembly.",
  "Bike repairs and the occasional e-scooter.",
  "Phone and laptop repairs for friends and family, roughly twice a month.",
  "Car maintenance: brakes, filters and the odd timing belt.",
]);
const WORDS = sqlArray(["bracket", "hinge", "spring", "battery", "screen", "panel", "drawer", "wheel", "chain", "filter", "motor", "cable"]);
const TAGS = sqlArray(["assembly", "repair", "safety", "electronics", "automotive", "furniture", "teardown", "bicycles", "tips", "product", "ux", "tools"]);

/** Pieces of SQL that pick deterministic, varied text for row i. */
const pick = (/** @type {string} */ array, /** @type {string | number} */ expr) => `(${array})[1 + (${expr}) % array_length(${array}, 1)]`;
const searchable = (/** @type {string} */ i, /** @type {string} */ text) => `CASE WHEN ${i} % 100 = 42 THEN ${text} || ' The ${SEARCH_WORD} cover needed a second look.' ELSE ${text} END`;

/** @param {number} n */
function feedbackSql(n) {
  return `
    INSERT INTO feedback (id, email, "emailKey", clarity, confusion, improvements, usage, additional, rating, status, priority,
                          response, "respondedAt", "createdAt")
    SELECT 'fb' || lpad(i::text, 9, '0'),
           CASE WHEN i % 10 < 3 THEN 'user' || i || '@example.com' END,
           CASE WHEN i % 10 < 3 THEN 'user' || i || '@example.com' END,
           ${searchable("i", pick(CLARITY, "i"))},
           ${pick(CONFUSION, "i / 7")},
           ${pick(IMPROVEMENTS, "i / 3")},
           ${pick(USAGE, "i / 11")},
           CASE WHEN i % 9 = 0 THEN 'Also tried it on a ' || ${pick(WORDS, "i")} || ' replacement, worked fine.' ELSE '' END,
           CASE WHEN i % 6 = 0 THEN NULL ELSE 1 + i % 5 END,
           (ARRAY['new','in_progress','resolved','closed']::"FeedbackStatus"[])[1 + i % 4],
           (ARRAY['low','medium','high']::"FeedbackPriority"[])[1 + (i / 4) % 3],
           CASE WHEN i % 10 = 5 THEN 'Thanks, this is on our list for the next release.' END,
           CASE WHEN i % 10 = 5 THEN now() - (i::float8 / ${n} * 700) * interval '1 day' END,
           now() - (i::float8 / ${n} * 730) * interval '1 day'
    FROM generate_series(1, ${n}) AS i`;
}

/** @param {number} n */
function suggestionsSql(n) {
  return `
    INSERT INTO feature_suggestions (id, name, description, "useCase", priority, email, "emailKey", "createdAt")
    SELECT 'fs' || lpad(i::text, 9, '0'),
           'Guided ' || ${pick(WORDS, "i")} || ' replacement mode',
           ${searchable("i", `'Show a close-up of every ' || ${pick(WORDS, "i / 2")} || ' before it is removed, and remind me where it goes when I put it back together.'`)},
           CASE WHEN i % 3 = 0 THEN 'When I take apart a ' || ${pick(WORDS, "i / 5")} || ' I lose track of the order of the parts.' ELSE '' END,
           (ARRAY['Nice to have','Important','Critical'])[1 + i % 3],
           CASE WHEN i % 4 = 0 THEN 'user' || i || '@example.com' END,
           CASE WHEN i % 4 = 0 THEN 'user' || i || '@example.com' END,
           now() - (i::float8 / ${n} * 730) * interval '1 day'
    FROM generate_series(1, ${n}) AS i`;
}

/** @param {number} n */
function contactSql(n) {
  return `
    INSERT INTO contact_messages (id, "firstName", "lastName", email, "emailKey", subject, message, "createdAt")
    SELECT 'cm' || lpad(i::text, 9, '0'),
           (ARRAY['Ada','Grace','Alan','Edsger','Barbara','Ken','Margaret','Linus'])[1 + i % 8],
           (ARRAY['Lovelace','Hopper','Turing','Dijkstra','Liskov','Thompson','Hamilton','Torvalds'])[1 + (i / 8) % 8],
           'sender' || i || '@example.com',
           'sender' || i || '@example.com',
           'Question about the ' || ${pick(WORDS, "i")} || ' guide',
           ${searchable("i", `'Hello, I tried the guide for the ' || ${pick(WORDS, "i / 3")} || ' last weekend and got stuck on step ' || (1 + i % 30) || '. Is there a video for it, or could the photo be taken from another angle? Thanks for the app.'`)},
           now() - (i::float8 / ${n} * 730) * interval '1 day'
    FROM generate_series(1, ${n}) AS i`;
}

/** @param {number} n */
function membersSql(n) {
  return `
    INSERT INTO members (id, email, "emailKey", "createdAt", "lastSignInAt")
    SELECT 'mb' || lpad(i::text, 9, '0'), 'user' || i || '@example.com', 'user' || i || '@example.com',
           now() - (i::float8 / ${n} * 730) * interval '1 day', now() - (i::float8 / ${n} * 30) * interval '1 day'
    FROM generate_series(1, ${n}) AS i`;
}

/** Fifty confirmed tester slots, held by the first fifty feedback senders with an address. */
const TESTERS_SQL = `
  INSERT INTO testers (id, "feedbackId", slot, email, "emailKey", status, "tokenNonce", "expiresAt", "confirmedAt")
  SELECT 'ts' || n, 'fb' || lpad(i::text, 9, '0'), n, 'user' || i || '@example.com', 'user' || i || '@example.com', 'confirmed', 'x', now(), now()
  FROM (SELECT i, row_number() OVER (ORDER BY i) AS n FROM generate_series(1, 200) AS i WHERE i % 10 < 3) AS s
  WHERE n <= 50`;

/**
 * Every member but the first 200 in the waitlist, in the order they were created: 1 in 50 holds an
 * invite, 1 in 10 has up to six referrals that count (rank by the default boost of 5), and 1 in
 * 100 referred someone whose referral waits for review.
 * @param {number} n
 */
function waitlistSql(n) {
  // The place's block counts are filled in one pass afterwards rather than by the trigger row by row.
  return `
    ALTER TABLE waitlist_entries DISABLE TRIGGER waitlist_rank_deltas_record;
    INSERT INTO waitlist_entries ("memberId", seq, rank, referrals, code, status, "joinedAt")
    SELECT 'mb' || lpad(i::text, 9, '0'), i, 2 * (i - 5 * r) - (r > 0)::int, r, 'c' || i,
           CASE WHEN i % 50 = 0 THEN 'invited' ELSE 'waiting' END::"WaitlistStatus",
           now() - (i::float8 / ${n} * 300) * interval '1 day'
    FROM (SELECT i, CASE WHEN i % 10 = 0 THEN (i / 10) % 7 ELSE 0 END AS r FROM generate_series(201, ${n}) AS i) AS s;
    SELECT setval(pg_get_serial_sequence('waitlist_entries', 'seq'), ${n});
    ALTER TABLE waitlist_entries ENABLE TRIGGER waitlist_rank_deltas_record;
    INSERT INTO waitlist_rank_blocks (block, waiting) SELECT rank >> 12, count(*) FROM waitlist_entries WHERE status = 'waiting' GROUP BY 1;
    INSERT INTO waitlist_referrals (id, "referrerId", "referredId", state, flags, "createdAt")
    SELECT 'wr' || i, 'mb' || lpad((i - 1)::text, 9, '0'), 'mb' || lpad(i::text, 9, '0'), 'flagged', ARRAY['same_network'],
           now() - (i::float8 / ${n} * 300) * interval '1 day'
    FROM generate_series(301, ${n}, 100) AS i`;
}

/**
 * A member session for the last member in the line (the place that counts the most rows), with
 * a fixed token: the bench signs in as them by the cookie alone.
 */
export const LAST_MEMBER_TOKEN = Buffer.alloc(32, 7).toString("base64url");
/** @param {number} n */
function lastMemberSessionSql(n) {
  const hash = createHash("sha256").update(Buffer.alloc(32, 7)).digest("base64url");
  return `INSERT INTO member_sessions (id, "tokenHash", "memberId") VALUES ('bench-last-member', '${hash}', 'mb' || lpad('${n - 1}', 9, '0'))`;
}

/** @param {number} n */
function postsSql(n) {
  // About 6,000 characters of markdown per post, 1 in 20 a draft.
  return `
    INSERT INTO blog_posts (id, slug, title, excerpt, content, tags, author, status, "publishedAt", "createdAt", "updatedAt")
    SELECT 'bp' || lpad(i::text, 9, '0'),
           'post-' || i || '-' || ${pick(WORDS, "i")},
           CASE WHEN i % 100 = 7 THEN 'Rebuilding a ${BLOG_SEARCH_WORD}, part ' || i
                ELSE 'Replacing a ' || ${pick(WORDS, "i")} || ', guide ' || i END,
           'Everything you need to take apart and refit a ' || ${pick(WORDS, "i / 3")} || ' safely, step by step.',
           repeat('## Step\n\nLay every part out on a clean surface and count them against the parts list. Take a photo after each step. ', 50),
           ARRAY[${pick(TAGS, "i")}, ${pick(TAGS, "i / 12 + 5")}],
           'admin',
           CASE WHEN i % 20 = 0 THEN 'draft' ELSE 'published' END::"PostStatus",
           CASE WHEN i % 20 = 0 THEN NULL ELSE now() - (i::float8 / ${n} * 1000) * interval '1 day' END,
           now() - (i::float8 / ${n} * 1000) * interval '1 day',
           now() - (i::float8 / ${n} * 900) * interval '1 day'
    FROM generate_series(1, ${n}) AS i`;
}

/**
 * Drops the tables' secondary indexes (not primary keys or constraints' indexes) and returns their
 * definitions, for buildIndexes after the rows are in.
 * @param {pg.Client} client
 * @param {string[]} tables
 * @returns {Promise<string[]>}
 */
export async function dropIndexes(client, tables) {
  const { rows: indexes } = await client.query(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
     FROM pg_index i WHERE i.indrelid = ANY($1::regclass[]) AND NOT i.indisprimary
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [tables],
  );
  for (const { name } of indexes) await client.query(`DROP INDEX ${name}`);
  return indexes.map((/** @type {{ def: string }} */ i) => i.def);
}

/**
 * Builds the indexes on two connections at once (this machine has two cores), the trigram ones first.
 * @param {string} databaseUrl
 * @param {string[]} defs
 */
export async function buildIndexes(databaseUrl, defs) {
  const queue = [...defs].sort((a, b) => Number(b.includes("gin_trgm_ops")) - Number(a.includes("gin_trgm_ops")));
  const worker = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`SET maintenance_work_mem = '256MB'`);
      for (let def = queue.shift(); def; def = queue.shift()) await client.query(def);
    } finally {
      await client.end();
    }
  };
  await Promise.all([worker(), worker()]);
}

/** Fills a migrated, empty database; returns the seconds each step took. */
/**
 * @param {string} databaseUrl
 * @param {{ feedback: number, suggestions: number, contact: number, posts: number, members: number }} size
 */
export async function seedScale(databaseUrl, size) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  /** @type {Record<string, number>} */
  const seconds = {};
  const step = async (/** @type {string} */ name, /** @type {string} */ sql) => {
    const started = performance.now();
    await client.query(sql);
    seconds[name] = Math.round((performance.now() - started) / 100) / 10;
  };
  try {
    await client.query(`SET maintenance_work_mem = '256MB'`);
    await client.query(`SET synchronous_commit = off`);
    const indexes = await dropIndexes(client, TABLES);
    await step("feedback", feedbackSql(size.feedback));
    await step("suggestions", suggestionsSql(size.suggestions));
    await step("contact", contactSql(size.contact));
    await step("posts", postsSql(size.posts));
    await step("members", membersSql(size.members));
    await step("testers", TESTERS_SQL);
    await step("waitlist", waitlistSql(size.members));
    await step("memberSession", lastMemberSessionSql(size.members));
    await client.query(
      `INSERT INTO site_revisions (elements, "customCss", changed, "createdBy") VALUES ($1, '', $2, 'bench')`,
      [JSON.stringify({ "blog-enabled": "true" }), ["blog-enabled"]],
    );
    const started = performance.now();
    await buildIndexes(databaseUrl, indexes);
    seconds.indexes = Math.round((performance.now() - started) / 100) / 10;
    await step("vacuumAnalyze", `VACUUM (ANALYZE) ${TABLES.join(", ")}`);
    return seconds;
  } finally {
    await client.end();
  }
}
