#!/usr/bin/env node
// `npm test`'s serve-modes step: the production build (Next's standalone server.js) served every
// way it ships (server.js alone, under the launcher as the Docker image runs it, the launcher of
// `npm start` in the repository, and nginx's microcache in front, deploy/nginx.conf) must send the
// security headers (proxy.ts) and a request id on a page, an API answer, a static asset, a 404
// and an uploaded file, and the uploaded file its own sandbox CSP. The client address: behind
// nginx, a client's own X-Forwarded-For changes nothing (the form limit still counts it); served
// directly, Next's own address is used when the client sends none. Idle connections are kept
// Node's 5 s, or KEEP_ALIVE_TIMEOUT. nginx never holds a client's next request on a kept
// connection while it updates a page in its cache. SERVE_MODES_PORT: first port.
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import path from "node:path";
import pg from "pg";
import { buildIfChanged, root, run } from "./lib/setup.mjs";
import { startTestCluster } from "./lib/test-db.mjs";
import { request, startInstance, stopInstance, type Instance, type Target } from "./lib/cluster.mjs";
import { feedbackBody } from "./lib/adversarial/endpoints.mjs";
import { deployedSetting, startNginx, type Nginx } from "./nginx";

const UPLOAD = `${"ab".repeat(16)}.png`;
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1e0d7bb0000000049454e44ae426082", "hex");
const PORT = Number(process.env.SERVE_MODES_PORT ?? 3170);
const FORM_LIMIT = 3;
const SITE = ["x-request-id", "content-security-policy", "x-content-type-options", "referrer-policy", "permissions-policy", "x-frame-options", "cross-origin-opener-policy"];

let passed = 0;
let failed = 0;
function check(name: string, ok: boolean, detail = "") {
  if (ok) passed++;
  else failed++;
  console.log(`  ${ok ? "PASS" : "FAIL"} ${name}${detail ? `: ${detail}` : ""}`);
}

async function get(instance: Target, pathname: string) {
  const response = await fetch(`${instance.origin}${pathname}`, { redirect: "manual" });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The five answers of one way of serving, each with every security header. */
async function checkHeaders(mode: string, instance: Target, { https }: { https: boolean }) {
  const page = await get(instance, "/privacy");
  const asset = /\/_next\/static\/[^"']+\.(?:css|js)/.exec(page.text)?.[0];
  const answers: Record<string, Awaited<ReturnType<typeof get>> | null> = {
    page: page,
    "API answer": await get(instance, "/api/feedback/count"),
    "static asset": asset ? await get(instance, asset) : null,
    "404": await get(instance, `/no-such-page-${randomUUID()}`),
    "uploaded file": await get(instance, `/uploads/${UPLOAD}`),
  };
  const expectedStatus: Record<string, number> = { page: 200, "API answer": 200, "static asset": 200, "404": 404, "uploaded file": 200 };
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

/** Next's server keeps idle connections Node's 5 s, or KEEP_ALIVE_TIMEOUT when set, and says so. */
async function checkKeepAlive(mode: string, target: Target, seconds: number) {
  const hint = (await request(target, "GET", "/privacy")).headers["keep-alive"];
  check(`${mode}: idle connections kept ${seconds} s`, hint === `timeout=${seconds}`, String(hint));
}

/**
 * A page's cache update never holds the client's next request on its kept connection: nginx
 * finishes a request only once a background update of the cache has. The upstream stands for an
 * app that is slow to answer a page (its database frozen): after the first, each page takes 2 s.
 */
async function checkKeptConnection(dir: string) {
  const SLOW_MS = 2000;
  let pages = 0;
  const upstream = http.createServer((req, res) => {
    const slow = req.url === "/" && pages++ > 0;
    setTimeout(() => res.end("page"), slow ? SLOW_MS : 0);
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const edge = await startNginx({ port: PORT + 2, upstreams: [`127.0.0.1:${(upstream.address() as AddressInfo).port}`], dir });
  const target = { name: "nginx", port: edge.port, origin: `http://localhost:${edge.port}` };
  try {
    await request(target, "GET", "/");
    // nginx counts a copy's age in whole seconds: one more second makes sure it has expired.
    await sleep(deployedSetting(/^\s*proxy_cache_valid [^;]*?(\d+)s;/m) * 1000 + 1200);
    const expired = await request(target, "GET", "/");
    const cache = String(expired.headers["x-cache-status"]);
    const started = Date.now();
    const next = await request(target, "GET", "/api/next");
    const waited = Date.now() - started;
    check(
      "nginx: the request after an expired page, on the same connection, is not held by its update",
      cache !== "HIT" && next.status === 200 && waited < SLOW_MS / 2,
      `page ${cache}, then ${next.status} in ${waited} ms`,
    );
  } finally {
    await edge.stop();
    upstream.close();
  }
}

/** The form limit counts the address nginx saw, whatever X-Forwarded-For the client sent. */
async function checkClientAddress(mode: string, target: Target, spoof: boolean) {
  await database?.query("DELETE FROM rate_limits");
  const statuses = [];
  for (let i = 0; i <= FORM_LIMIT; i++) {
    const headers: Record<string, string> = spoof ? { "x-forwarded-for": `198.51.100.${i + 1}` } : {};
    statuses.push((await request(target, "POST", "/api/feedback", { body: feedbackBody(), headers })).status);
  }
  const limited = statuses.slice(0, FORM_LIMIT).every((s) => s === 201) && statuses[FORM_LIMIT] === 429;
  check(`${mode}: ${FORM_LIMIT + 1} submissions${spoof ? ", a new X-Forwarded-For each" : ""}`, limited, statuses.join(" "));
}

/** The microcache: an anonymous page is served from nginx's cache; anything with a cookie, /admin or /api never. */
async function checkMicrocache(target: Target) {
  const status = async (pathname: string, headers: Record<string, string> = {}) => (await request(target, "GET", pathname, { headers })).headers["x-cache-status"];
  await status("/privacy");
  const page = await status("/privacy");
  const cookie = await status("/privacy", { cookie: "theme=dark" });
  const api = [await status("/api/feedback/count"), await status("/api/feedback/count")];
  const admin = [await status("/admin"), await status("/admin")];
  // The sign-in page is the same for everyone, but a member's pages live under /account too.
  const account = [await status("/account/sign-in"), await status("/account/sign-in")];
  check("nginx: /privacy again from the microcache", page === "HIT", String(page));
  check("nginx: a request with a cookie bypasses it", cookie === "BYPASS", String(cookie));
  // The API's location has no cache at all (no status); the admin's bypasses the page cache.
  check("nginx: /api and /admin never cached", api.every((s) => s === undefined) && admin.every((s) => s === "BYPASS"), [...api, ...admin].map(String).join(" "));
  check("nginx: /account never cached", account.every((s) => s === "BYPASS"), account.map(String).join(" "));
  // Next's server cannot turn TRACE into a request; nginx refuses it.
  const trace = await request(target, "TRACE", "/");
  check("nginx: TRACE refused", trace.status === 405, String(trace.status));
}

await buildIfChanged();
const cluster = await startTestCluster(`serve-modes-${process.pid}`);
const instances: Instance[] = [];
let nginx: Nginx | undefined;
let database: pg.Client | undefined;
try {
  const databaseUrl = await cluster.createDatabase("stepwise_serve_modes");
  database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  await database.query(`INSERT INTO site_uploads (name, "contentType", size, bytes) VALUES ($1, 'image/png', $2, $3)`, [UPLOAD, PNG.length, PNG]);
  const env = {
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    NEXTAUTH_SECRET: `serve-modes-${randomUUID()}-${randomUUID()}`,
    ADMIN_PASSWORD: "serve-modes-Passw0rd!",
    FORM_RATE_LIMIT_PER_MINUTE: String(FORM_LIMIT),
    LOG_LEVEL: "warn",
  };
  /** One way of serving at a time: each instance is stopped before the next starts. */
  const serve = async (name: string, dir: string, extra: Record<string, string>, options: { command?: string[] }, checks: (instance: Instance) => Promise<void>) => {
    const instance = await startInstance(name, dir, { ...env, ...extra }, { port: PORT, ...options });
    instances.push(instance);
    try {
      await checks(instance);
    } finally {
      await stopInstance(instance);
    }
  };

  const layout = path.join(cluster.dir, "standalone");
  await run(process.execPath, ["--import", "tsx", path.join(root, "scripts", "standalone.mjs"), layout]);
  await serve("server.js", layout, { SITE_URL: "https://stepwise.test" }, { command: [path.join(layout, "server.js")] }, async (plain) => {
    await checkHeaders("standalone server.js", plain, { https: true });
    // Served directly with no X-Forwarded-For, Next's server sets it from the connection.
    await checkClientAddress("standalone server.js", plain, false);
  });
  await serve("image", layout, { SITE_URL: "http://localhost:1", KEEP_ALIVE_TIMEOUT: "65000" }, {}, async (image) => {
    await checkHeaders("the image's launcher (server.js)", image, { https: false });
    await checkKeepAlive("the image's launcher (server.js), KEEP_ALIVE_TIMEOUT=65000", image, 65);
    nginx = await startNginx({ port: PORT + 1, upstreams: [`127.0.0.1:${image.port}`], dir: path.join(cluster.dir, "nginx") });
    const proxied = { name: "nginx", port: nginx.port, origin: `http://localhost:${nginx.port}` };
    await checkHeaders("nginx in front", proxied, { https: false });
    await checkMicrocache(proxied);
    await checkClientAddress("nginx in front", proxied, true);
    await nginx.stop();
  });
  await serve("npm start", root, { SITE_URL: "http://localhost:1" }, { command: [path.join(root, "dist", "server", "start.mjs")] }, async (launcher) => {
    await checkHeaders("the launcher of npm start", launcher, { https: false });
    await checkKeepAlive("the launcher of npm start", launcher, 5);
  });
  await checkKeptConnection(path.join(cluster.dir, "nginx-kept"));
} finally {
  await nginx?.stop();
  await database?.end();
  await Promise.all(instances.map((instance) => stopInstance(instance)));
  await cluster.stop();
}
console.log(`\nserve modes: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
