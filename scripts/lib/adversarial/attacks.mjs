// @ts-check
// Phases on one running server: security headers, error hygiene and size limits, CSRF, fuzzing.
import http from "node:http";
import { concretePath, FIELDS, TOKEN_ROUTES } from "./endpoints.mjs";
import { findLeak, fuzzBodies, hasErrorShape } from "./fuzz.mjs";
import { ADMIN, pool, send, sendJson } from "./http.mjs";

/**
 * @typedef {import("./types").App} App @typedef {import("./types").Context} Context
 * @typedef {import("./types").SendOptions} SendOptions
 */

/** @type {Record<string, (value: string) => boolean>} */
const REQUIRED = {
  "content-security-policy": (v) =>
    ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'", "form-action 'self'", "frame-src 'self'"].every((d) =>
      v.includes(d),
    ),
  "x-content-type-options": (v) => v === "nosniff",
  "referrer-policy": (v) => v === "strict-origin-when-cross-origin",
  "permissions-policy": (v) => ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"].every((d) => v.includes(d)),
  "x-frame-options": (v) => v === "SAMEORIGIN",
  "cross-origin-opener-policy": (v) => v === "same-origin",
  "x-request-id": (v) => /^[\w-]{8,64}$/.test(v),
};

/** @param {App} app @param {Context} context */
export async function checkHeaders(app, { record }) {
  const home = await send(app.base, { path: "/" });
  const asset = home.text.match(/\/_next\/static\/[^"'\s]+\.(?:js|css)/)?.[0];
  const targets = [
    ["page /", "/"],
    ["blog page /blog (404 while the blog is off)", "/blog"],
    ["API GET /api/admin/session", "/api/admin/session"],
    ["API GET /healthz", "/healthz"],
    ["static asset (Next chunk)", asset ?? "/_next/static/missing.js"],
    ["static file /favicon.svg", "/favicon.svg"],
    ["unknown page (404)", "/no-such-page-here"],
  ];
  console.log("\nSecurity headers snapshot:");
  for (const [label, p] of targets) {
    const res = p === "/" ? home : await send(app.base, { path: p });
    console.log(`  ${label}  GET ${p} -> ${res.status}`);
    for (const name of [...Object.keys(REQUIRED), "strict-transport-security"]) {
      if (res.headers[name]) console.log(`    ${name}: ${res.headers[name]}`);
    }
    const missing = Object.entries(REQUIRED)
      .filter(([name, ok]) => !ok(String(res.headers[name] ?? "")))
      .map(([name]) => name);
    record("headers", `${label} (${res.status})`, missing.length ? `missing/wrong: ${missing.join(", ")}` : `${Object.keys(REQUIRED).length} required headers`, "all required", missing.length === 0);
  }
  record("headers", "static asset found in the page", asset ?? "none", "a /_next/static file", Boolean(asset));
  record("headers", "HSTS over plain http (SITE_URL http)", home.headers["strict-transport-security"] ?? "absent", "absent", !home.headers["strict-transport-security"]);
}

/** @param {App} app @param {Context} context */
export async function checkHygiene(app, { record }) {
  const json = { "content-type": "application/json", origin: app.base };
  const huge = "x".repeat(70 * 1024);
  /** @type {[label: string, options: SendOptions, expected: number[]][]} */
  const cases = [
    ["malformed JSON", { method: "POST", path: "/api/admin/login", headers: json, body: '{"username":' }, [400]],
    ["body over the limit (Content-Length)", { method: "POST", path: "/api/admin/login", headers: json, body: JSON.stringify({ username: huge, password: "x" }) }, [413]],
    [
      "chunked body over the limit, no Content-Length",
      { method: "POST", path: "/api/admin/login", headers: { ...json, "transfer-encoding": "chunked" }, chunks: Array.from({ length: 80 }, () => "a".repeat(16 * 1024)) },
      [413],
    ],
    [
      "chunked 8 MB body, no Content-Length (cut off)",
      { method: "POST", path: "/api/admin/login", headers: { ...json, "transfer-encoding": "chunked" }, chunks: Array.from({ length: 512 }, () => "b".repeat(16 * 1024)) },
      [413, 0],
    ],
    ["unknown API route", { path: "/api/does-not-exist" }, [404]],
    ["malformed URL escape", { path: "/%E0%A4%A" }, [400, 404]],
    ["path traversal into static files", { path: "/_next/static/..%2f..%2f..%2fpackage.json" }, [400, 404]],
    ["image optimizer with a foreign URL", { path: "/_next/image?url=http%3A%2F%2F169.254.169.254%2Fx&w=64&q=75" }, [400]],
    ["unsupported method on an API route", { method: "PATCH", path: "/api/admin/session", headers: { origin: app.base } }, [405]],
    ["unusual method on a page", { method: "PROPFIND", path: "/" }, [400, 404, 405]],
    // Next's own server cannot take TRACE (the fetch standard forbids it in a Request) and answers
    // a bare 500 that carries nothing of ours (checked below, as for every row). Deployments put
    // nginx in front (deploy/nginx.conf), which answers 405: the cluster suite checks that.
    ...["TRACE /", "TRACE /api/contact", "TRACE /api/admin/session"].map((x) => {
      const [method, p] = x.split(" ");
      return /** @type {[string, SendOptions, number[]]} */ ([`method ${x} (nginx refuses it first)`, { method, path: p }, [405, 500]]);
    }),
    ["unexported method on an API route (PUT /api/contact)", { method: "PUT", path: "/api/contact", headers: { origin: app.base } }, [405]],
    ["image optimizer with a page URL (a redirect)", { path: "/_next/image?url=%2Fprivacy.html&w=64&q=75" }, [400]],
    ["image optimizer with an API URL", { path: "/_next/image?url=%2Fapi%2Fcontact&w=64&q=75" }, [400]],
    ["image optimizer with a recursive URL", { path: "/_next/image?url=%2F_next%2Fimage%3Furl%3D%2Fx&w=64&q=75" }, [400]],
    ...[
      ["a lone surrogate", '"Hi \\ud800"'],
      ["NUL", '"Hi \\u0000"'],
      ["an escape character", '"Hi \\u001b[2J"'],
    ].map(([label, subject]) => /** @type {[string, SendOptions, number[]]} */ ([
      `contact subject with ${label}`,
      {
        method: "POST",
        path: "/api/contact",
        headers: json,
        body: `{"firstName":"Ada","lastName":"L","email":"ada@example.com","subject":${subject},"message":"m","recaptchaToken":""}`,
      },
      [400],
    ])),
    ["non-object JSON body", { method: "POST", path: "/api/admin/login", headers: json, body: "[1,2,3]" }, [422]],
  ];
  // One keep-alive connection for all: a cut-off body must not poison the next request on it.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (const [label, options, expected] of cases) {
    const res = await send(app.base, { ...options, agent, timeoutMs: 10_000 });
    // Status 0: the server answered 413 and closed the connection while the client was still
    // sending (EPIPE/ECONNRESET on our side): the body was cut off. It must happen fast.
    const leak = res.status === 0 ? null : findLeak(res, String(options.body ?? ""));
    // Next's bare 500 for TRACE comes before proxy.ts, which gives every other answer its id.
    const idExpected = res.status !== 0 && !(options.method === "TRACE" && res.status === 500);
    const ok = expected.includes(res.status) && !leak && (!idExpected || Boolean(res.headers["x-request-id"])) && res.ms < 5000;
    record("hygiene", label, `${res.status}${leak ? ` leaks "${leak}"` : ""} in ${Math.round(res.ms)} ms`, `${expected.filter(Boolean).join("/")}, no internals`, ok);
  }
  // The server is still healthy after the cut-off uploads, on the same agent.
  const health = await send(app.base, { path: "/healthz", agent, timeoutMs: 10_000 });
  record("hygiene", "healthy after the oversize bodies (same agent)", health.status, 200, health.status === 200);
  agent.destroy();
}

/** @type {[label: string, headers: Record<string, string>][]} */
const CROSS_SITE = [
  ["foreign Origin", { origin: "https://evil.example", "content-type": "application/json" }],
  ["Origin: null", { origin: "null", "content-type": "application/json" }],
  ["no Origin", { "content-type": "application/json" }],
  ["no Origin, Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site", "content-type": "application/json" }],
  ["lookalike Origin", { origin: "http://127.0.0.1.evil.example", "content-type": "application/json" }],
];
/** @type {[label: string, contentType: string, body: string][]} */
const FORM_TYPES = [
  ["form content type (urlencoded)", "application/x-www-form-urlencoded", "a=1"],
  ["form content type (text/plain)", "text/plain", '{"a":1}'],
];

/**
 * Every state-changing method of every API route in the build (plus the table's calls).
 * @param {App} app @param {Context} context
 */
export async function checkCsrf(app, { routes, endpoints, record }) {
  const paths = new Set(routes.filter((r) => r.route.startsWith("/api/")).map((r) => concretePath(r.route)));
  for (const e of endpoints) if (e.present && e.method !== "GET") paths.add(e.path);
  const nextAuth = (/** @type {string} */ p) => p.startsWith("/api/auth/");
  let sent = 0;
  let refused = 0;
  /** @type {string[]} */
  const accepted = [];
  for (const p of [...paths].sort()) {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      /** @type {[label: string, headers: Record<string, string>, body: string, expected: number[]][]} */
      const variants = CROSS_SITE.map(([label, headers]) => [label, headers, "{}", [403]]);
      if (!nextAuth(p)) for (const [label, type, body] of FORM_TYPES) variants.push([label, { origin: app.base, "content-type": type }, body, [415]]);
      for (const [label, headers, body, expected] of variants) {
        const res = await send(app.base, { method, path: p, headers: { ...headers, "content-length": Buffer.byteLength(body) }, body });
        sent++;
        // 405: the route has no such method. Token-guarded routes refuse a request without their
        // token (404 for the revalidation hook, 400 for an unsubscribe without a valid token, 401
        // for a webhook event without a valid signature).
        const ok = expected.includes(res.status) || res.status === 405 || (TOKEN_ROUTES.has(p) && [400, 401, 404].includes(res.status));
        if (ok) refused++;
        else accepted.push(`${method} ${p} [${label}] -> ${res.status}`);
      }
    }
  }
  record("csrf", `cross-site and form-type requests to ${paths.size} routes x 4 methods`, `sent ${sent}, refused ${refused}`, "all refused (403/415/405)", accepted.length === 0);
  for (const a of accepted.slice(0, 10)) record("csrf", "accepted", a, "refused", false);

  // next-auth's credentials callback: a same-origin form post without its CSRF token makes no session.
  const body = new URLSearchParams({ username: ADMIN.username, password: ADMIN.password, json: "true" }).toString();
  const res = await send(app.base, {
    method: "POST",
    path: "/api/auth/callback/credentials",
    headers: { origin: app.base, "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) },
    body,
  });
  const cookie = [res.headers["set-cookie"] ?? []].flat().join(" ");
  record("csrf", "next-auth credentials post without its CSRF token", `${res.status}, session cookie ${/session-token=[^;]/.test(cookie) ? "SET" : "not set"}`, "no session", !/session-token=[^;]/.test(cookie));
}

const SEED = 20261122;

/** @param {App} app @param {Context} context */
export async function checkFuzz(app, { endpoints, record, fuzzRuns }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const targets = endpoints.filter((e) => e.present && ["form", "public", "login"].includes(e.kind));
  for (const e of targets) {
    // Login is not a public form, and every well-formed guess costs an argon2 verification.
    const runs = e.kind === "login" ? Math.min(fuzzRuns, 500) : fuzzRuns;
    const bodies = fuzzBodies(FIELDS[e.path] ?? [], e.body ?? (() => ({})), runs, SEED);
    const tally = { sent: 0, s2xx: 0, s4xx: 0, s5xx: 0, network: 0, leaks: 0, shape: 0 };
    /** @type {string[]} */
    const examples = [];
    const started = Date.now();
    await pool(bodies, 8, async (raw) => {
      const res = await sendJson(app, e.path, null, { raw, agent, method: e.method });
      tally.sent++;
      if (res.status === 0) tally.network++;
      else if (res.status >= 500) tally.s5xx++;
      else if (res.status >= 400) tally.s4xx++;
      else tally.s2xx++;
      const leak = findLeak(res, raw);
      if (leak) tally.leaks++;
      if (res.status >= 400 && !hasErrorShape(res.text)) tally.shape++;
      if ((leak || res.status >= 500 || res.status === 0) && examples.length < 3) examples.push(`${res.status} ${leak ?? ""} <- ${raw.slice(0, 120)}`);
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const name = `${e.method} ${e.path}`;
    record("fuzz", `${name} requests sent (${seconds} s)`, `${tally.sent} (2xx ${tally.s2xx}, 4xx ${tally.s4xx})`, `>= ${runs}`, tally.sent >= runs);
    record("fuzz", `${name} 5xx answers`, tally.s5xx, 0, tally.s5xx === 0);
    record("fuzz", `${name} responses leaking internals`, tally.leaks, 0, tally.leaks === 0);
    record("fuzz", `${name} errors not in the { error } shape`, tally.shape, 0, tally.shape === 0);
    record("fuzz", `${name} connection failures`, tally.network, 0, tally.network === 0);
    for (const x of examples) record("fuzz", `${name} example`, x, "-", false);
  }
  // Prototype-pollution keys changed nothing server-wide: an anonymous session call is still refused.
  const session = await send(app.base, { path: "/api/admin/session" });
  record("fuzz", "after fuzzing: anonymous GET /api/admin/session", session.status, 401, session.status === 401);
  agent.destroy();
}
