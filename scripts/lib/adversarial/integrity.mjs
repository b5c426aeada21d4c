// @ts-check
// The "integrity" phase (issue 29's second review): what one client could fake or race, against
// the production server. Analytics one address floods or forges, the trash raced over HTTP, the
// static pages that list suggestions after a reset, the changelog feed's markdown, a token's other
// spellings and a body cut short. The server takes the client's address from X-Forwarded-For,
// as behind a proxy, so that one client can be many addresses.
import net from "node:net";
import pg from "pg";
import { ADMIN, PRODUCTION, pool, send, sendJson, startApp } from "./http.mjs";

/** @typedef {import("./types").App} App */

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const ANALYTICS_LIMIT = 120;
const TRASH_ROUNDS = Number(process.env.ADVERSARIAL_TRASH_ROUNDS ?? 20);
const TRASH_ENTRIES = 30;
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {import("./types").Context} context */
export async function checkIntegrity({ cluster, record, port }) {
  const databaseUrl = await cluster.createDatabase("adversarial_integrity");
  const db = new pg.Client({ connectionString: databaseUrl });
  const app = await startApp({ port, databaseUrl, dataDir: cluster.dir, env: { FORM_RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "info", TESTER_PROGRAM_DEADLINE: new Date(Date.now() + 30 * 86_400_000).toISOString() }, args: PRODUCTION });
  await db.connect();
  try {
    /** @param {string} check @param {unknown} figure @param {unknown} expected @param {boolean} ok */
    const row = (check, figure, expected, ok) => record("integrity", check, figure, expected, ok);
    /** @param {string} sql @param {unknown[]} [values] */
    const count = async (sql, values = []) => Number((await db.query(sql, values)).rows[0]?.n ?? 0);
    await analyticsRows(app, row, count);
    const cookie = await signIn(app);
    await suggestionPagesRow(app, db, cookie, row);
    await trashRaceRow(app, db, cookie, row, count);
    await feedRow(app, db, row);
    await tokenRow(app, db, row, count);
    await abortedBodyRow(app, row);
  } finally {
    await db.end();
    await app.stop();
    await cluster.dropDatabase("adversarial_integrity");
  }
}

/** @param {App} app */
async function signIn(app) {
  const res = await sendJson(app, "/api/admin/login", ADMIN, { headers: { "x-forwarded-for": "198.51.100.1" } });
  const cookie = [res.headers["set-cookie"] ?? []].flat().find((h) => /session-token=[^;]/.test(h));
  if (res.status !== 200 || !cookie) throw new Error(`admin sign-in answered ${res.status}`);
  return cookie.split(";")[0] ?? "";
}

/**
 * @typedef {(check: string, figure: unknown, expected: unknown, ok: boolean) => void} Row
 * @typedef {(sql: string, values?: unknown[]) => Promise<number>} Count
 */

/** @param {App} app @param {Row} row @param {Count} count */
async function analyticsRows(app, row, count) {
  const view = (/** @type {string} */ path, /** @type {string} */ address, ua = CHROME) =>
    sendJson(app, "/api/pageview", { path }, { headers: { "x-forwarded-for": address, "user-agent": ua } });
  const event = (/** @type {string} */ name, /** @type {string} */ address, ua = CHROME) =>
    sendJson(app, "/api/events", { name }, { headers: { "x-forwarded-for": address, "user-agent": ua } });

  const statuses = await pool(Array.from({ length: 1000 }, (_, i) => i), 8, async (i) => (await view("/privacy", "203.0.113.90", `${CHROME} v${i}`)).status);
  await sleep(500); // page views are written in small batches
  const views = await count("SELECT count(*)::int AS n FROM analytics_page_views WHERE path = '/privacy'");
  const visitors = await count("SELECT count(DISTINCT visitor_id)::int AS n FROM analytics_page_views WHERE path = '/privacy'");
  row("1,000 page views from one address, each with another user agent", `${statuses.filter((s) => s === 204).length}×204; stored ${views} views, ${visitors} visitors`, `all 204; ≤ ${ANALYTICS_LIMIT} stored`, statuses.every((s) => s === 204) && views <= ANALYTICS_LIMIT);

  const forged = await pool(Array.from({ length: 80 }, (_, i) => i), 8, async (i) => (await event("tester_confirmed", `203.0.113.${100 + (i % 50)}`)).status);
  const confirmed = await count("SELECT count(*)::int AS n FROM analytics_events WHERE name = 'tester_confirmed'");
  row("80 tester_confirmed events sent by clients", `${forged.filter((s) => s === 400).length}×400; ${confirmed} counted`, "all 400; 0 counted", forged.every((s) => s === 400) && confirmed === 0);

  const bot = await pool(Array.from({ length: 8 }, (_, i) => i), 4, async () => (await event("feedback_open", "203.0.113.91", BOT)).status);
  const botEvents = await count("SELECT count(*)::int AS n FROM analytics_events WHERE name = 'feedback_open'");
  row("8 feedback_open events from a bot's user agent", `${bot.join(",")}; ${botEvents} counted`, "0 counted", botEvents === 0);

  const unknown = await view("/blog/no-such-post", "203.0.113.92");
  await sleep(300);
  const stored = await count("SELECT count(*)::int AS n FROM analytics_page_views WHERE path = '/blog/no-such-post'");
  row("page view of /blog/no-such-post (no such post)", `${unknown.status}; ${stored} stored`, "0 stored", stored === 0);
}

/** Roadmap and changelog switched on, a public card cached on /roadmap; a reset must take it off. @param {App} app @param {pg.Client} db @param {string} cookie @param {Row} row */
async function suggestionPagesRow(app, db, cookie, row) {
  await db.query(`INSERT INTO site_revisions (elements, "customCss", changed) VALUES ($1, '', '{}')`, [JSON.stringify({ "roadmap-enabled": "true", "changelog-enabled": "true" })]);
  await db.query(`INSERT INTO feature_suggestions (id, name, description, "isPublic", "publicTitle", status) VALUES ('adv-card', 'Card', 'x', true, 'Adversarial roadmap card', 'planned')`);
  await send(app.base, { path: "/roadmap" });
  const cached = await send(app.base, { path: "/roadmap" });
  const reset = await sendJson(app, "/api/admin/reset-suggestions", {}, { headers: { cookie } });
  const after = await send(app.base, { path: "/roadmap" });
  const shown = (/** @type {{ text: string }} */ r) => r.text.includes("Adversarial roadmap card");
  row(
    "/roadmap after a reset moved its only card to the trash",
    `before: card ${shown(cached) ? "shown" : "absent"} (${cached.headers["x-nextjs-cache"] ?? "-"}); reset ${reset.status}; after: card ${shown(after) ? "shown" : "absent"} (${after.headers["x-nextjs-cache"] ?? "-"})`,
    "shown before, absent after",
    shown(cached) && reset.status === 200 && !shown(after),
  );
}

/** Restore and erase of one reset, raced over HTTP; the tables after each round. @param {App} app @param {pg.Client} db @param {string} cookie @param {Row} row @param {Count} count */
async function trashRaceRow(app, db, cookie, row, count) {
  const tally = { restored: 0, erased: 0, wrong: 0, lostTesters: 0, resurrected: 0 };
  let firstWrong = "";
  for (let round = 0; round < TRASH_ROUNDS; round++) {
    await db.query("DELETE FROM feedback");
    await db.query(
      `WITH f AS (INSERT INTO feedback (id, email, clarity, usage) SELECT 'adv-' || $1 || '-' || i, 't' || i || '@example.com', 'Clear', 'daily' FROM generate_series(1, ${TRASH_ENTRIES}) i RETURNING id, email)
       INSERT INTO testers (id, "feedbackId", slot, email, "emailKey", status, "tokenNonce", "expiresAt", "confirmedAt")
       SELECT 't-' || id, id, row_number() OVER (ORDER BY id), email, email, 'confirmed', 'n', now(), now() FROM f`,
      [round],
    );
    const reset = await sendJson(app, "/api/admin/reset-feedback", {}, { headers: { cookie } });
    const batch = JSON.parse(reset.text || "{}")?.trash?.batch;
    if (reset.status !== 200 || !batch) throw new Error(`reset answered ${reset.status}`);
    const offset = Math.floor(Math.random() * 31);
    const [restore, erase] = await Promise.all([
      sendJson(app, `/api/admin/trash/${batch}/restore`, {}, { headers: { cookie } }),
      sleep(offset).then(() => sendJson(app, `/api/admin/trash/${batch}`, undefined, { method: "DELETE", headers: { cookie }, raw: "" })),
    ]);
    const feedback = await count("SELECT count(*)::int AS n FROM feedback");
    const testers = await count("SELECT count(*)::int AS n FROM testers");
    const trash = await count("SELECT count(*)::int AS n FROM trash_items WHERE batch = $1", [batch]);
    if (restore.status === 200 && erase.status === 404 && feedback === TRASH_ENTRIES && testers === TRASH_ENTRIES && trash === 0) tally.restored++;
    else if (restore.status === 404 && erase.status === 200 && feedback === 0 && testers === 0 && trash === 0) tally.erased++;
    else {
      tally.wrong++;
      firstWrong ||= `; first: restore ${restore.status}, erase ${erase.status}, ${feedback} entries, ${testers} testers, ${trash} in the trash`;
      if (feedback > testers) tally.lostTesters += feedback - testers;
      if (erase.status === 200 && feedback > 0) tally.resurrected += feedback;
    }
  }
  row(
    `restore vs erase of one reset (${TRASH_ENTRIES} entries with tester rows), ${TRASH_ROUNDS} rounds, erase 0–30 ms later`,
    `${tally.restored} restored whole, ${tally.erased} erased whole, ${tally.wrong} wrong (${tally.lostTesters} tester rows lost, ${tally.resurrected} entries back after an erase 200)${firstWrong}`,
    "0 wrong",
    tally.wrong === 0,
  );
}

/** The changelog feed carries what the page shows. @param {App} app @param {pg.Client} db @param {Row} row */
async function feedRow(app, db, row) {
  const body = "## Faster export\n\n**twice as fast**\n\n<script>alert(1)</script>\n\n[x](javascript:alert(2))";
  await db.query(`INSERT INTO changelog_entries (id, title, body, date, status, "publishedAt", "updatedAt") VALUES ('adv-entry', 'Export', $1, current_date, 'published', now(), now())`, [body]);
  const feed = await send(app.base, { path: "/changelog/rss.xml" });
  const item = /<item>.*?<description>([^<]*)<\/description>/s.exec(feed.text)?.[1] ?? "";
  const decoded = item.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
  const raw = /\*\*|## |<script|javascript:/i.test(decoded);
  row("/changelog/rss.xml item description of a markdown entry", `${feed.status}; ${raw ? "raw markdown or script" : "HTML"}: ${decoded.replace(/\s+/g, " ").slice(0, 50)}`, "sanitised HTML (<strong>, no script)", feed.status === 200 && !raw && decoded.includes("<strong>twice as fast</strong>"));
}

/** A confirmation token with other unused low bits in its last character. @param {App} app @param {pg.Client} db @param {Row} row @param {Count} count */
async function tokenRow(app, db, row, count) {
  const submit = await sendJson(app, "/api/feedback", { clarity: "Clear", usage: "Weekly", email: "spelling@example.com", fillMs: 5000 }, { headers: { "x-forwarded-for": "203.0.113.93", "user-agent": CHROME } });
  const mail = (await db.query("SELECT text FROM email_outbox WHERE kind = 'tester_confirmation' AND \"to\" = 'spelling@example.com'")).rows[0];
  const token = /token=([A-Za-z0-9_-]+)/.exec(String(mail?.text ?? ""))?.[1] ?? "";
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const other = [...alphabet].map((c) => token.slice(0, -1) + c).find((t) => t !== token && Buffer.from(t, "base64url").equals(Buffer.from(token, "base64url")));
  const confirmedBy = async (/** @type {string | undefined} */ spelling) => {
    await sendJson(app, "/api/tester/confirm", { token: spelling }, { headers: { "user-agent": CHROME } });
    return count("SELECT count(*)::int AS n FROM testers WHERE email = 'spelling@example.com' AND status = 'confirmed'");
  };
  const byOther = await confirmedBy(other);
  const byToken = await confirmedBy(token);
  row("a tester token spelled with other unused low bits, then the token itself", `feedback ${submit.status}; confirmed by the other spelling ${byOther}, then by the token ${byToken}`, "0, then 1", Boolean(other) && byOther === 0 && byToken === 1);
}

/**
 * A JSON body cut short by the client. Next's server reads the whole body for proxy.ts before the
 * handler runs and logs the abort itself ("Error: aborted"); a handler that meets it logs "aborted
 * by the client". Either way, never a database outage.
 * @param {App} app @param {Row} row
 */
async function abortedBodyRow(app, row) {
  const url = new URL(app.base);
  const before = app.logs.length;
  await new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname, () => {
      socket.write(
        `POST /api/feedback HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${app.base}\r\nContent-Type: application/json\r\nContent-Length: 4000\r\nX-Forwarded-For: 203.0.113.94\r\n\r\n{"clarity":"`,
      );
      setTimeout(() => socket.destroy(), 300);
    });
    socket.on("close", resolve);
    socket.on("error", () => undefined);
  });
  await sleep(1000);
  const lines = app.logs.slice(before).join("");
  const aborted = /aborted by the client|Error: aborted/.test(lines);
  const outage = /database unavailable/.test(lines);
  row("a POST body cut short by the client: the server's log", outage ? "logged as database unavailable" : aborted ? "logged as aborted" : "nothing logged", "logged as aborted, not as a database outage", aborted && !outage);
}
