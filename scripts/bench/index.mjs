#!/usr/bin/env node
// @ts-check
// `npm run bench`: builds the production app, starts it the way `npm start` does on a fresh
// embedded database with seeded content, starts the floor app (a bare Next.js app of the same
// version with our privacy text, floor.mjs) beside it, and measures in one run:
// 1. Lighthouse mobile of every page and of the floor, round-robin, before anything else has
//    asked either server for a page (pages.mjs): run 1 is a new visitor's first load; the floor's
//    page also with the app's security headers, to see what they alone cost;
// 2. the JavaScript each page ships (Chromium);
// 3. throughput (throughput.mjs): our overhead over the framework (GET /privacy vs the floor),
//    the operator's path (nginx microcache vs nginx static files), the two form calls.
// Prints the budgets as ratios with met / not met and writes bench-results/bench.json. A missed
// budget is reported, not fatal; the exit code is non-zero only when the bench itself fails.
//   --skip=load,js,lighthouse   leave parts out
//   --profile                   run the app under `node --cpu-prof` and summarise where time goes
//   --trace                     save Lighthouse's traces of the floor, /privacy and / and break
//                               their main thread down by event (trace.mjs)
//   --serve                     only build, seed and start the app and the floor, then wait (Ctrl-C)
//   --analytics                 the analytics scale figure instead (analytics-scale.mjs)
//   --scale                     the back office and the blog at 100x the data instead (scale.mjs)
//   --newsletter                10,000 subscribers, SIGKILL mid-send, GET / p99 instead (newsletter.mjs)
//   --board                     the idea board at 2,000 and 200,000 ideas instead (board.mjs)
//   BENCH_DURATION, BENCH_WARMUP (s), BENCH_CONNECTIONS, BENCH_SLICES, BENCH_PORT change the load;
//   BENCH_LIGHTHOUSE_RUNS (default 5) Lighthouse runs per page; BENCH_PAGES=/privacy,/ some pages only.
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildIfChanged, root } from "../lib/setup.mjs";
import { startTestCluster } from "../lib/test-db.mjs";
import { startApp } from "./app.mjs";
import { floorStartArgs, prepareFloor, privacyFromBuild } from "./floor.mjs";
import { LOAD } from "./load.mjs";
import { CHROMIUM } from "./js-size.mjs";
import { jsPhase, lighthousePhase } from "./pages.mjs";
import { children, startProcess } from "./process.mjs";
import { summariseProfile } from "./profile.mjs";
import { evaluate, FLOOR_WITH_HEADERS, printReport } from "./report.mjs";
import { POSTS, seed } from "./seed.mjs";
import { apiPhase, operatorPhase, overheadPhase } from "./throughput.mjs";

const args = process.argv.slice(2);
const skip = new Set((args.find((a) => a.startsWith("--skip="))?.slice(7) ?? "").split(",").filter(Boolean));
const profile = args.includes("--profile");
const serveOnly = args.includes("--serve");
const tracing = args.includes("--trace");
const APP_PORT = Number(process.env.BENCH_PORT ?? 3195);
const LIMIT_PORT = APP_PORT + 1;
const FLOOR_PORT = APP_PORT + 2;
const NGINX_PORT = APP_PORT + 3;
const STATIC_PORT = APP_PORT + 4;
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
const POOL_SIZE = 10;
const appUrl = `http://127.0.0.1:${APP_PORT}`;
const floorUrl = `http://127.0.0.1:${FLOOR_PORT}`;
const outDir = path.join(root, "bench-results");
const profileDir = path.join(outDir, "profile");
const slug = POSTS[3]?.slug ?? "";
// The tag archive and the author page: Lighthouse SEO 100 is a goal there too ("repair" is a seeded tag).
const ALL_PAGES = ["/", "/blog", `/blog/${slug}`, "/privacy", "/blog/tag/repair", "/blog/author"];
const only = process.env.BENCH_PAGES?.split(",");
const PAGES = only ? ALL_PAGES.filter((p) => only.includes(p)) : ALL_PAGES;
// The pages whose Lighthouse trace --trace keeps and breaks down, beside the floor's.
const TRACED = ["/privacy", "/"].filter((p) => PAGES.includes(p));

const log = (/** @type {string} */ message) => console.log(`[bench] ${message}`);

/** Builds the floor app if needed (its text comes from the app's build) and starts it. */
async function startFloor(/** @type {Record<string, any>} */ results) {
  const floor = await prepareFloor({ root, outDir, privacyHtml: privacyFromBuild(root), env: process.env, log });
  results.floor = { nextVersion: floor.nextVersion, bundler: floor.bundler, built: floor.built, words: floor.words, url: floorUrl };
  const server = await startProcess({
    name: "floor",
    args: floorStartArgs(root, FLOOR_PORT),
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    // Its icon, not its page: like the app's /healthz, readiness asks for no page.
    readyUrl: `${floorUrl}/icon.svg`,
    logDir: outDir,
    cwd: floor.dir,
  });
  log(`floor app (Next ${floor.nextVersion}, ${floor.words} words) ready on ${floorUrl}`);
  return server;
}

async function main() {
  // Lighthouse and the script sizes load pages in the full browser, as a visitor's (the e2e tests
  // use the lighter headless shell, which is all that .ci/run installs): say so before any work.
  if (!serveOnly && !(skip.has("lighthouse") && skip.has("js")) && !existsSync(CHROMIUM)) {
    console.error(`[bench] no browser at ${CHROMIUM}: install Debian's chromium (apt-get install chromium), set CHROMIUM_PATH, or leave the browser parts out (--skip=lighthouse,js)`);
    process.exit(2);
  }
  const started = Date.now();
  await fs.mkdir(outDir, { recursive: true });
  /** @type {Record<string, any>} */
  const results = {
    startedAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, loadavg: os.loadavg(), node: process.version },
    settings: { ...LOAD, poolSize: POOL_SIZE, slug, lighthouseRuns: LIGHTHOUSE_RUNS },
  };

  log("building the production app if its sources changed...");
  await buildIfChanged();

  const cluster = await startTestCluster(`bench-${process.pid}`);
  /** @type {Awaited<ReturnType<typeof startApp>> | null} */
  let app = null;
  /** @type {Awaited<ReturnType<typeof startProcess>> | null} */
  let floor = null;
  try {
    const databases = {
      app: await cluster.createDatabase("stepwise_bench"),
      limit: await cluster.createDatabase("stepwise_bench_limit"),
    };
    log("seeding 20 posts, an author profile, 1,000 feedback entries and the blog toggle...");
    await seed(databases.app);
    if (profile) await fs.rm(profileDir, { recursive: true, force: true });
    app = await startApp({
      name: "app",
      databaseUrl: databases.app,
      dataDir: cluster.dir,
      port: APP_PORT,
      logDir: outDir,
      // The launcher runs Next's server in its own process under --production: the profile of
      // that process is the server's. (Node 20 refuses --cpu-prof in NODE_OPTIONS.)
      env: { DATABASE_POOL_SIZE: String(POOL_SIZE) },
      nodeArgs: profile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
    });
    log(`app ready on ${appUrl} (no page asked for yet)`);
    if (!serveOnly && (!skip.has("js") || !skip.has("lighthouse") || !skip.has("load"))) floor = await startFloor(results);
    if (serveOnly) {
      floor = await startFloor(results);
      log("--serve: press Ctrl-C to stop");
      await new Promise((resolve) => process.once("SIGINT", resolve));
    } else {
      if (!skip.has("lighthouse")) {
        const targets = [
          { page: "floor", url: `${floorUrl}/` },
          { page: FLOOR_WITH_HEADERS, url: `${floorUrl}/with-site-headers` },
          ...PAGES.map((page) => ({ page, url: appUrl + page })),
        ];
        const { traces, ...lighthouse } = await lighthousePhase(targets, { root, outDir, runs: LIGHTHOUSE_RUNS, tracing, traced: TRACED, log });
        results.lighthouse = lighthouse;
        if (traces) results.traces = traces;
      }
      if (!skip.has("js")) results.js = await jsPhase(floorUrl, appUrl, PAGES, log);
      if (!skip.has("load")) {
        const context = { root, outDir, appUrl, floorUrl, nginxPort: NGINX_PORT, staticPort: STATIC_PORT, limitPort: LIMIT_PORT, poolSize: POOL_SIZE, databases, log };
        results.overhead = await overheadPhase(context);
        results.operator = await operatorPhase(context, ["/", `/blog/${slug}`]);
        results.api = await apiPhase(context);
      }
    }
    await floor?.stop();
    floor = null;
    await app.stop();
    app = null;
    if (profile) results.profile = await biggestProfile();
  } finally {
    await floor?.stop();
    await app?.stop();
    await cluster.stop();
  }

  results.seconds = Math.round((Date.now() - started) / 1000);
  results.budgets = evaluate(results);
  await fs.writeFile(path.join(outDir, "bench.json"), JSON.stringify(results, null, 2));
  printReport(results);
  log(`wrote bench-results/bench.json in ${results.seconds} s`);
}

/** The summary of the largest CPU profile written (the server's; the launcher's is small). */
async function biggestProfile() {
  const files = existsSync(profileDir) ? (await fs.readdir(profileDir)).filter((f) => f.endsWith(".cpuprofile")) : [];
  const sized = await Promise.all(files.map(async (f) => ({ f, size: (await fs.stat(path.join(profileDir, f))).size })));
  const biggest = sized.sort((a, b) => b.size - a.size)[0];
  return biggest ? summariseProfile(path.join(profileDir, biggest.f)) : undefined;
}

try {
  if (args.includes("--analytics")) await (await import("./analytics-scale.mjs")).main();
  else if (args.includes("--scale")) await (await import("./scale.mjs")).runScale();
  else if (args.includes("--newsletter")) await (await import("./newsletter.mjs")).runNewsletterBench();
  else if (args.includes("--board")) await (await import("./board.mjs")).runBoardBench();
  else await main();
  process.exit(0);
} catch (error) {
  console.error(`[bench] failed: ${/** @type {Error} */ (error).stack ?? error}`);
  for (const child of children) child.kill("SIGKILL");
  process.exit(1);
}
