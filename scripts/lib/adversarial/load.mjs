// @ts-check
// Phases that need their own servers: rate limits, concurrency on fresh databases, database fault.
import { randomUUID } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { feedbackBody } from "./endpoints.mjs";
import { findLeak } from "./fuzz.mjs";
import { ADMIN, carriesRequestId, PRODUCTION, send, sendJson, startApp } from "./http.mjs";
import { startTestCluster } from "../test-db.mjs";
import { checkLine, HELD_SQL, submitWhileConfirming, TOKENS_SQL } from "../tester-burst.mjs";

/**
 * @typedef {import("./types").Context} Context @typedef {import("./types").Endpoint} Endpoint
 * @typedef {import("./types").Response} Response
 */

const FUTURE = "2099-12-31T23:59:59.000Z";
/** Links pressed during the burst: more than the cap, so that some find every slot taken. */
const CONFIRMATIONS = 300;
const randomIp = () => `198.51.100.${Math.floor(Math.random() * 254) + 1}`;

/**
 * One query on a connection of its own.
 * @template {import("pg").QueryResultRow} [T=import("pg").QueryResultRow]
 * @param {string} url @param {string} sql @param {unknown[]} [values] @returns {Promise<T[]>}
 */
export async function query(url, sql, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The feedback call that the concurrency and fault phases load: POST /api/feedback.
 * @param {Endpoint[]} endpoints @returns {Endpoint}
 */
function feedbackTarget(endpoints) {
  const target = endpoints.find((e) => e.method === "POST" && e.path === "/api/feedback");
  if (!target?.present) throw new Error("the build has no POST /api/feedback");
  return target;
}

/** @param {Endpoint} e */
const bodyOf = (e) => e.body?.() ?? {};

/** @param {Context} context */
export async function checkRateLimits({ cluster, endpoints, record, port }) {
  const databaseUrl = await cluster.createDatabase("adversarial_limits");
  const env = { FORM_RATE_LIMIT_PER_MINUTE: "10", LOGIN_MAX_FAILURES: "5", LOGIN_MAX_FAILURES_PER_ADDRESS: "5" };
  let app = await startApp({ port: port + 1, databaseUrl, dataDir: cluster.dir, env, args: PRODUCTION });
  try {
    const forms = endpoints.filter((e) => e.present && e.kind === "form");
    for (const e of forms) {
      /** @type {number[]} */
      const statuses = [];
      /** @type {string | undefined} */
      let retryAfter;
      for (let i = 0; i < 11; i++) {
        // A new address each time to the left of the one the nearest hop wrote: only that one counts.
        const res = await sendJson(app, e.path, bodyOf(e), { method: e.method, headers: { "x-forwarded-for": `${randomIp()}, 127.0.0.1` } });
        statuses.push(res.status);
        retryAfter = res.headers["retry-after"];
      }
      const ok = statuses.slice(0, 10).every((s) => s !== 429 && s < 500) && statuses[10] === 429 && Number(retryAfter) >= 1 && Number(retryAfter) <= 60;
      record("limits", `${e.method} ${e.path}: 11 submissions, new X-Forwarded-For each`, `${statuses.join(" ")}; Retry-After ${retryAfter}`, "10 x not 429, then 429 + Retry-After", ok);
    }
    /** @type {string[]} */
    const failures = [];
    for (let i = 0; i < 6; i++) {
      // New username and X-Forwarded-For every time: only the per-address throttle (set to 5 here) can catch the 6th.
      const res = await sendJson(app, "/api/admin/login", { username: `guess-${i}`, password: "wrong-password" }, { headers: { "x-forwarded-for": `${randomIp()}, 127.0.0.1` } });
      failures.push(`${res.status}${res.headers["retry-after"] ? `(Retry-After ${res.headers["retry-after"]})` : ""}`);
    }
    record("limits", "6 failed logins, new username and X-Forwarded-For each", failures.join(" "), "401 x5, then 429", failures.slice(0, 5).every((s) => s === "401") && Boolean(failures[5]?.startsWith("429")));
    const right = await sendJson(app, "/api/admin/login", ADMIN, { headers: { "x-forwarded-for": `${randomIp()}, 127.0.0.1` } });
    record("limits", "right password from the locked-out address", right.status, 429, right.status === 429);

    // The limiter's state is in PostgreSQL: a restarted server still refuses.
    await app.stop();
    app = await startApp({ port: port + 1, databaseUrl, dataDir: cluster.dir, env, args: PRODUCTION });
    const last = forms.at(-1);
    if (last) {
      const again = await sendJson(app, last.path, bodyOf(last), { method: last.method });
      record("limits", `after a restart: ${last.path} from the same address`, again.status, 429, again.status === 429);
    }
  } finally {
    await app.stop();
    await cluster.dropDatabase("adversarial_limits");
  }
}

/**
 * Overload on one instance: 1,000 submissions at once to a single server, while 300 of the links
 * they send are pressed. What must hold is integrity: every answer is a 2xx or a clean refusal
 * (503 in the error shape, with Retry-After and the request id), every 2xx is stored and nothing
 * else is, and the cap holds exactly, every slot to a confirmed person.
 * Refusals are counted, not forbidden, up to MAX_REFUSALS: the queries the first requests send
 * wait behind the seconds the instance spends taking in the other 990 requests (one turn of the
 * event loop), and pg's query_timeout, a timer, fires before their answer, there long before, is
 * read. Zero refusals under saturation is checked where the site is deployed that way: two
 * instances behind nginx (scripts/cluster-test.mjs).
 * @param {Context} context
 */
export async function checkConcurrency({ cluster, endpoints, record, rounds, port }) {
  const target = feedbackTarget(endpoints);
  // At warn the app logs each 503's innermost database error, summed up below.
  const env = { FORM_RATE_LIMIT_PER_MINUTE: "0", TESTER_LINKS_PER_SENDER_PER_HOUR: "0", TESTER_PROGRAM_CAP: "50", TESTER_PROGRAM_DEADLINE: FUTURE, LOG_LEVEL: "warn" };
  for (let round = 1; round <= rounds; round++) {
    const name = `adversarial_concurrency_${round}`;
    const databaseUrl = await cluster.createDatabase(name);
    const app = await startApp({ port: port + 2, databaseUrl, dataDir: cluster.dir, env, args: PRODUCTION });
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    try {
      // A server that has been running has its pool open: open it (10 connections) before the burst.
      const warm = await Promise.all(Array.from({ length: 30 }, () => send(app.base, { path: "/healthz", agent })));
      if (!warm.every((r) => r.status === 200)) throw new Error(`warm-up failed: ${warm.map((r) => r.status).join(",")}`);
      const started = Date.now();
      // 1,000 submissions, and 300 of the people who got a link pressing it while the rest arrive.
      const { submitted: responses, confirmed } = await submitWhileConfirming({
        submissions: 1000,
        confirmations: CONFIRMATIONS,
        submit: (i) => sendJson(app, target.path, feedbackBody(`tester-${round}-${i}@example.com`), { agent, timeoutMs: 120_000 }),
        confirm: (token) => sendJson(app, "/api/tester/confirm", { token }, { agent, timeoutMs: 120_000 }),
        tokens: async (limit) => (await query(databaseUrl, TOKENS_SQL, [limit])).map((r) => r.token),
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      /** @type {{ held: number; distinct_slots: number; lo: number | null; hi: number | null; unconfirmed: number }[]} */
      const [held = { held: 0, distinct_slots: 0, lo: null, hi: null, unconfirmed: 0 }] = await query(databaseUrl, HELD_SQL);
      const [{ rows = 0 } = {}] = await query(databaseUrl, `SELECT count(*)::int AS rows FROM feedback`);
      const isStored = (/** @type {Response} */ r) => r.status >= 200 && r.status < 300;
      const stored = responses.filter(isStored).length;
      const refusals = responses.filter(isCleanRefusal);
      const other = responses.filter((r) => !isStored(r) && !isCleanRefusal(r));
      const slotOf = (/** @type {Response} */ r) => (r.status === 200 ? JSON.parse(r.text).slot : undefined);
      const given = confirmed.filter((r) => typeof slotOf(r) === "number").length;
      const fullAnswers = confirmed.filter((r) => slotOf(r) === null);
      const full = fullAnswers.length;
      const line = await checkLine(fullAnswers.map((r) => JSON.parse(r.text).place), CONFIRMATIONS - 50, (sql) => query(databaseUrl, sql));
      const ok =
        other.length === 0 && refusals.length <= MAX_REFUSALS && rows === stored &&
        confirmed.length === CONFIRMATIONS && given === 50 && full === CONFIRMATIONS - 50 &&
        held.held === 50 && held.distinct_slots === 50 && held.lo === 1 && held.hi === 50 && held.unconfirmed === 0 && line.ok;
      record(
        "concurrency",
        `round ${round}: 1,000 concurrent ${target.path} to one instance, ${CONFIRMATIONS} confirmations interleaved (${seconds} s)`,
        `2xx ${stored}, clean 503 ${refusals.length}, other ${other.length}; rows ${rows}; confirmations ${confirmed.length}: ${given} slots, ${full} full; held ${held.held}, ${held.distinct_slots} distinct (${held.lo}-${held.hi}), ${held.unconfirmed} unconfirmed; ${line.detail}`,
        `2xx + clean 503 = 1000, 503 ≤ ${MAX_REFUSALS}; rows = 2xx; ${CONFIRMATIONS}: 50 slots, ${CONFIRMATIONS - 50} full; 50 held (1-50), all confirmed; the ${CONFIRMATIONS - 50} full in line at 1-${CONFIRMATIONS - 50}, holding no slot`,
        ok,
      );
      if (refusals.length || other.length) {
        for (const r of other.slice(0, 2)) record("concurrency", `round ${round}: not a clean answer`, `${r.status} ${r.text.slice(0, 160)} (${Math.round(r.ms)} ms)`, "-", false);
        /** @type {Map<string, number>} */
        const reasons = new Map();
        for (const [, reason = ""] of app.logs.join("").matchAll(/database unavailable \(([^)]*)\)/g)) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        record("concurrency", `round ${round}: the app's reasons for its 503s`, [...reasons].map(([r, n]) => `${n}× ${r}`).join("; ") || "none logged", "-", null);
      }
    } finally {
      agent.destroy();
      await app.stop();
      await cluster.dropDatabase(name);
    }
  }
}

/** Refusals a round of the one-instance burst may hold (see checkConcurrency): 2 %. */
const MAX_REFUSALS = 20;

/** A 503 a client can act on: the error shape, a Retry-After and the request id. @param {Response} r */
function isCleanRefusal(r) {
  return r.status === 503 && r.text.includes('"service_unavailable"') && Number(r.headers["retry-after"]) > 0 && carriesRequestId(r);
}

/** @param {Context} context */
export async function checkFault({ endpoints, record, port }) {
  const target = feedbackTarget(endpoints);
  // A PostgreSQL of its own, which it stops and starts: the other phases run beside it on theirs.
  const cluster = await startTestCluster(`adversarial-fault-${process.pid}`);
  try {
    await faultUnderStream(cluster, target, record, port);
  } finally {
    await cluster.stop();
  }
}

/**
 * The fault phase's stream and figures, on `cluster`.
 * @param {import("./types").TestCluster} cluster @param {Endpoint} target
 * @param {import("./types").RecordFigure} record @param {number} port
 */
async function faultUnderStream(cluster, target, record, port) {
  const databaseUrl = await cluster.createDatabase("adversarial_fault");
  // A cap no stream reaches: submissions with an e-mail all take the interactive-transaction path.
  const env = { FORM_RATE_LIMIT_PER_MINUTE: "0", TESTER_PROGRAM_CAP: "100000", TESTER_PROGRAM_DEADLINE: FUTURE };
  const app = await startApp({ port: port + 3, databaseUrl, dataDir: cluster.dir, env, args: PRODUCTION });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  /** @type {{ marker: string; res: Response; during: boolean; lane: number; at: number; email: boolean }[]} */
  const submissions = [];
  /** @type {{ path: string; res: Response; during: boolean }[]} */
  const probes = [];
  let down = false;
  let streaming = true;
  try {
    const lane = async (/** @type {number} */ n) => {
      for (let i = 0; streaming; i++) {
        const marker = `fault-${randomUUID()}`;
        const body = { ...feedbackBody(i % 2 ? `${marker}@example.com` : ""), clarity: marker };
        const during = down;
        const at = Date.now();
        const res = await sendJson(app, target.path, body, { agent, timeoutMs: 30_000 });
        submissions.push({ marker, res, during: during || down, lane: n, at, email: i % 2 === 1 });
      }
    };
    const watch = async () => {
      while (streaming) {
        for (const p of ["/healthz", "/", "/api/admin/session"]) {
          const during = down;
          const res = await send(app.base, { path: p, agent, timeoutMs: 30_000 });
          probes.push({ path: p, res, during: during && down });
        }
        await new Promise((r) => setTimeout(r, 150));
      }
    };
    const running = [...Array.from({ length: 12 }, (_, n) => lane(n)), watch()];
    await new Promise((r) => setTimeout(r, 1500));
    const stopAt = Date.now();
    await cluster.server.stop();
    down = true;
    const downAt = Date.now();
    await new Promise((r) => setTimeout(r, 3000));
    await cluster.server.start();
    down = false;
    const downFor = Date.now() - downAt;
    await new Promise((r) => setTimeout(r, 3000));
    streaming = false;
    await Promise.all(running);

    // Recovery without a restart of the app.
    const recoveryStart = Date.now();
    let healthy = false;
    while (!healthy && Date.now() - recoveryStart < 15_000) {
      healthy = (await send(app.base, { path: "/healthz" })).status === 200;
      if (!healthy) await new Promise((r) => setTimeout(r, 100));
    }
    const after = await sendJson(app, target.path, feedbackBody());

    const stored = new Set((await query(databaseUrl, `SELECT clarity FROM feedback WHERE clarity LIKE 'fault-%'`)).map((r) => String(r.clarity)));
    const ok2xx = submissions.filter((s) => s.res.status >= 200 && s.res.status < 300);
    const refused = submissions.filter((s) => !(s.res.status >= 200 && s.res.status < 300));
    const lost = ok2xx.filter((s) => !stored.has(s.marker));
    const not503 = refused.filter((s) => s.res.status !== 503);
    // Issue 17's bound: no request waits more than about 5 s. A request that waits for a pooled
    // connection while the database restarts may be answered 2xx once it is back (the pool's
    // stall bound is 3 s), which the old 2 s figure counted as a failure.
    const slow = [...submissions, ...probes].filter((s) => s.res.ms > 5000);
    const leaks = [...submissions, ...probes].filter((s) => findLeak(s.res));
    const idMismatch = refused.filter((s) => !carriesRequestId(s.res));
    const storedRefused = refused.filter((s) => stored.has(s.marker)).length;
    const maxMs = Math.max(...submissions.map((s) => s.res.ms));
    const outage = (/** @type {string} */ p) => probes.filter((x) => x.path === p && x.during).map((x) => x.res.status);

    record("fault", `stream to ${target.path} (12 lanes), database down ${(downFor / 1000).toFixed(1)} s`, `sent ${submissions.length}`, "> 0", submissions.length > 0);
    record("fault", "answered 2xx / stored", `${ok2xx.length} / ${ok2xx.length - lost.length}`, "equal", lost.length === 0);
    record("fault", "lost (2xx but not stored)", lost.length, 0, lost.length === 0);
    record("fault", "refused (all 503)", `${refused.length} (other statuses: ${[...new Set(not503.map((s) => s.res.status))].join(",") || "none"})`, "> 0, all 503", refused.length > 0 && not503.length === 0);
    record("fault", "refused but stored anyway (commit raced the shutdown)", storedRefused, "info", null);
    record("fault", "503 bodies carrying the X-Request-Id", `${refused.length - idMismatch.length}/${refused.length}`, "all", idMismatch.length === 0);
    record("fault", "answers slower than 5 s (slowest submission)", `${slow.length} (${Math.round(maxMs)} ms)`, 0, slow.length === 0);
    record("fault", "responses leaking internals", leaks.length, 0, leaks.length === 0);
    record("fault", "/healthz during the outage", summarize(outage("/healthz")), "503", outage("/healthz").length > 0 && outage("/healthz").every((s) => s === 503));
    // A cached page is served as it is; a page that must render answers Next's error page (the
    // crash screen where the app has one), never with internals (the leak count above covers it).
    const pages = probes.filter((x) => x.path === "/" && x.during);
    record("fault", "GET / during the outage", summarize(outage("/")), "200 (cache) or an HTML error page", pages.every((x) => x.res.status === 200 || (x.res.status >= 500 && /^<!DOCTYPE html>/i.test(x.res.text))));
    record("fault", "GET /api/admin/session during the outage", summarize(outage("/api/admin/session")), "401 (no DB needed) or 503", outage("/api/admin/session").every((s) => s === 401 || s === 503));
    record("fault", "healthy again without an app restart", healthy ? `${Date.now() - recoveryStart} ms` : "never", "< 15 s", healthy);
    record("fault", "submission after recovery", after.status, "2xx", after.status >= 200 && after.status < 300);
    for (const s of [...lost, ...not503, ...slow].slice(0, 3)) record("fault", "example", `${s.res.status} in ${Math.round(s.res.ms)} ms: ${s.res.text.slice(0, 140)}`, "-", false);
    if (slow.length) console.log(`\nSlow answers (ms after the stop began / took / email / status): ${slow.flatMap((s) => ("at" in s ? [s] : [])).map((s) => `${s.at - stopAt}/${Math.round(s.res.ms)}/${s.email}/${s.res.status}`).join(" ")}; stop took ${downAt - stopAt} ms`);
    if (not503.length) console.log(`\nServer log of the fault phase (errors):\n${app.logs.join("").split("\n").filter((l) => /failed|Error|error/.test(l)).slice(0, 30).join("\n")}`);
  } finally {
    streaming = false;
    agent.destroy();
    await app.stop();
  }
}

/** @param {number[]} statuses */
function summarize(statuses) {
  /** @type {Record<number, number>} */
  const counts = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return Object.entries(counts).map(([s, n]) => `${s} x${n}`).join(", ") || "none";
}
