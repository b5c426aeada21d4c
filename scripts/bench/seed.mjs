// @ts-check
// Content for `npm run bench`, written with plain SQL: 20 published blog posts with realistic
// markdown, the author's public profile, 1,000 feedback entries and a site revision that turns the
// blog on.
import { randomUUID } from "node:crypto";
import pg from "pg";

/** @type {[string, string[]][]} */
const TOPICS = [
  ["Assembling a flat-pack wardrobe without a second pair of hands", ["furniture", "assembly"]],
  ["Replacing a laptop battery safely", ["electronics", "repair", "safety"]],
  ["Disassembling a bicycle bottom bracket", ["bicycles", "disassembly"]],
  ["Why step photos beat exploded diagrams", ["guides", "ux"]],
  ["Torque values every home mechanic should know", ["automotive", "reference"]],
  ["Tearing down a game controller to fix stick drift", ["electronics", "teardown"]],
  ["Building a workbench in one weekend", ["woodworking", "assembly"]],
  ["Changing brake pads: a step-by-step walkthrough", ["automotive", "repair", "safety"]],
  ["Keeping track of screws during a teardown", ["teardown", "tips"]],
  ["Mounting a TV bracket on drywall", ["home", "assembly", "safety"]],
  ["What we learned from our first 100 testers", ["product", "feedback"]],
  ["Servicing a stand mixer gearbox", ["appliances", "repair"]],
  ["Templates for repeatable assembly jobs", ["templates", "product"]],
  ["Replacing a smartphone screen without cracking the frame", ["electronics", "repair"]],
  ["Safety alerts that people actually read", ["safety", "ux"]],
  ["Rebuilding a carburettor on a lawn mower", ["engines", "repair"]],
  ["Assembling a 3D printer kit", ["electronics", "assembly"]],
  ["Taking apart a drone for motor replacement", ["drones", "teardown"]],
  ["Step tracking across interrupted sessions", ["product", "step-tracking"]],
  ["Disassembling an office chair for shipping", ["furniture", "disassembly"]],
];

const SENTENCES = [
  "Lay every part out on a clean surface and count them against the parts list before you start.",
  "Take a photo after each step so that you can retrace your work if something does not fit.",
  "Hand-tighten fasteners first and only apply the final torque once the whole frame is square.",
  "Disconnect the power source and wait a few minutes for capacitors to discharge.",
  "Label cables with masking tape as you unplug them; it saves a lot of guessing later.",
  "If a part resists, stop and check the guide rather than forcing it.",
  "A magnetic tray keeps small screws in the order you removed them.",
  "Work in good light, and keep a torch nearby for the corners of the enclosure.",
  "Most damage happens in the last five minutes, when people rush to close things up.",
  "Check the orientation marks twice: many brackets look symmetric but are not.",
  "Wear eye protection whenever springs, clips or glass panels are involved.",
  "Testers told us that short steps with one action each are easier to follow.",
];

/** @param {number} seed @param {number} length */
function paragraph(seed, length) {
  const out = [];
  for (let i = 0; i < length; i++) out.push(SENTENCES[(seed * 7 + i * 5) % SENTENCES.length]);
  return out.join(" ");
}

/**
 * About 900 words of markdown: headings, lists, a code block, a quote and links.
 * @param {number} index
 * @param {string} title
 */
export function postMarkdown(index, title) {
  const sections = [];
  sections.push(paragraph(index, 5));
  for (let s = 1; s <= 5; s++) {
    sections.push(
      `## Step ${s}: ${["Prepare", "Remove", "Inspect", "Fit", "Test"][s - 1]} the parts`,
    );
    sections.push(paragraph(index + s, 6));
    sections.push(
      [
        "- Phillips #2 screwdriver",
        "- 10 mm socket and ratchet",
        "- Plastic pry tool",
        "- Parts tray",
      ].join("\n"),
    );
    sections.push(paragraph(index + s * 3, 4));
    if (s === 2) sections.push("> Never work on a device that is still connected to mains power.");
    if (s === 3) sections.push("```text\nM4 x 12 mm  x4   frame\nM3 x 8 mm   x12  panels\n```");
    if (s === 4)
      sections.push(
        `Read more in [our guide to ${title.toLowerCase()}](https://stepwise.app/blog) or [write to us](mailto:hello@stepwise.app).`,
      );
    sections.push(
      ["1. Check alignment", "2. Tighten in a cross pattern", "3. Confirm nothing moves"].join(
        "\n",
      ),
    );
  }
  sections.push("## Wrapping up");
  sections.push(paragraph(index + 11, 5));
  return sections.join("\n\n");
}

/** @param {string} title */
export function slugify(title) {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const POSTS = TOPICS.map(([title, tags], index) => ({
  title,
  tags,
  slug: slugify(title),
  index,
}));

/** @param {string} databaseUrl */
export async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    const now = Date.now();
    for (const post of POSTS) {
      const content = postMarkdown(post.index, post.title);
      const publishedAt = new Date(now - (POSTS.length - post.index) * 86_400_000);
      await client.query(
        `INSERT INTO blog_posts (id, slug, title, excerpt, content, tags, author, status, "publishedAt", "createdAt", "updatedAt")
         VALUES ($1, $2, $3, $4, $5, $6, 'admin', 'published', $7, $7, $7)`,
        [
          randomUUID(),
          post.slug,
          post.title,
          paragraph(post.index, 2),
          content,
          post.tags,
          publishedAt,
        ],
      );
    }
    // 1,000 entries over the last 60 days; the first 37 with an e-mail hold tester slots.
    await client.query(`
      INSERT INTO feedback (id, email, clarity, confusion, improvements, usage, additional, rating, "createdAt")
      SELECT 'bench-' || i,
             CASE WHEN i % 3 = 0 THEN 'tester' || i || '@example.com' END,
             'The step photos made it clear what to do next (entry ' || i || ').',
             CASE WHEN i % 4 = 0 THEN 'The torque step was confusing.' ELSE '' END,
             CASE WHEN i % 5 = 0 THEN 'Add a parts checklist at the start.' ELSE '' END,
             'I would use it for furniture and bike repairs.',
             '',
             CASE WHEN i % 2 = 0 THEN 1 + i % 5 END,
             now() - (i || ' minutes')::interval * 86
      FROM generate_series(1, 1000) AS i`);
    await client.query(`
      INSERT INTO testers (id, "feedbackId", slot, email, "emailKey", status, "tokenNonce", "createdAt", "expiresAt", "confirmedAt")
      SELECT gen_random_uuid()::text, 'bench-' || i, i / 3, 'tester' || i || '@example.com', 'tester' || i || '@example.com',
             'confirmed', md5(i::text), now(), now(), now()
      FROM generate_series(3, 111, 3) AS i`);
    // The posts' public author (the tag and author pages' SEO is measured with a named author);
    // the launcher's own admin account comes later, so this one is the first, whose profile shows.
    await client.query(
      `INSERT INTO admin_users (id, username, "passwordHash", "displayName", bio, "createdAt")
       VALUES ($1, 'bench-author', '!', 'Ada Fixwell', 'Takes things apart for a living.', now() - interval '1 day')`,
      [randomUUID()],
    );
    await client.query(
      `INSERT INTO site_revisions (elements, "customCss", changed, "createdBy") VALUES ($1, '', $2, 'bench')`,
      [JSON.stringify({ "blog-enabled": "true" }), ["blog-enabled"]],
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** @param {string} databaseUrl */
export async function countFeedback(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT count(*)::int AS n FROM feedback");
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/**
 * Transactions committed in the database so far: tells whether requests reached the database.
 * @param {string} databaseUrl
 */
export async function databaseTransactions(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_stat_force_next_flush()");
    const { rows } = await client.query(
      "SELECT xact_commit::bigint AS n FROM pg_stat_database WHERE datname = current_database()",
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}
