#!/usr/bin/env node
// @ts-check
// `npm test`: type check, lint, unit, integration, production build, the three ways of serving it,
// end-to-end and fault suites, then the adversarial and cluster suites (several side by side:
// AFTER below). Starts nothing new after the first failure.
// `node --import tsx scripts/test.mjs e2e` runs only the named steps. Each step's time is printed
// at the end (also after a failure), to see where the run's minutes go.
import path from "node:path";
import { childEnv } from "../lib/env.ts";
import { buildServer } from "./build-server.mjs";
import { buildIfChanged, root, run } from "./lib/setup.mjs";
import { startTestCluster } from "./lib/test-db.mjs";

/** @param {string} name @param {string[]} rest */
const bin = (name, ...rest) => path.join(root, "node_modules", ...rest, name);
/**
 * A step's environment: this run's (the env module's childEnv), without Next's telemetry.
 * @param {Record<string, string>} [extra]
 */
const stepEnv = (extra = {}) => childEnv({ NEXT_TELEMETRY_DISABLED: "1", ...extra });
/** @param {string} script @param {string[]} args */
const node = (script, ...args) => run(process.execPath, [script, ...args], stepEnv());
// The suites import the runtime's TypeScript (server/) through tsx.
/** @param {string} name */
const suite = (name) => node("--import", "tsx", path.join(root, "scripts", name));

/**
 * Playwright's workers each copy the migrated template into a database of their own and start
 * their own servers on it (e2e/support/test.ts); this makes the cluster and the template.
 * @param {string[]} e2eArgs
 */
async function e2e(e2eArgs = []) {
  const cluster = await startTestCluster(`e2e-${process.pid}`);
  try {
    const template = await cluster.template();
    await run(
      process.execPath,
      [bin("cli.js", "@playwright", "test"), "test", ...e2eArgs],
      stepEnv({ E2E_CLUSTER_URL: cluster.url("postgres"), E2E_TEMPLATE_DATABASE: template, E2E_DATA_DIR: cluster.dir }),
    );
  } finally {
    await cluster.stop();
  }
}

/** Set once this run's typecheck step has passed: its build then skips the same check. */
let typeChecked = false;

/** @type {Record<string, () => Promise<unknown>>} */
const steps = {
  // Next's route types first (as the build generates them), so that the check covers them on a
  // fresh clone; reading next.config.ts needs the runtime bundle (its cache handler).
  typecheck: async () => {
    await buildServer();
    await node(bin("next", "next", "dist", "bin"), "typegen");
    await node(bin("tsc", "typescript", "bin"), "--noEmit");
    typeChecked = true;
  },
  lint: () => node(bin("eslint.js", "eslint", "bin"), "--max-warnings", "0", "."),
  unit: () => node(bin("vitest.mjs", "vitest"), "run", "--project", "unit*"),
  integration: () => node(bin("vitest.mjs", "vitest"), "run", "--project", "integration*"),
  build: () => buildIfChanged({ typeChecked }),
  e2e: () => e2e((process.env.E2E_FILTER ?? "").split(" ").filter(Boolean)),
  // The build's server.js served alone, under the image's launcher, npm start's and nginx: security headers.
  "serve-modes": () => suite("serve-modes-test.mts"),
  // The embedded database killed, frozen, backed up and restored (scripts/faults-test.mjs).
  faults: () => suite("faults-test.mjs"),
  adversarial: () => suite("adversarial.mjs"),
  // Two production instances on one database (scripts/cluster-test.mjs).
  cluster: () => suite("cluster-test.mjs"),
};

/**
 * What each step waits for. A step starts as soon as the steps it waits for (among those wanted)
 * have passed, so several run side by side where neither writes what the other reads:
 * - tsc and eslint keep one core busy each;
 * - the build waits for the type check (it then skips the same check);
 * - the integration files leave about a sixth of the two cores idle (database waits), which the
 *   build takes, and serve-modes after it (it starts servers one at a time);
 * - e2e after both: its three workers and their browsers keep both cores busy on their own, so
 *   beside the integration files it would only share them (it once also overloaded the machine
 *   until an integration test met its connection bound, then 1 s, now 10 s in
 *   tests/integration/setup.ts);
 * - the fault, adversarial and cluster suites measure answers under load they make themselves,
 *   so each runs alone, in this order, after everything else. The fault suite ran beside e2e
 *   (alone it leaves the cores two-thirds idle while its database is frozen) until a slow hour:
 *   at the thaw PostgreSQL forks a backend for each dead connection attempt in its backlog
 *   before it answers a new one, and beside e2e that took long enough that the site was healthy
 *   2.1-9.6 s after the thaw (bound 2 s; e2e at niceness 5, 10 and 19), against 1.3-1.7 s alone.
 * @type {Record<string, string[]>}
 */
const AFTER = {
  typecheck: [],
  lint: [],
  unit: ["typecheck", "lint"],
  integration: ["unit"],
  build: ["typecheck"],
  "serve-modes": ["build"],
  e2e: ["build", "integration"],
  faults: ["e2e", "serve-modes"],
  adversarial: ["faults"],
  cluster: ["adversarial"],
};

const wanted = process.argv.slice(2);
const order = wanted.length ? wanted : Object.keys(steps);
const unknown = order.filter((name) => !steps[name]);
if (unknown.length) {
  console.error(`unknown step "${unknown.join('", "')}"; steps: ${Object.keys(steps).join(", ")}`);
  process.exit(2);
}
// Named steps alone wait for each other in the order given; the whole run waits as AFTER says.
const waitsFor = (/** @type {string} */ name) => (wanted.length ? order.slice(0, order.indexOf(name)) : (AFTER[name] ?? []).filter((n) => order.includes(n)));

/** @type {string[]} */
const timings = [];
const printTimings = () => console.log(`\nStep times: ${timings.join(", ")}`);
const runStarted = Date.now();
/** @type {Map<string, Promise<void>>} */
const running = new Map();
/** @type {string[]} */
const failed = [];
/** @param {string} name @returns {Promise<void>} */
function start(name) {
  let step = running.get(name);
  if (!step) {
    step = (async () => {
      // A step whose waits failed never starts (its rejection is the one already counted).
      await Promise.all(waitsFor(name).map(start));
      // Nothing new starts after a failure: the run ends once the steps already running end.
      if (failed.length) throw new Error("not started");
      console.log(`\n=== ${name} ===`);
      const started = Date.now();
      try {
        await steps[name]?.();
      } catch (error) {
        failed.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      } finally {
        timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
    })();
    running.set(name, step);
  }
  return step;
}
await Promise.allSettled(order.map(start));
if (failed.length) {
  console.error(`\nfailed: ${failed.join("; ")}`);
  printTimings();
  process.exit(1);
}
printTimings();
console.log(`All steps passed in ${((Date.now() - runStarted) / 60_000).toFixed(1)} min.`);
