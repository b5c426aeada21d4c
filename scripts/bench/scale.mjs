// @ts-check
// `npm run bench -- --scale` (issue 20): the back office and the blog on a small and a large
// database in one run. Each database is seeded (scale-seed.mjs), the production app is started on
// it (app.mjs), and every operation is timed through the real HTTP API with an admin
// session: median and p95 of 20 requests. Prints both sizes and their ratio against the budgets
// and writes bench-results/scale.json. BENCH_PORT (default 3290) and the next port are the apps';
// BENCH_SCALE_ONLY=small runs the small database alone (a quick check of the bench itself).
import os from "node:os";
import fs from "node:fs/promises";
import path from "node:path";
import { buildIfChanged, root } from "../lib/setup.mjs";
import { startTestCluster } from "../lib/test-db.mjs";
import { startApp } from "./app.mjs";
import { explainSlowest } from "./scale-explain.mjs";
import { REQUESTS, adminSession, homeLatency, timeExport, timeRequests } from "./scale-measure.mjs";
import { BLOG_SEARCH_WORD, LAST_MEMBER_TOKEN, MEMBER_SEARCH, SEARCH_WORD, SIZES, seedScale } from "./scale-seed.mjs";

/** The member session cookie over plain HTTP, as the bench's apps serve (lib/members/session.ts). */
const MEMBER_COOKIE = "stepwise-member";

/**
 * @typedef {import("./app.mjs").RunningApp} RunningApp
 * @typedef {{ databaseUrl: string, app?: RunningApp, headers?: Record<string, string> }} Size
 * @typedef {Record<string, any>} Results
 */

const PORT = Number(process.env.BENCH_PORT ?? 3290);
const ONLY = process.env.BENCH_SCALE_ONLY;
const outDir = path.join(root, "bench-results");
const log = (/** @type {string} */ message) => console.log(`[bench:scale] ${message}`);

// Budgets of issue 20: ratios large / small in one run.
const LIST_MEDIAN = 3;
const LIST_P95 = 5;
const BLOG_MEDIAN = 3;
const EXPORT_ROWS_PER_SECOND = 50_000;
const EXPORT_RSS_MB = 100;

const LISTS = { feedback: "/api/feedback", suggestions: "/api/feature-suggestions", contact: "/api/contact" };
const PAGE = "pageSize=10"; // the admin screens' page size

/** Every timed operation: its name, path, and the budget it answers to. */
function operations() {
  const ops = [];
  for (const [list, endpoint] of Object.entries(LISTS)) {
    ops.push({ name: `${list}: first page`, path: `${endpoint}?page=1&${PAGE}`, group: "list" });
    ops.push({ name: `${list}: page 500 (offset)`, path: `${endpoint}?page=500&${PAGE}`, group: "list" });
    ops.push({ name: `${list}: search`, path: `${endpoint}?q=${SEARCH_WORD}&${PAGE}`, group: "list" });
  }
  ops.push({ name: "feedback: filter status+priority", path: `/api/feedback?status=new&priority=high&${PAGE}`, group: "list" });
  ops.push({ name: "feedback: sort by rating", path: `/api/feedback?sort=rating_desc&${PAGE}`, group: "list" });
  ops.push({ name: "feedback: sort by priority", path: `/api/feedback?sort=priority&${PAGE}`, group: "list" });
  ops.push({ name: "overview", path: "/api/admin/overview", group: "list" });
  // The member list (issue 30): a million members beside the lists above.
  const members = "/api/admin/members";
  ops.push({ name: "members: first page", path: `${members}?page=1&${PAGE}`, group: "list" });
  ops.push({ name: "members: page 500 (offset)", path: `${members}?page=500&${PAGE}`, group: "list" });
  ops.push({ name: "members: search", path: `${members}?q=${encodeURIComponent(MEMBER_SEARCH)}&${PAGE}`, group: "list" });
  ops.push({ name: "members: filter tester", path: `${members}?tester=yes&${PAGE}`, group: "list" });
  ops.push({ name: "members: filter suggestions", path: `${members}?suggestions=yes&${PAGE}`, group: "list" });
  ops.push({ name: "members: never confirmed", path: `${members}?confirmed=no&${PAGE}`, group: "list" });
  // The waitlist (issue 31): its admin screen's list, and a member's place on /account, at the back
  // of the line (the last waiting member, whose place counts the most).
  const waitlist = "/api/admin/waitlist";
  ops.push({ name: "waitlist: first page", path: `${waitlist}?page=1&${PAGE}`, group: "list" });
  ops.push({ name: "waitlist: page 500 (offset)", path: `${waitlist}?page=500&${PAGE}`, group: "list" });
  ops.push({ name: "waitlist: search", path: `${waitlist}?q=${encodeURIComponent(MEMBER_SEARCH)}&${PAGE}`, group: "list" });
  ops.push({ name: "waitlist: flagged", path: `${waitlist}?flagged=yes&${PAGE}`, group: "list" });
  ops.push({ name: "waitlist: invited", path: `${waitlist}?status=invited&${PAGE}`, group: "list" });
  ops.push({ name: "waitlist: place on /account", path: "/account", group: "list", headers: { cookie: `${MEMBER_COOKIE}=${LAST_MEMBER_TOKEN}` } });
  ops.push({ name: "blog: list", path: "/blog", group: "blog" });
  ops.push({ name: "blog: search", path: `/blog?q=${BLOG_SEARCH_WORD}`, group: "blog" });
  ops.push({ name: "sitemap.xml", path: "/sitemap.xml", group: "blog" });
  // Its children (issue 19's index): the pages, the first page of posts (up to 50,000) and tags.
  ops.push({ name: "sitemap: pages", path: "/sitemaps/pages.xml", group: "blog" });
  ops.push({ name: "sitemap: posts", path: "/sitemaps/posts-1.xml", group: "blog" });
  ops.push({ name: "sitemap: tags", path: "/sitemaps/tags-1.xml", group: "blog" });
  ops.push({ name: "blog: RSS", path: "/blog/rss.xml", group: "blog" });
  return ops;
}

/**
 * What an answer showed (rows and total of a list), to check both sizes did real work.
 * @param {string} text
 */
function shape(text) {
  try {
    const body = JSON.parse(text);
    if (Array.isArray(body.items)) return { rows: body.items.length, total: body.total, totalEstimated: body.totalEstimated };
    if (body.totals) return { totals: body.totals, totalsEstimated: body.totalsEstimated };
  } catch {
    // a page or a feed
  }
  return { bytes: text.length };
}

/**
 * The cursor of page `page` of the feedback list, reached by following nextCursor.
 * @param {RunningApp} app
 * @param {Record<string, string>} headers
 * @param {number} page
 */
async function cursorOfPage(app, headers, page) {
  /** @type {string | null} */
  let cursor = null;
  for (let p = 1; p < page; p++) {
    const response = /** @type {Response} */ (await fetch(`${app.url}/api/feedback?${PAGE}${cursor ? `&cursor=${cursor}` : ""}`, { headers }));
    cursor = /** @type {{ nextCursor: string | null }} */ (await response.json()).nextCursor;
    if (!cursor) return null;
  }
  return cursor;
}

/**
 * @param {{ createDatabase(name: string): Promise<string> }} cluster
 * @param {keyof typeof SIZES} size
 * @param {Results} results
 */
async function seedSize(cluster, size, results) {
  const counts = SIZES[size];
  const databaseUrl = await cluster.createDatabase(`stepwise_scale_${size}`);
  log(`${size}: seeding ${Object.entries(counts).map(([k, v]) => `${v.toLocaleString("en")} ${k}`).join(", ")}...`);
  const started = performance.now();
  const seconds = await seedScale(databaseUrl, counts);
  results.seed[size] = { ...seconds, total: Math.round((performance.now() - started) / 100) / 10 };
  log(`${size}: seeded in ${results.seed[size]?.total} s`);
  return databaseUrl;
}

/**
 * Every operation on every size, request by request in turn (small, large, small, ...), so that
 * a change in this shared machine's load falls on both sizes alike.
 * @param {Record<string, Size>} sizes
 * @param {Results} results
 */
async function measureOperations(sizes, results) {
  for (const size of Object.keys(sizes)) results.operations[size] = {};
  /** `headers`: the operation's own (a member's cookie) instead of the admin session's. */
  const timings = async (/** @type {string} */ name, /** @type {(size: string) => string} */ pathOf, /** @type {Record<string, string> | undefined} */ headers = undefined) => {
    const runs = Object.entries(sizes).map(([size, s]) => ({ size, url: `${s.app?.url}${pathOf(size)}`, headers: headers ?? s.headers ?? {} }));
    const measured = await timeRequests(runs);
    for (const [size, timing] of Object.entries(measured)) {
      const operations = results.operations[size] ?? (results.operations[size] = {});
      operations[name] = { median: timing.median, p95: timing.p95, answer: shape(timing.sample) };
    }
    log(`${name}: ${Object.entries(measured).map(([size, t]) => `${size} ${t.median} / ${t.p95} ms`).join(", ")}`);
  };
  for (const op of operations()) await timings(op.name, () => op.path, op.headers);
  /** @type {Record<string, string | null>} */
  const cursors = {};
  for (const [size, s] of Object.entries(sizes)) if (s.app) cursors[size] = await cursorOfPage(s.app, s.headers ?? {}, 500);
  if (Object.values(cursors).every(Boolean)) await timings("feedback: page 500 (cursor)", (size) => `/api/feedback?${PAGE}&page=500&cursor=${cursors[size]}`);
}

/**
 * Each list's export downloaded as a browser asks for it (compressed if the server offers it);
 * the large feedback export a second time as curl asks for it (no compression), since the budget
 * holds for both ways of downloading.
 * @param {string} size
 * @param {{ app: import("./app.mjs").RunningApp, headers: Record<string, string> }} s
 * @param {Record<string, any>} results
 */
async function measureExports(size, { app, headers }, results) {
  results.exports[size] = {};
  const lists = [["feedback", "feedback"], ["feature-suggestions", "suggestions"], ["contact", "contact"], ["members", "members"]];
  /** @type {{ list: string, name: string, encoding?: string }[]} */
  const runs = lists.map(([list = "", name = ""]) => ({ list, name }));
  if (size === "large") runs.push({ list: "feedback", name: "feedback (identity)", encoding: "identity" });
  for (const { list, name, encoding } of runs) {
    log(`${size}: exporting ${name}...`);
    const e = await timeExport(`${app.url}/api/admin/export/${list}`, headers, app.pid, encoding ? { encoding } : {});
    results.exports[size][name] = e;
    log(`${size}: ${name}: ${e.rows} rows, ${e.wireMegabytes} MB ${e.contentEncoding} in ${e.seconds} s at the client: ${e.rowsPerSecond} rows/s, ${(e.bytesPerSecond / 1e6).toFixed(1)} MB/s; server RSS +${e.rssPeakGrowthMb} MB`);
  }
  if (size === "large") {
    log("large: GET / latency idle, then during the 1,000,000-row export...");
    const idle = await homeLatency(app.url, { ms: 10_000 });
    const exporting = timeExport(`${app.url}/api/admin/export/feedback`, headers, app.pid);
    const during = await homeLatency(app.url, { until: exporting });
    results.home = { idle, duringExport: during, export: await exporting };
  }
}

const ratio = (/** @type {number | undefined} */ large, /** @type {number | undefined} */ small) => (large && small ? Math.round((large / small) * 100) / 100 : null);

/** @param {Results} results */
function evaluate(results) {
  const rows = [];
  const small = results.operations.small ?? {};
  const large = results.operations.large ?? {};
  /** @type {Record<string, string>} */
  const groups = Object.fromEntries(operations().map((op) => [op.name, op.group]));
  for (const name of Object.keys(small)) {
    const s = small[name];
    const l = large[name];
    const group = groups[name] ?? "list";
    const medianRatio = ratio(l?.median, s.median);
    const p95Ratio = ratio(l?.p95, s.p95);
    const budget = group === "blog" ? `≤ ${BLOG_MEDIAN}×` : `≤ ${LIST_MEDIAN}× (p95 ≤ ${LIST_P95}×)`;
    const pass = l && medianRatio !== null && p95Ratio !== null ? medianRatio <= (group === "blog" ? BLOG_MEDIAN : LIST_MEDIAN) && (group === "blog" || p95Ratio <= LIST_P95) : null;
    rows.push({ name, small: s, large: l ?? null, medianRatio, p95Ratio, budget, pass });
  }
  // The slower of the two downloads of the large feedback export, and the larger RSS growth.
  const big = [results.exports.large?.feedback, results.exports.large?.["feedback (identity)"]].filter(Boolean);
  const rowsPerSecond = Math.min(...big.map((e) => e.rowsPerSecond));
  const rssPeakGrowthMb = Math.max(...big.map((e) => e.rssPeakGrowthMb));
  const exportBudget = big.length
    ? { rowsPerSecond, rssPeakGrowthMb, pass: rowsPerSecond >= EXPORT_ROWS_PER_SECOND && rssPeakGrowthMb < EXPORT_RSS_MB }
    : null;
  return { rows, export: exportBudget };
}

/** @param {Results} results */
function printTable(results) {
  const pad = (/** @type {unknown} */ text, /** @type {number} */ n) => String(text).padEnd(n);
  const lpad = (/** @type {unknown} */ text, /** @type {number} */ n) => String(text).padStart(n);
  console.log(`\n${pad("operation", 36)}${lpad("small med/p95 ms", 20)}${lpad("large med/p95 ms", 20)}${lpad("ratio", 14)}  budget`);
  for (const row of results.budgets.rows) {
    const s = `${row.small.median} / ${row.small.p95}`;
    const l = row.large ? `${row.large.median} / ${row.large.p95}` : "-";
    const r = row.large ? `${row.medianRatio} / ${row.p95Ratio}` : "-";
    const verdict = row.pass === null ? "" : row.pass ? "met" : "NOT MET";
    console.log(`${pad(row.name, 36)}${lpad(s, 20)}${lpad(l, 20)}${lpad(r, 14)}  ${row.budget} ${verdict}`);
  }
  console.log("\nCSV exports, measured at the downloading client to the last byte (rows, s, rows/s, MB on the wire, encoding, MB/s, first byte ms, server RSS growth MB):");
  for (const [size, lists] of Object.entries(results.exports)) {
    for (const [list, e] of Object.entries(lists)) {
      console.log(`  ${pad(`${size} ${list}`, 30)}${lpad(e.rows, 9)}${lpad(e.seconds, 8)}${lpad(e.rowsPerSecond, 9)}${lpad(e.wireMegabytes, 8)} ${pad(e.contentEncoding, 9)}${lpad((e.bytesPerSecond / 1e6).toFixed(1), 6)}${lpad(e.firstByteMs, 9)}${lpad(e.rssPeakGrowthMb, 8)}`);
    }
  }
  if (results.budgets.export) {
    const b = results.budgets.export;
    console.log(`  1M-row export (the slower download): ${b.rowsPerSecond} rows/s (≥ ${EXPORT_ROWS_PER_SECOND}), RSS +${b.rssPeakGrowthMb} MB (< ${EXPORT_RSS_MB}): ${b.pass ? "met" : "NOT MET"}`);
  }
  if (results.home) {
    console.log(`GET / p99: idle ${results.home.idle.p99} ms, during the 1M export ${results.home.duringExport.p99} ms`);
  }
}

export async function runScale() {
  const started = Date.now();
  await fs.mkdir(outDir, { recursive: true });
  log("building the production app if its sources changed...");
  await buildIfChanged();
  /** @type {Results} */
  const results = {
    startedAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, loadavg: os.loadavg(), node: process.version },
    sizes: SIZES,
    requestsPerOperation: REQUESTS,
    seed: {},
    operations: {},
    exports: {},
  };
  const cluster = await startTestCluster(`bench-scale-${process.pid}`);
  /** @type {Record<string, Size>} */
  const sizes = {};
  try {
    for (const size of /** @type {(keyof typeof SIZES)[]} */ (ONLY ? [ONLY] : ["small", "large"])) sizes[size] = { databaseUrl: await seedSize(cluster, size, results) };
    // Both apps run at once (ports PORT and PORT + 1), each on its own database.
    let port = PORT;
    for (const [size, s] of Object.entries(sizes)) {
      s.app = await startApp({ name: `scale-${size}`, databaseUrl: s.databaseUrl, dataDir: cluster.dir, port: port++, logDir: outDir });
      s.headers = { cookie: await adminSession(s.app) };
    }
    await measureOperations(sizes, results);
    for (const [size, s] of Object.entries(sizes)) if (s.app) await measureExports(size, { app: s.app, headers: s.headers ?? {} }, results);
    for (const s of Object.values(sizes)) await s.app?.stop();
    if (sizes.large) {
      log("large: EXPLAIN (ANALYZE, BUFFERS) before and after...");
      results.explain = await explainSlowest(sizes.large.databaseUrl);
    }
  } finally {
    await Promise.all(Object.values(sizes).map((s) => s.app?.stop()));
    await cluster.stop();
  }
  results.seconds = Math.round((Date.now() - started) / 1000);
  results.budgets = evaluate(results);
  await fs.writeFile(path.join(outDir, "scale.json"), JSON.stringify(results, null, 2));
  printTable(results);
  log(`wrote bench-results/scale.json in ${results.seconds} s`);
}
