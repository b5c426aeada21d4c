#!/usr/bin/env node
// `npm test`: type check, lint, unit, integration, production build, the three ways of serving it,
// end-to-end, adversarial, cluster and fault suites, in that order. Stops at the first failure. `node scripts/test.mjs e2e`
// runs only the named steps.
import path from "node:path";
import { buildIfChanged, root, run } from "./lib/setup.mjs";
import { startTestCluster } from "./lib/test-db.mjs";

const bin = (name, ...rest) => path.join(root, "node_modules", ...rest, name);
const node = (script, ...args) => run(process.execPath, [script, ...args], { ...process.env, NEXT_TELEMETRY_DISABLED: "1" });
// The suites import the runtime's TypeScript (server/) through tsx.
const suite = (name) => node("--import", "tsx", path.join(root, "scripts", name));

async function e2e(e2eArgs = []) {
  const cluster = await startTestCluster(`e2e-${process.pid}`);
  try {
    const databaseUrl = await cluster.createDatabase("stepwise_e2e");
    // The second app server of playwright.config.ts: no e-mail provider, its own database.
    const noMailDatabaseUrl = await cluster.createDatabase("stepwise_e2e_nomail");
    await run(process.execPath, [bin("cli.js", "@playwright", "test"), "test", ...e2eArgs], {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      E2E_DATABASE_URL: databaseUrl,
      E2E_NOMAIL_DATABASE_URL: noMailDatabaseUrl,
      E2E_DATA_DIR: cluster.dir,
    });
  } finally {
    await cluster.stop();
  }
}

const steps = {
  typecheck: () => node(bin("tsc", "typescript", "bin"), "--noEmit"),
  lint: () => node(bin("eslint.js", "eslint", "bin"), "--max-warnings", "0", "."),
  unit: () => node(bin("vitest.mjs", "vitest"), "run", "--project", "unit"),
  integration: () => node(bin("vitest.mjs", "vitest"), "run", "--project", "integration"),
  build: () => buildIfChanged(),
  e2e: () => e2e((process.env.E2E_FILTER ?? "").split(" ").filter(Boolean)),
  // The build served by `next start`, the standalone server.js and our launcher: security headers.
  "serve-modes": () => suite("serve-modes-test.mts"),
  adversarial: () => suite("adversarial.mjs"),
  // Two production instances on one database (scripts/cluster-test.mjs).
  cluster: () => suite("cluster-test.mjs"),
  // The embedded database killed, frozen, backed up and restored (scripts/faults-test.mjs).
  faults: () => suite("faults-test.mjs"),
};

const wanted = process.argv.slice(2);
const order = wanted.length ? wanted : Object.keys(steps);
const timings = [];
for (const name of order) {
  const step = steps[name];
  if (!step) {
    console.error(`unknown step "${name}"; steps: ${Object.keys(steps).join(", ")}`);
    process.exit(2);
  }
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    await step();
  } catch (error) {
    console.error(`\n${name} failed: ${error.message}`);
    process.exit(1);
  }
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
console.log(`\nAll steps passed: ${timings.join(", ")}`);
