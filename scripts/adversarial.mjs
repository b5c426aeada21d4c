#!/usr/bin/env node
// @ts-check
// `npm run test:adversarial`: attacks the production build over real HTTP on throwaway databases
// (headers, CSRF, error hygiene, size limits, fuzzing, malformed URLs, rate limits, sessions and lockout,
// concurrency, database faults),
// prints its figures as tables and exits non-zero on any failure. The endpoint table is
// scripts/lib/adversarial/endpoints.mjs. ADVERSARIAL_FUZZ_RUNS / ADVERSARIAL_ROUNDS shrink it locally.
import { readFileSync } from "node:fs";
import path from "node:path";
import { startTestCluster } from "./lib/test-db.mjs";
import { buildIfChanged, root } from "./lib/setup.mjs";
import { ENDPOINTS, routeMatchers } from "./lib/adversarial/endpoints.mjs";
import { PRODUCTION, startApp } from "./lib/adversarial/http.mjs";
import { checkCsrf, checkFuzz, checkHeaders, checkHygiene } from "./lib/adversarial/attacks.mjs";
import { checkConcurrency, checkFault, checkRateLimits } from "./lib/adversarial/load.mjs";
import { printFigureTable } from "./lib/figure-table.mjs";
import { checkSessions } from "./lib/adversarial/sessions.mjs";
import { checkCacheBound } from "./lib/adversarial/bounds.mjs";
import { checkCustomCss } from "./lib/adversarial/css.mjs";
import { checkMalformedEncoding } from "./lib/adversarial/encoding.mjs";
import { checkImages } from "./lib/adversarial/images.mjs";
import { checkIntegrity } from "./lib/adversarial/integrity.mjs";
import { checkMembers } from "./lib/adversarial/members.mjs";
import { checkIdeas } from "./lib/adversarial/ideas.mjs";
import { checkInvites } from "./lib/adversarial/invites.mjs";
import { checkNewsletter } from "./lib/adversarial/newsletter.mjs";
import { checkShares } from "./lib/adversarial/shares.mjs";
import { checkWebhooks } from "./lib/adversarial/webhooks.mjs";
import { checkWaitlist } from "./lib/adversarial/waitlist.mjs";

const PORT = Number(process.env.ADVERSARIAL_PORT ?? 3180);
const FUZZ_RUNS = Number(process.env.ADVERSARIAL_FUZZ_RUNS ?? 2000);
// One round on one instance: the same 1,000-submission burst runs five times, each on emptied tables,
// where the site is deployed (two instances behind nginx, scripts/cluster-test.mjs), so repeating
// it here would only spend the test run's minutes twice.
const ROUNDS = Number(process.env.ADVERSARIAL_ROUNDS ?? 1);
const only = (process.env.ADVERSARIAL_ONLY ?? "").split(",").filter(Boolean);
const wanted = (/** @type {string} */ phase) => !only.length || only.includes(phase);

/** @type {{ phase: string; check: string; figure: string; expected: string; ok: boolean | null }[]} */
const rows = [];
/** Records one figure: `ok` false fails the run. @type {import("./lib/adversarial/types").RecordFigure} */
function record(phase, check, figure, expected, ok) {
  rows.push({ phase, check, figure: String(figure), expected: String(expected), ok });
}

const printTable = () => printFigureTable(rows);

/** @type {string[]} */
const phaseTimes = [];
/** Runs one phase when it is wanted and notes its time, to see where the suite's minutes go. */
async function phase(/** @type {string} */ name, /** @type {() => Promise<unknown>} */ check) {
  if (!wanted(name)) return;
  const phaseStarted = Date.now();
  try {
    await check();
  } finally {
    phaseTimes.push(`${name} ${((Date.now() - phaseStarted) / 1000).toFixed(1)} s`);
  }
}

await buildIfChanged();
const manifest = JSON.parse(readFileSync(path.join(root, ".next", "app-path-routes-manifest.json"), "utf8"));
const routes = routeMatchers(manifest);
const present = (/** @type {import("./lib/adversarial/types").Endpoint} */ endpoint) => routes.some((r) => r.regex.test(endpoint.path));
for (const e of ENDPOINTS) {
  e.present = present(e);
  if (!e.present) record("endpoints", `${e.method} ${e.path}`, "absent from the build", e.pending ? "pending (other issue)" : "present", e.pending ? null : false);
}

const cluster = await startTestCluster(`adversarial-${process.pid}`);
const started = Date.now();
const ctx = { cluster, routes, endpoints: ENDPOINTS, record, fuzzRuns: FUZZ_RUNS, rounds: ROUNDS, port: PORT };
// Each phase's server is one Node process, which keeps one of the two cores busy: the phases run in
// two lanes side by side, each phase still on its own server and database. The second lane's
// servers take ports from PORT + 30, clear of the first lane's. The fault phase, last in the
// second lane, stops and starts a PostgreSQL of its own (alone after both lanes on the shared one,
// it left the cores two-thirds idle for 10 s).
/** The main server's phases, in order. */
const MAIN_LANE = { headers: checkHeaders, hygiene: checkHygiene, csrf: checkCsrf, fuzz: checkFuzz, encoding: checkMalformedEncoding, bounds: checkCacheBound, css: checkCustomCss };
/** The phases that start servers of their own, in order. */
const OWN_SERVERS_LANE = {
  limits: checkRateLimits,
  images: checkImages,
  sessions: checkSessions,
  concurrency: checkConcurrency,
  integrity: checkIntegrity,
  members: checkMembers,
  ideas: checkIdeas,
  shares: checkShares,
  webhooks: checkWebhooks,
  newsletter: checkNewsletter,
  invites: checkInvites,
  waitlist: checkWaitlist,
  fault: checkFault,
};
const laneCtx = { ...ctx, port: PORT + 30 };
/** Runs a lane, and records an error that ends it as the lane's failure. @param {() => Promise<void>} lane */
const guarded = (lane) =>
  lane().catch((error) => record("suite", "ran to the end", error instanceof Error ? (error.stack ?? error.message) : String(error), "no error", false));
try {
  await Promise.all([
    guarded(async () => {
      if (!Object.keys(MAIN_LANE).some(wanted)) return;
      // One server with the form and costly-path limits off (the fuzzer sends thousands of bodies,
      // and the bounds check thousands of OG image and sitemap URLs, from one address).
      const app = await startApp({
        port: PORT,
        databaseUrl: await cluster.createDatabase("adversarial_main"),
        dataDir: cluster.dir,
        env: { FORM_RATE_LIMIT_PER_MINUTE: "0", TESTER_LINKS_PER_SENDER_PER_HOUR: "0", COSTLY_PATH_RATE_LIMIT_PER_MINUTE: "0", LOGIN_MAX_FAILURES: "1000000", LOGIN_MAX_FAILURES_PER_ADDRESS: "1000000" },
        args: PRODUCTION,
      });
      try {
        for (const [name, check] of Object.entries(MAIN_LANE)) await phase(name, () => check(app, ctx));
      } finally {
        await app.stop();
      }
    }),
    guarded(async () => {
      for (const [name, check] of Object.entries(OWN_SERVERS_LANE)) await phase(name, () => check(laneCtx));
    }),
  ]);
} finally {
  await cluster.stop();
}

// The lanes' rows interleave: the table lists them phase by phase, in the order above.
const ORDER = ["endpoints", ...Object.keys(MAIN_LANE), ...Object.keys(OWN_SERVERS_LANE), "suite"];
/** @param {string} name */
const rank = (name) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
rows.sort((a, b) => rank(a.phase) - rank(b.phase));
printTable();
console.log(`\nPhase times: ${phaseTimes.join(", ")}`);
const failed = rows.filter((r) => r.ok === false);
console.log(`\nadversarial: ${rows.length - failed.length}/${rows.length} figures as expected, ${failed.length} failed, ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed.length ? 1 : 0);
