#!/usr/bin/env node
// @ts-check
// `npm run test:faults` (and `npm test`'s "faults" step): what ships (the standalone server.js
// under the launcher's --production start, as the Docker image runs it), two instances on one
// PostgreSQL behind nginx (deploy/nginx.conf, scripts/nginx.ts), under three faults:
// 1. kill: SIGKILL the postmaster under a stream of submissions, then start it again (as the
//    operator's service manager would). Writes succeed again within 15 s of the kill with no
//    restart of the app, and every submission answered 2xx is stored.
// 2. freeze: SIGSTOP every PostgreSQL process for 30 s under requests. Every request is answered
//    within 6 s (503 with its request id where an API call needs the database; a page is
//    the cached copy or an error page, never cut off), and the site is healthy within 2 s of SIGCONT.
// 3. backup: `npm run backup` under write load, restore into a new database, start the app on it:
//    every row answered 2xx before the backup began is there, and the admin can sign in.
// Prints its figures as a table; exits non-zero on any failure. FAULTS_PORT: nginx's port; the
// instances take the next three.
import { execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { buildIfChanged, root, run } from "./lib/setup.mjs";
import { startTestCluster } from "./lib/test-db.mjs";
import { startInstance, stopInstance } from "./lib/cluster.mts";
import { feedbackBody } from "./lib/adversarial/endpoints.mjs";
import { ADMIN, carriesRequestId, send, sendJson } from "./lib/adversarial/http.mjs";
import { query } from "./lib/adversarial/load.mjs";
import { printFigureTable } from "./lib/figure-table.mjs";
import { deployedSetting, startNginx } from "./nginx.ts";
import { connectionConfig } from "../lib/postgres.ts";
import { env } from "../lib/env.ts";
import { embeddedMaxConnections } from "../server/embedded-postgres.ts";

/**
 * @typedef {import("./lib/cluster.mts").Instance} Instance
 * @typedef {import("./lib/adversarial/types").Response} Response
 * @typedef {import("./lib/adversarial/types").TestCluster} TestCluster
 * @typedef {{ base: string }} Site
 * @typedef {{ marker: string; at: number; answeredAt: number; res: Response; lane: number }} Submission
 * @typedef {{
 *   site: Site; cluster: TestCluster; url: string; instances: Instance[]; dir: string;
 *   startApp: (name: string, databaseUrl: string, port: number, extra?: Record<string, string>) => Promise<Instance>;
 * }} Context
 */

const PORT = Number(process.env.FAULTS_PORT ?? 3185);
/** The pool of the app started on the restored backup: it signs in and stores one submission. */
const RESTORED_POOL_SIZE = 2;
const FREEZE_MS = 30_000;
// Every answer while the database is frozen comes within 6 s. What the configured timeouts allow
// for: an API call gives up after one database answer (the client's query_timeout, lib/postgres.ts:
// the statement timeout plus its grace; the instances get this environment's settings), plus a
// handshake's bound when it waited in line for a connection whose query gave up (the pool opens
// another, which the frozen server never answers); a page after nginx's silence for pages, plus at
// most its wait for another visitor's fill of the same page (the microcache's lock). The rest of
// the 6 s is room for a loaded machine: since the job queue has its own pool (before, a page once
// waited in line behind its polls, 7.7 s), the slowest answer has been 3.7-5.0 s in CI, and 3.6 s
// since nginx stopped updating pages in the background (an update held the client's next request
// on its connection for the frozen app's 3 s).
const ANSWER_BOUND_MS = 6000;
const clientBounds = connectionConfig("");
const API_WAIT_MS = /** @type {number} */ (clientBounds.query_timeout) + /** @type {number} */ (clientBounds.connectionTimeoutMillis);
/** A setting of deploy/nginx.conf's page location, in ms. @param {string} name */
const pageSettingMs = (name) => deployedSetting(new RegExp(`location \\/ \\{[^}]*?${name} (\\d+)s;`)) * 1000;
const PAGE_WAIT_MS = pageSettingMs("proxy_read_timeout") + pageSettingMs("proxy_cache_lock_timeout");
const KILL_RECOVERY_MS = 15_000;
/** Submissions answered 2xx before the postmaster is killed: each of the 8 lanes has written several. */
const KILL_AFTER_ANSWERED = 40;
const THAW_RECOVERY_MS = 2000;
/** @param {number} ms @returns {Promise<void>} */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** @param {number} status */
const ok = (status) => status >= 200 && status < 300;

/** @type {{ phase: string; check: string; figure: string; expected: string; ok: boolean | null }[]} */
const rows = [];
/** @param {string} phase @param {string} check @param {unknown} figure @param {unknown} expected @param {boolean | null} ok */
function record(phase, check, figure, expected, ok) {
  rows.push({ phase, check, figure: String(figure), expected: String(expected), ok });
}

/** The postmaster and its children (backends, checkpointer, WAL writer...). @param {number} pid */
function postgresProcesses(pid) {
  const children = execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" }).split("\n").map(Number).filter(Boolean);
  return [pid, ...children];
}

/**
 * Submission lanes through nginx: each sends feedback with a unique marker, `pauseMs` apart, until stopped.
 * @param {Site} site @param {number} lanes @param {number} [pauseMs]
 */
function submissionStream(site, lanes, pauseMs = 0) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: lanes });
  /** @type {Submission[]} */
  const sent = [];
  let running = true;
  /** @param {number} n */
  const lane = async (n) => {
    for (let i = 0; running; i++) {
      const marker = `fault-${randomUUID()}`;
      const body = { ...feedbackBody(i % 2 ? `${marker}@example.com` : ""), clarity: marker };
      const at = Date.now();
      const res = await sendJson(site, "/api/feedback", body, { agent, timeoutMs: 30_000 });
      sent.push({ marker, at, answeredAt: Date.now(), res, lane: n });
      if (pauseMs) await sleep(pauseMs);
    }
  };
  const done = Promise.all(Array.from({ length: lanes }, (_, n) => lane(n)));
  return {
    sent,
    async stop() {
      running = false;
      await done;
      agent.destroy();
    },
  };
}

/** @param {string} url */
const storedMarkers = async (url) =>
  new Set((/** @type {{ clarity: string }[]} */ (await query(url, `SELECT clarity FROM feedback WHERE clarity LIKE 'fault-%'`))).map((r) => r.clarity));


/** @param {number[]} statuses */
function summarize(statuses) {
  /** @type {Record<number, number>} */
  const counts = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return Object.entries(counts).map(([s, n]) => `${s} x${n}`).join(", ") || "none";
}

/** @param {Context} context */
async function checkKill({ site, cluster, url, instances }) {
  const stream = submissionStream(site, 8, 100);
  // The kill comes once the stream is in full flow, however fast this machine answers it (a fixed
  // 1.5 s gave about 40 answered submissions on a quiet machine, and far fewer beside e2e).
  const answered = () => stream.sent.filter((s) => ok(s.res.status)).length;
  const flowing = Date.now();
  while (answered() < KILL_AFTER_ANSWERED) {
    if (Date.now() - flowing > 30_000) {
      await stream.stop();
      throw new Error(`${stream.sent.length} submissions answered in 30 s before the kill, ${KILL_AFTER_ANSWERED} answered 2xx expected`);
    }
    await sleep(50);
  }
  const before = cluster.server.pid();
  if (before === null) throw new Error("the postmaster has no pid file");
  const answeredBeforeKill = answered();
  const killedAt = Date.now();
  process.kill(before, "SIGKILL");
  // The service manager's restart: a killed postmaster's backends may hold its shared memory a moment.
  /** @type {number | null} */
  let restartedAt = null;
  while (!restartedAt && Date.now() - killedAt < 10_000) {
    await sleep(300);
    restartedAt = await cluster.server.start().then(() => Date.now(), () => null);
  }
  /** @type {number | null} */
  let recoveredAt = null;
  while (Date.now() - killedAt < 30_000) {
    recoveredAt = stream.sent.find((s) => s.at > killedAt && ok(s.res.status))?.answeredAt ?? null;
    if (recoveredAt) break;
    await sleep(100);
  }
  await sleep(2000);
  await stream.stop();
  const stored = await storedMarkers(url);
  const answered2xx = stream.sent.filter((s) => ok(s.res.status));
  const lost = answered2xx.filter((s) => !stored.has(s.marker));
  const refused = stream.sent.filter((s) => !ok(s.res.status));
  const other = refused.filter((s) => s.res.status !== 503);
  const recovery = recoveredAt ? recoveredAt - killedAt : null;
  record("kill", "postmaster SIGKILLed under 8 lanes through nginx, restarted after", restartedAt ? `${restartedAt - killedAt} ms, sent ${stream.sent.length} (${answeredBeforeKill} 2xx before the kill)` : "never", "restarted", restartedAt !== null);
  record("kill", "writes succeed again after the kill", recovery === null ? "never" : `${recovery} ms`, `<= ${KILL_RECOVERY_MS} ms`, recovery !== null && recovery <= KILL_RECOVERY_MS);
  record("kill", "app processes still the first ones", instances.map((i) => (i.child.exitCode === null ? "running" : "exited")).join(", "), "running", instances.every((i) => i.child.exitCode === null));
  record("kill", "answered 2xx / of them stored", `${answered2xx.length} / ${answered2xx.length - lost.length}`, "equal", lost.length === 0);
  record("kill", "refused, all 503", `${refused.length} (other: ${summarize(other.map((s) => s.res.status))})`, "all 503", other.length === 0);
}

/**
 * Connections waiting to be accepted on a loopback port (Linux: a listening socket's receive
 * queue in /proc/net/tcp), or null where that file is missing.
 * @param {number} port
 */
function acceptQueue(port) {
  if (!existsSync("/proc/net/tcp")) return null;
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  for (const line of readFileSync("/proc/net/tcp", "utf8").split("\n").slice(1)) {
    const [, address, , state, queues] = line.trim().split(/\s+/);
    if (address === local && state === "0A") return parseInt(queues?.split(":")[1] ?? "", 16);
  }
  return null;
}

/** @param {Context} context */
async function checkFreeze({ site, cluster }) {
  // The front page, served once, is in each instance's cache (and nginx's microcache).
  for (let i = 0; i < 4; i++) await send(site.base, { path: "/" });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const get = (/** @type {string} */ p) => () => send(site.base, { path: p, agent, timeoutMs: 20_000 });
  const probes = [
    { name: "POST /api/feedback", api: true, go: () => sendJson(site, "/api/feedback", feedbackBody(), { agent, timeoutMs: 20_000 }) },
    { name: "GET /api/feedback/count", api: true, go: get("/api/feedback/count") },
    { name: "GET /healthz", api: true, go: get("/healthz") },
    { name: "GET /blog", api: false, go: get("/blog") },
    { name: "GET /admin", api: false, go: get("/admin") },
    { name: "GET /", api: false, go: get("/") },
  ];
  const postmaster = cluster.server.pid();
  if (postmaster === null) throw new Error("the postmaster has no pid file");
  const pids = postgresProcesses(postmaster);
  /** @typedef {(typeof probes)[number]} Probe */
  /** @type {{ probe: Probe; res: Response }[]} */
  const answers = [];
  let frozen = true;
  /** @type {number | null} */
  let waitingAtThaw = null;
  for (const pid of pids) process.kill(pid, "SIGSTOP");
  try {
    const lane = async (/** @type {Probe} */ probe) => {
      while (frozen) {
        const res = await probe.go();
        answers.push({ probe, res });
        await sleep(250);
      }
    };
    const lanes = probes.flatMap((probe) => [lane(probe), lane(probe)]);
    await sleep(FREEZE_MS);
    frozen = false;
    await Promise.all(lanes);
  } finally {
    waitingAtThaw = acceptQueue(cluster.server.port);
    for (const pid of pids) process.kill(pid, "SIGCONT");
  }
  const thawedAt = Date.now();
  /** @type {number | null} */
  let healthyAt = null;
  while (Date.now() - thawedAt < 15_000) {
    if ((await send(site.base, { path: "/healthz", timeoutMs: 5000 })).status === 200) {
      healthyAt = Date.now();
      break;
    }
    await sleep(100);
  }
  const after = await sendJson(site, "/api/feedback", feedbackBody());
  agent.destroy();

  const slowest = Math.max(...answers.map((a) => a.res.ms));
  const slowestProbe = answers.find((a) => a.res.ms === slowest)?.probe.name;
  const slow = answers.filter((a) => a.res.ms > ANSWER_BOUND_MS || a.res.status === 0);
  record("freeze", `PostgreSQL (${pids.length} processes) stopped for ${FREEZE_MS / 1000} s`, `${answers.length} requests`, "> 0", answers.length > 0);
  // The configured waits leave a loaded machine at least 1 s of the bound.
  const room = `API ${API_WAIT_MS / 1000} s, pages ${PAGE_WAIT_MS / 1000} s`;
  record("freeze", "configured waits (API: query_timeout and a handshake; pages: nginx's silence and cache lock)", room, `<= ${(ANSWER_BOUND_MS - 1000) / 1000} s each`, Math.max(API_WAIT_MS, PAGE_WAIT_MS) <= ANSWER_BOUND_MS - 1000);
  /** @type {Record<string, (number | string)[]>} */
  const slowByProbe = {};
  for (const a of slow) (slowByProbe[a.probe.name] ??= []).push(a.res.status === 0 ? `${Math.round(a.res.ms)} (${a.res.text})` : Math.round(a.res.ms));
  const slowList = Object.entries(slowByProbe).map(([name, ms]) => `${name} ${ms.join("/")} ms`).join("; ");
  if (slowList) console.log(`freeze: answers past their bound or cut off: ${slowList}`);
  record("freeze", `answered in full within ${ANSWER_BOUND_MS / 1000} s; slowest`, `${answers.length - slow.length}/${answers.length} (slowest ${Math.round(slowest)} ms, ${slowestProbe})${slowList ? `; late: ${slowList}` : ""}`, "all", slow.length === 0);
  for (const probe of probes) {
    const mine = answers.filter((a) => a.probe === probe).map((a) => a.res);
    const statuses = summarize(mine.map((r) => r.status));
    if (probe.api) {
      // A call that needs the database: 503 with its request id once a query gave up.
      const wrong = mine.filter((r) => r.status !== 503 || (probe.name !== "GET /healthz" && !carriesRequestId(r)));
      record("freeze", `${probe.name}: statuses`, statuses, "503 with the request id", mine.length > 0 && wrong.length === 0);
    } else {
      // A page: its cached copy, or the error page; never a hang (above).
      const wrong = mine.filter((r) => r.status !== 200 && !(r.status >= 500 && /^<!DOCTYPE html>/i.test(r.text)));
      record("freeze", `${probe.name}: statuses`, statuses, "200 (cached) or an HTML error page", mine.length > 0 && wrong.length === 0);
    }
  }
  // What the thaw has to clear first: PostgreSQL forks a backend for each attempt in its listen
  // backlog (twice max_connections), long given up by its client, before it answers a new one.
  record("freeze", "connection attempts waiting at the thaw", waitingAtThaw ?? "unknown", "info", null);
  record("freeze", "healthy again after SIGCONT", healthyAt ? `${healthyAt - thawedAt} ms` : "never", `<= ${THAW_RECOVERY_MS} ms`, healthyAt !== null && healthyAt - thawedAt <= THAW_RECOVERY_MS);
  record("freeze", "submission after recovery", after.status, "2xx", ok(after.status));
}

/** @param {string[]} args @param {string} databaseUrl @returns {Promise<string>} */
function runBackupCli(args, databaseUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "dist", "server", "backup.mjs"), ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c) => (output += c));
    child.stderr.on("data", (c) => (output += c));
    child.on("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`backup.mjs ${args.join(" ")} exited ${code}: ${output}`))));
  });
}

/** @param {Context} context */
async function checkBackup({ site, cluster, url, dir, startApp }) {
  const stream = submissionStream(site, 6);
  await sleep(1500);
  const file = path.join(dir, "backup.gz");
  const backupAt = Date.now();
  const output = await runBackupCli(["backup", file], url);
  const backupMs = Date.now() - backupAt;
  await sleep(500);
  await stream.stop();
  const before = stream.sent.filter((s) => ok(s.res.status) && s.answeredAt < backupAt);

  await cluster.server.query(`CREATE DATABASE stepwise_restored`);
  const restoredUrl = cluster.url("stepwise_restored");
  await runBackupCli(["restore", file], restoredUrl);
  // Beside the two instances, within the connections the embedded server allows for them.
  const restored = await startApp("restored", restoredUrl, PORT + 3, { DATABASE_POOL_SIZE: String(RESTORED_POOL_SIZE) });
  try {
    const stored = await storedMarkers(restoredUrl);
    const missing = before.filter((s) => !stored.has(s.marker));
    const app = { base: restored.origin };
    const login = await sendJson(app, "/api/admin/login", ADMIN);
    const after = await sendJson(app, "/api/feedback", feedbackBody("after-restore@example.com"));
    record("backup", "backup under 6 lanes of submissions through nginx", `${output.trim().split("\n").at(-1)} (${backupMs} ms)`, "written", existsSync(file));
    record("backup", "answered 2xx before the backup began / restored", `${before.length} / ${before.length - missing.length}`, "equal, > 0", before.length > 0 && missing.length === 0);
    record("backup", "restored rows from submissions after the backup began", stored.size - (before.length - missing.length), "info", null);
    record("backup", "admin signs in on the restored app", login.status, 200, login.status === 200);
    record("backup", "a new submission on the restored app (sequences, constraints)", after.status, "2xx", ok(after.status));
  } finally {
    await stopInstance(restored);
  }
}

await buildIfChanged();
const started = Date.now();
// The embedded server sized as npm start sizes it, for the two instances (its max_connections
// bounds the backlog a freeze leaves); the restored app's pool is small (RESTORED_POOL_SIZE).
const cluster = await startTestCluster(`faults-${process.pid}`, { maxConnections: embeddedMaxConnections(env.DATABASE_POOL_SIZE, 2) });
/** @type {Instance[]} */
const instances = [];
/** @type {import("./nginx.ts").Nginx | undefined} */
let nginx;
try {
  const layout = path.join(cluster.dir, "standalone");
  await run(process.execPath, ["--import", "tsx", path.join(root, "scripts", "standalone.mjs"), layout]);
  const url = await cluster.createDatabase("stepwise_faults");
  const siteUrl = `http://127.0.0.1:${PORT}`;
  /** @param {string} name @param {string} databaseUrl @param {number} port @param {Record<string, string>} [extra] */
  const startApp = async (name, databaseUrl, port, extra = {}) => {
    const instance = await startInstance(name, layout, {
      ...extra,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      SITE_URL: siteUrl,
      NEXTAUTH_SECRET: "faults-session-secret-0123456789-abcdefghijkl",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      FORM_RATE_LIMIT_PER_MINUTE: "0",
      LOG_LEVEL: "warn",
    }, { port });
    instances.push(instance);
    return instance;
  };
  const [a, b] = await Promise.all([startApp("A", url, PORT + 1), startApp("B", url, PORT + 2)]);
  nginx = await startNginx({ port: PORT, upstreams: [a, b].map((i) => `127.0.0.1:${i.port}`), dir: path.join(cluster.dir, "nginx") });
  const site = { base: siteUrl };
  const ctx = { site, cluster, url, instances: [a, b], dir: cluster.dir, startApp };
  const only = (process.env.FAULTS_ONLY ?? "kill,freeze,backup").split(",");
  if (only.includes("kill")) await checkKill(ctx);
  if (only.includes("freeze")) await checkFreeze(ctx);
  if (only.includes("backup")) await checkBackup(ctx);
} catch (error) {
  console.error(error);
  record("suite", "ran to the end", (error instanceof Error ? error.stack : undefined) ?? String(error), "no error", false);
} finally {
  await nginx?.stop();
  await Promise.all(instances.map((instance) => stopInstance(instance)));
  if (rows.some((r) => r.ok === false)) {
    const full = path.join(root, ".test-data", `faults-app-${process.pid}.log`);
    await fs.mkdir(path.dirname(full), { recursive: true });
    await fs.writeFile(full, instances.map((i) => `--- ${i.name} ---\n${i.output()}`).join("\n"));
    const edge = path.join(root, ".test-data", `faults-nginx-${process.pid}.log`);
    await fs.copyFile(path.join(cluster.dir, "nginx", "error.log"), edge).catch(() => {});
    console.log(`(the instances' logs: ${full}; nginx's: ${edge})`);
  }
  await cluster.stop();
}
printFigureTable(rows, 80);
const failed = rows.filter((r) => r.ok === false);
console.log(`\nfaults: ${rows.length - failed.length}/${rows.length} figures as expected, ${failed.length} failed, ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed.length ? 1 : 0);
