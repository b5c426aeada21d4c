#!/usr/bin/env node
// `npm test`'s serve-modes step: the production build served three ways (plain `next start`, the
// standalone server.js as the Docker image runs it, and our launcher) must send the security
// headers (proxy.ts) on a page, an API answer, a static asset, a 404 and an uploaded file, and
// the uploaded file its own sandbox CSP.
import { randomUUID } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { buildIfChanged, root, run } from "./lib/setup.mjs";
import { startTestCluster } from "./lib/test-db.mjs";
import { startInstance, stopInstance } from "./lib/cluster.mjs";

const UPLOAD = `${"ab".repeat(16)}.png`;
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1e0d7bb0000000049454e44ae426082", "hex");
const SITE = ["content-security-policy", "x-content-type-options", "referrer-policy", "permissions-policy", "x-frame-options", "cross-origin-opener-policy"];

let passed = 0;
let failed = 0;
function check(name, ok, detail = "") {
  if (ok) passed++;
  else failed++;
  console.log(`  ${ok ? "PASS" : "FAIL"} ${name}${detail ? `: ${detail}` : ""}`);
}

async function get(instance, pathname) {
  const response = await fetch(`${instance.origin}${pathname}`, { redirect: "manual" });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The five answers of one way of serving, each with every security header. */
async function checkHeaders(mode, instance, { https }) {
  const page = await get(instance, "/privacy");
  const asset = /\/_next\/static\/[^"']+\.(?:css|js)/.exec(page.text)?.[0];
  const answers = {
    page: page,
    "API answer": await get(instance, "/api/feedback/count"),
    "static asset": asset ? await get(instance, asset) : null,
    "404": await get(instance, `/no-such-page-${randomUUID()}`),
    "uploaded file": await get(instance, `/uploads/${UPLOAD}`),
  };
  const expectedStatus = { page: 200, "API answer": 200, "static asset": 200, "404": 404, "uploaded file": 200 };
  for (const [what, answer] of Object.entries(answers)) {
    if (!answer) {
      check(`${mode}: ${what}`, false, "no static asset linked from /privacy");
      continue;
    }
    const missing = SITE.filter((name) => !answer.headers.get(name));
    if (https !== Boolean(answer.headers.get("strict-transport-security"))) missing.push(https ? "strict-transport-security" : "(HSTS over http)");
    const csp = answer.headers.get("content-security-policy") ?? "";
    const cspOk = what === "uploaded file" ? csp === "default-src 'none'; sandbox" : csp.startsWith("default-src 'self'") && !csp.includes("sandbox");
    check(
      `${mode}: ${what} (${answer.status})`,
      answer.status === expectedStatus[what] && missing.length === 0 && cspOk,
      [answer.status !== expectedStatus[what] && `status ${answer.status}`, missing.length && `missing ${missing.join(", ")}`, !cspOk && `CSP "${csp}"`].filter(Boolean).join("; "),
    );
  }
}

await buildIfChanged();
const cluster = await startTestCluster(`serve-modes-${process.pid}`);
const instances = [];
try {
  const databaseUrl = await cluster.createDatabase("stepwise_serve_modes");
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`INSERT INTO site_uploads (name, "contentType", size, bytes) VALUES ($1, 'image/png', $2, $3)`, [UPLOAD, PNG.length, PNG]);
  await db.end();
  const env = { NODE_ENV: "production", DATABASE_URL: databaseUrl, NEXTAUTH_SECRET: `serve-modes-${randomUUID()}-${randomUUID()}`, ADMIN_PASSWORD: "serve-modes-Passw0rd!", LOG_LEVEL: "warn" };
  const next = path.join(root, "node_modules", "next", "dist", "bin", "next");

  const plain = await startInstance("next start", root, { ...env, SITE_URL: "https://stepwise.test" }, undefined, [next, "start", "--hostname", "127.0.0.1"]);
  instances.push(plain);
  await checkHeaders("next start", plain, { https: true });

  const layout = path.join(cluster.dir, "standalone");
  await run(process.execPath, ["--import", "tsx", path.join(root, "scripts", "standalone.mjs"), layout]);
  const standalone = await startInstance("standalone", layout, { ...env, SITE_URL: "http://localhost:1" });
  instances.push(standalone);
  await checkHeaders("standalone server.js", standalone, { https: false });

  const launcher = await startInstance("launcher", root, { ...env, SITE_URL: "http://localhost:1" });
  instances.push(launcher);
  await checkHeaders("our launcher", launcher, { https: false });
} finally {
  await Promise.all(instances.map((instance) => stopInstance(instance)));
  await cluster.stop();
}
console.log(`\nserve modes: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
