#!/usr/bin/env node
// @ts-check
// `npm run bench -- --analytics` (or `node scripts/bench/analytics-scale.mjs`): the analytics scale
// figure of issue 23. For 100,000 and then 10,000,000 page views seeded over 90 days (one
// INSERT ... SELECT generate_series each, not row by row) it rolls them up through the app, then
// times the 30-day dashboard (GET /api/admin/analytics?days=30, median of BENCH_DASHBOARD_RUNS);
// budget: large ≤ 3 × small. On the small database it also measures the landing page's throughput
// at 50 connections without page views, and with each page load followed by its page view
// (POST /api/pageview, as the beacon sends it); budget: less than 10 % fewer pages per second.
// Writes bench-results/analytics-scale.json. BENCH_ANALYTICS_LARGE overrides the 10 million (0: skip it).
import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { buildIfChanged, root } from "../lib/setup.mjs";
import { startTestCluster } from "../lib/test-db.mjs";
import { LOAD } from "./load.mjs";
import { startApp } from "./app.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3390);
const SMALL = 100_000;
const LARGE = Number(process.env.BENCH_ANALYTICS_LARGE ?? 10_000_000);
const DAYS = 90;
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 30);
const outDir = path.join(root, "bench-results");
const UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const log = (/** @type {string} */ m) => console.log(`[bench:analytics] ${m}`);

/**
 * `count` page views over the last DAYS days in one statement: visits of 1 to 4 pages a minute
 * apart, each visitor with one of 8 sources and 6 device/browser/OS combinations and the 7 public
 * pages, so the roll-ups hold what real traffic of this size would. One event in 20 page views.
 * @param {string} databaseUrl
 * @param {number} count
 */
export async function seedPageViews(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      INSERT INTO analytics_page_views (ts, visitor_id, path, referrer_host, utm_source, utm_medium, utm_campaign, device, browser, os)
      SELECT now() - make_interval(secs => (k * 7919 % (${DAYS} * 86400))::float8) + make_interval(mins => (i % 4)::int),
             v, (ARRAY['/', '/privacy', '/terms', '/cookies', '/blog', '/blog/first-post', '/email-status'])[1 + (i * 31 + v) % 7],
             (ARRAY[NULL, 'google.com', 'news.ycombinator.com', 'reddit.com', 'twitter.com', NULL, NULL, 'duckduckgo.com'])[1 + v % 8],
             (ARRAY[NULL, NULL, NULL, NULL, NULL, 'newsletter', 'producthunt', NULL])[1 + v % 8],
             (ARRAY[NULL, NULL, NULL, NULL, NULL, 'email', 'launch', NULL])[1 + v % 8],
             (ARRAY[NULL, NULL, NULL, NULL, NULL, 'november', 'launch-day', NULL])[1 + v % 8],
             (ARRAY['Desktop', 'Desktop', 'Mobile', 'Mobile', 'Tablet', 'Desktop'])[1 + v % 6],
             (ARRAY['Chrome', 'Firefox', 'Mobile Safari', 'Chrome', 'Mobile Safari', 'Edge'])[1 + v % 6],
             (ARRAY['Windows', 'Linux', 'iOS', 'Android', 'iOS', 'Windows'])[1 + v % 6]
      FROM (SELECT i, i / 4 AS k, (i / 4) * 2654435761 AS v FROM generate_series(0::bigint, ${count - 1}) AS i) s`);
    await client.query(`
      INSERT INTO analytics_events (name, "createdAt", visitor_id)
      SELECT (ARRAY['feedback_open', 'feedback_submit', 'tester_reserved', 'theme_toggle'])[1 + i % 4],
             now() - make_interval(secs => (k * 7919 % (${DAYS} * 86400))::float8) + interval '2 minutes', k * 2654435761
      FROM (SELECT i, i * 5 AS k FROM generate_series(0::bigint, ${Math.floor(count / 20) - 1}) AS i) s`);
    await client.query("ANALYZE");
  } finally {
    await client.end();
  }
}

/**
 * @param {string} base
 * @param {string} password
 */
async function adminCookie(base, password) {
  const response = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ username: "admin", password }),
  });
  if (response.status !== 200) throw new Error(`login: HTTP ${response.status}`);
  return response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/**
 * A timed GET of the 30-day dashboard (node:http: the first call rolls up 90 days, beyond fetch's 300 s).
 * @param {string} base
 * @param {string} cookie
 * @returns {Promise<{ ms: number, body: any }>}
 */
function dashboardCall(base, cookie) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${base}/api/admin/analytics?days=30`, { headers: { cookie } }, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          if (res.statusCode !== 200) return reject(new Error(`dashboard: HTTP ${res.statusCode} ${text.slice(0, 300)}`));
          resolve({ ms: performance.now() - started, body: JSON.parse(text) });
        });
      })
      .on("error", reject);
  });
}

const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const round1 = (/** @type {number} */ x) => Math.round(x * 10) / 10;

/**
 * @typedef {{ method?: string, path?: string, headers?: Record<string, string>, body?: string }} LoadRequest
 * @param {string} base
 * @param {LoadRequest[]} requests
 */
async function throughput(base, requests) {
  const options = { url: base, connections: LOAD.connections, duration: LOAD.duration, timeout: 10, requests };
  if (LOAD.warmup > 0) await autocannon({ ...options, duration: LOAD.warmup });
  const r = await autocannon(options);
  // Each connection sends the requests in turn: one in requests.length is a page.
  return { rps: Math.round(r.requests.average), pagesPerSecond: Math.round(r.requests.average / requests.length), non2xx: r.non2xx, errors: r.errors, p99: r.latency.p99 };
}

/** Landing-page throughput without and with one page view per page, as a page load and as the document alone. */
/** @param {string} base */
async function measureLoad(base) {
  const page = { method: "GET", path: "/" };
  // What a browser fetches to show the landing page: the document and its own scripts and styles.
  const html = await (await fetch(`${base}/`)).text();
  const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]))];
  const pageLoad = [page, ...assets.map((a) => ({ method: "GET", path: a, headers: { "accept-encoding": "br, gzip" } }))];
  const view = {
    method: "POST",
    path: "/api/pageview",
    headers: { "content-type": "application/json", origin: base, "user-agent": UA },
    body: JSON.stringify({ path: "/", referrer: "https://news.ycombinator.com/item?id=1", query: "?utm_source=bench" }),
  };
  const pair = async (/** @type {string} */ name, /** @type {LoadRequest[]} */ requests) => {
    const without = await throughput(base, requests);
    const withViews = await throughput(base, [...requests, view]);
    const loss = Math.round((1 - withViews.pagesPerSecond / without.pagesPerSecond) * 1000) / 1000;
    log(`${name}: ${without.pagesPerSecond} pages/s alone, ${withViews.pagesPerSecond} with one page view each (loss ${(loss * 100).toFixed(1)} %)`);
    return { requestsPerPage: requests.length, without, withPageViews: withViews, loss, budget: 0.1, ok: loss < 0.1 };
  };
  return {
    pageLoad: await pair(`landing page load (document + ${assets.length} assets)`, pageLoad),
    documentOnly: await pair("landing document only", [page]),
  };
}

/** A database with `count` seeded page views and the app on it, rolled up by its first dashboard call. */
/**
 * @param {{ dir: string, createDatabase(name: string): Promise<string> }} cluster
 * @param {string} name
 * @param {number} count
 * @param {number} port
 */
async function prepare(cluster, name, count, port) {
  const databaseUrl = await cluster.createDatabase(name);
  const started = Date.now();
  await seedPageViews(databaseUrl, count);
  const seedSeconds = round1((Date.now() - started) / 1000);
  log(`${count.toLocaleString("en")} page views seeded in ${seedSeconds} s`);
  const app = await startApp({ name: `analytics-app-${port}`, databaseUrl, dataDir: cluster.dir, port, logDir: outDir, env: { ANALYTICS_RAW_RETENTION_DAYS: String(DAYS + 1) } });
  const base = app.url;
  const cookie = await adminCookie(base, app.admin.password);
  const first = await dashboardCall(base, cookie);
  log(`${count.toLocaleString("en")}: first dashboard call (rolls up 90 days) ${Math.round(first.ms)} ms`);
  for (let i = 0; i < 3; i++) await dashboardCall(base, cookie);
  const m = first.body.metrics;
  return { count, seedSeconds, base, cookie, app, rollupMs: Math.round(first.ms), visitors30d: m.visitors.value, pageviews30d: m.pageviews.value, times: /** @type {number[]} */ ([]) };
}

export async function main() {
  await fs.mkdir(outDir, { recursive: true });
  log("building the production app if its sources changed...");
  await buildIfChanged();
  const cluster = await startTestCluster(`bench-analytics-${process.pid}`);
  /** @type {Awaited<ReturnType<typeof prepare>>[]} */
  const runs = [];
  try {
    runs.push(await prepare(cluster, "stepwise_analytics_small", SMALL, PORT));
    // BENCH_ANALYTICS_LARGE=0 leaves the large database out (throughput only).
    if (LARGE > 0) runs.push(await prepare(cluster, "stepwise_analytics_large", LARGE, PORT + 1));
    // Both apps run side by side and are asked in turn, so that the other engineers' load on this
    // shared machine falls on both series alike.
    for (let i = 0; i < RUNS; i++) for (const run of runs) run.times.push((await dashboardCall(run.base, run.cookie)).ms);
    const summary = (/** @type {Awaited<ReturnType<typeof prepare>>} */ run) => ({
      count: run.count,
      seedSeconds: run.seedSeconds,
      rollupMs: run.rollupMs,
      visitors30d: run.visitors30d,
      pageviews30d: run.pageviews30d,
      medianMs: round1(median(run.times)),
      minMs: round1(Math.min(...run.times)),
    });
    const [small, large] = runs.map(summary);
    if (!small || !runs[0]) throw new Error("the small database was not prepared");
    if (runs[1]) await runs[1].app.stop();
    log(`throughput on the ${SMALL.toLocaleString("en")} database...`);
    const load = await measureLoad(runs[0].base);
    const ratio = large ? Math.round((large.medianMs / small.medianMs) * 100) / 100 : null;
    const results = { at: new Date().toISOString(), load: LOAD, runs: RUNS, small, large: large ?? null, dashboardRatio: ratio, dashboardBudget: 3, dashboardOk: ratio === null ? null : ratio <= 3, throughput: load };
    await fs.writeFile(path.join(outDir, "analytics-scale.json"), JSON.stringify(results, null, 2));
    if (large) {
      log(`30-day dashboard, median of ${RUNS}: ${small.medianMs} ms at ${SMALL.toLocaleString("en")}, ${large.medianMs} ms at ${LARGE.toLocaleString("en")} (×${ratio}, budget ×3: ${results.dashboardOk ? "ok" : "MISSED"})`);
    }
    for (const [name, m] of Object.entries(load)) {
      log(`page views cost the landing page (${name}) ${(m.loss * 100).toFixed(1)} % of its throughput (budget < 10 %: ${m.ok ? "ok" : "MISSED"})`);
    }
  } finally {
    for (const run of runs) await run.app.stop();
    await cluster.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await main();
    process.exit(0);
  } catch (error) {
    console.error(`[bench:analytics] failed: ${/** @type {Error} */ (error).stack ?? error}`);
    process.exit(1);
  }
}
