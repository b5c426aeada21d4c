// @ts-check
// `npm run bench -- --board` (issue 32): the idea board on a small (2,000 ideas, 10,000 votes) and
// a large (200,000 ideas, 1,000,000 votes) database in one run. Each database is seeded
// (board-seed.mjs), the production app is started on each (app.mjs), and every operation is timed
// through HTTP, the sizes' requests in turn: median and p95 of 20 requests (200 varied queries for
// "similar"). Prints both sizes, their ratio against the budget (3×) and the similar median at the
// large size against 50 ms; writes bench-results/board.json.
// Uncached: the list calls are dynamic route handlers and the bench talks to Next directly (no
// nginx, whose microcache their s-maxage is for); the two ISR pages are asked in Draft Mode (the
// build's own bypass cookie), which renders them on every request and stores nothing.
// BENCH_PORT (default 4400) and the next port are the apps'; BENCH_BOARD_ONLY=small seeds and
// measures the small database alone (a quick check of the bench itself).
import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildIfChanged, root, standaloneDir } from "../lib/setup.mjs";
import { startTestCluster } from "../lib/test-db.mjs";
import { startApp } from "./app.mjs";
import { CONTEXTS, FEATURES, OBJECTS, SEARCH_WORD, SIZES, ideaId, seedBoard } from "./board-seed.mjs";
import { timeRequests } from "./scale-measure.mjs";

/** @typedef {{ n: number, app?: import("./app.mjs").RunningApp, databaseUrl: string }} Size */

const PORT = Number(process.env.BENCH_PORT ?? 4400);
const ONLY = process.env.BENCH_BOARD_ONLY;
const outDir = path.join(root, "bench-results");
const log = (/** @type {string} */ message) => console.log(`[bench:board] ${message}`);

const RATIO_BUDGET = 3;
const SIMILAR_MEDIAN_MS = 50;
const SIMILAR_REQUESTS = 200;

/** What a visitor types into the suggestion form: close to existing ideas, misspelt, or new. */
const UNRELATED = ["export my notes to a pdf", "sync with my calendar", "let me pay by invoice", "a widget for the home screen", "import guides from a zip file", "two-factor sign-in"];
export const SIMILAR_QUERIES = Array.from({ length: SIMILAR_REQUESTS }, (_, k) => {
  const feature = FEATURES[(k * 7) % FEATURES.length] ?? "";
  const object = OBJECTS[(k * 3) % OBJECTS.length] ?? "";
  const context = CONTEXTS[(k * 5) % CONTEXTS.length] ?? "";
  const variants = [
    `${feature} for my ${object}`,
    `${feature.toLowerCase()} ${context}`,
    `${feature.slice(0, 4)}${feature.slice(5)} ${object}`,
    `${object} ${context}`,
    UNRELATED[k % UNRELATED.length] ?? "",
  ];
  return variants[k % variants.length] ?? "";
});

/**
 * Every timed operation: a path for request i on a board of n ideas, and the number of requests.
 * @type {{ name: string, path: (i: number, n: number) => string, page?: boolean, requests?: number }[]}
 */
const OPERATIONS = [
  { name: "/ideas page (top)", path: () => "/ideas", page: true },
  { name: "list: top", path: () => "/api/ideas?sort=top" },
  { name: "list: trending", path: () => "/api/ideas?sort=trending" },
  { name: "list: new", path: () => "/api/ideas?sort=new" },
  { name: "list: status planned", path: () => "/api/ideas?status=planned" },
  { name: `list: search "${SEARCH_WORD}"`, path: () => `/api/ideas?q=${SEARCH_WORD}` },
  { name: "/ideas/{id} page", path: (i, n) => `/ideas/${ideaId(1 + ((i * 7919) % n))}`, page: true },
  { name: "similar", path: (i) => `/api/ideas/similar?q=${encodeURIComponent(SIMILAR_QUERIES[i % SIMILAR_REQUESTS] ?? "")}`, requests: SIMILAR_REQUESTS },
];

/** The build's Draft Mode cookie: Next renders a page anew for a request that carries it. */
function draftModeCookie() {
  const manifest = JSON.parse(readFileSync(path.join(standaloneDir, ".next", "prerender-manifest.json"), "utf8"));
  return `__prerender_bypass=${manifest.preview.previewModeId}`;
}

/**
 * Checks that the pages really are rendered per request and the lists answer with ideas, so that
 * both sizes measure database work: the most voted idea's title is changed in the database behind
 * the app's back (no revalidation), and both pages in Draft Mode must show the new title. (Next
 * labels a Draft Mode answer "x-nextjs-cache: HIT" though it used no cache; the text is the proof.)
 * @param {Size} size
 * @param {string} cookie
 */
async function checkUncached(size, cookie) {
  const client = new pg.Client({ connectionString: size.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT id, "publicTitle" FROM feature_suggestions ORDER BY "voteCount" DESC, id LIMIT 1`);
    const { id, publicTitle } = rows[0];
    for (const page of ["/ideas", `/ideas/${id}`]) await (await fetch(`${size.app?.url}${page}`)).text(); // cached now
    const marker = `Uncached ${Date.now()}`;
    await client.query(`UPDATE feature_suggestions SET "publicTitle" = $2 WHERE id = $1`, [id, marker]);
    for (const page of ["/ideas", `/ideas/${id}`]) {
      const html = await (await fetch(`${size.app?.url}${page}`, { headers: { cookie } })).text();
      if (!html.includes(marker)) throw new Error(`${page} in Draft Mode did not show a title changed in the database: the bench would measure a cached page`);
    }
    await client.query(`UPDATE feature_suggestions SET "publicTitle" = $2 WHERE id = $1`, [id, publicTitle]);
  } finally {
    await client.end();
  }
  for (const op of OPERATIONS.filter((o) => !o.page && o.name !== "similar")) {
    const body = await (await fetch(`${size.app?.url}${op.path(0, size.n)}`)).json();
    if (!body.items?.length) throw new Error(`${op.name} found no ideas: ${JSON.stringify(body).slice(0, 200)}`);
  }
}

const ratio = (/** @type {number} */ large, /** @type {number} */ small) => Math.round((large / small) * 100) / 100;

/**
 * @param {Record<string, Size>} sizes
 * @param {string} cookie
 */
async function measure(sizes, cookie) {
  /** @type {Record<string, Record<string, { median: number, p95: number }>>} */
  const operations = {};
  for (const op of OPERATIONS) {
    /** @type {Record<string, string>} */
    const headers = op.page ? { cookie } : {};
    const runs = Object.entries(sizes).map(([size, s]) => ({ size, url: (/** @type {number} */ i) => `${s.app?.url}${op.path(i, s.n)}`, headers }));
    const timed = await timeRequests(runs, op.requests ? { requests: op.requests } : {});
    operations[op.name] = Object.fromEntries(Object.entries(timed).map(([size, t]) => [size, { median: t.median, p95: t.p95 }]));
    log(`${op.name}: ${Object.entries(timed).map(([size, t]) => `${size} ${t.median} / ${t.p95} ms`).join(", ")}`);
  }
  return operations;
}

/** @param {Record<string, Record<string, { median: number, p95: number }>>} operations */
function evaluate(operations) {
  const rows = Object.entries(operations).map(([name, { small, large }]) => {
    const medianRatio = small && large ? ratio(large.median, small.median) : null;
    const p95Ratio = small && large ? ratio(large.p95, small.p95) : null;
    return { name, small, large, medianRatio, p95Ratio, pass: medianRatio === null ? null : medianRatio <= RATIO_BUDGET };
  });
  const similarMedian = operations.similar?.large?.median ?? null;
  return { rows, similar: { largeMedian: similarMedian, budget: SIMILAR_MEDIAN_MS, pass: similarMedian === null ? null : similarMedian < SIMILAR_MEDIAN_MS } };
}

/** @param {ReturnType<typeof evaluate>} budgets */
function printTable(budgets) {
  const pad = (/** @type {unknown} */ text, /** @type {number} */ n) => String(text).padEnd(n);
  const lpad = (/** @type {unknown} */ text, /** @type {number} */ n) => String(text).padStart(n);
  console.log(`\n${pad("operation", 28)}${lpad("small med/p95 ms", 20)}${lpad("large med/p95 ms", 20)}${lpad("ratio med/p95", 16)}  budget`);
  for (const row of budgets.rows) {
    const cell = (/** @type {{ median: number, p95: number } | undefined} */ t) => (t ? `${t.median} / ${t.p95}` : "-");
    const verdict = row.pass === null ? "" : row.pass ? "met" : "NOT MET";
    console.log(`${pad(row.name, 28)}${lpad(cell(row.small), 20)}${lpad(cell(row.large), 20)}${lpad(row.medianRatio === null ? "-" : `${row.medianRatio} / ${row.p95Ratio}`, 16)}  ≤ ${RATIO_BUDGET}× ${verdict}`);
  }
  const s = budgets.similar;
  if (s.largeMedian !== null) console.log(`similar at 200,000 ideas: median ${s.largeMedian} ms (< ${s.budget} ms): ${s.pass ? "met" : "NOT MET"}`);
}

export async function runBoardBench() {
  const started = Date.now();
  await fs.mkdir(outDir, { recursive: true });
  log("building the production app if its sources changed...");
  await buildIfChanged();
  const cookie = draftModeCookie();
  /** @type {Record<string, any>} */
  const results = { startedAt: new Date().toISOString(), machine: { cpus: os.cpus().length, loadavg: os.loadavg(), node: process.version }, sizes: SIZES, seed: {} };
  const cluster = await startTestCluster(`bench-board-${process.pid}`);
  /** @type {Record<string, Size>} */
  const sizes = {};
  try {
    let port = PORT;
    for (const size of /** @type {(keyof typeof SIZES)[]} */ (ONLY ? [ONLY] : ["small", "large"])) {
      const counts = SIZES[size];
      const databaseUrl = await cluster.createDatabase(`stepwise_board_${size}`);
      log(`${size}: seeding ${counts.ideas.toLocaleString("en")} public ideas and ${counts.votes.toLocaleString("en")} votes...`);
      const seedStarted = performance.now();
      results.seed[size] = { ...(await seedBoard(databaseUrl, counts)), total: Math.round((performance.now() - seedStarted) / 100) / 10 };
      log(`${size}: seeded in ${results.seed[size].total} s (top idea ${results.seed[size].topVotes} votes, ${results.seed[size].members} members)`);
      const app = await startApp({ name: `board-${size}`, databaseUrl, dataDir: cluster.dir, port: port++, logDir: outDir });
      sizes[size] = { n: counts.ideas, databaseUrl, app };
      await checkUncached(sizes[size], cookie);
    }
    results.operations = await measure(sizes, cookie);
  } finally {
    await Promise.all(Object.values(sizes).map((s) => s.app?.stop()));
    await cluster.stop();
  }
  results.budgets = evaluate(results.operations);
  results.seconds = Math.round((Date.now() - started) / 1000);
  await fs.writeFile(path.join(outDir, "board.json"), JSON.stringify(results, null, 2));
  printTable(results.budgets);
  log(`wrote bench-results/board.json in ${results.seconds} s`);
}
