// @ts-check
// `npm run bench -- --newsletter` (issue 33): 10,000 subscribers through the fake Resend limited to
// 2 batch calls a second of 100 messages; the production app is killed with SIGKILL (its whole
// process tree) half way and started again. Reports: messages per subscriber (exactly one each, none
// missed), the send's duration, and GET / p99 during the send against idle. Writes
// bench-results/newsletter.json. BENCH_PORT (default 4390) is the app's; the fake takes an ephemeral port.
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { buildIfChanged, root } from "../lib/setup.mjs";
import { startTestCluster } from "../lib/test-db.mjs";
import { API_KEY, FakeResend } from "../../tests/fake-resend/server.ts";
import { startApp } from "./app.mjs";
import { adminSession } from "./scale-measure.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 4390);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const CALLS_PER_SECOND = 2;
const P99_SECONDS = 10;
const log = (/** @type {string} */ message) => console.log(`[bench:newsletter] ${message}`);

/**
 * GET / for P99_SECONDS at 10 connections: its p99 in ms. autocannon runs in a process of its own:
 * in this one, the fake Resend parses a megabyte of JSON twice a second, and the client's clock
 * would count that wait as the app's.
 */
async function homeP99(/** @type {string} */ url) {
  const cli = path.join(root, "node_modules", "autocannon", "autocannon.js");
  const out = await new Promise((resolve, reject) =>
    execFile(process.execPath, [cli, "--json", "-c", "10", "-d", String(P99_SECONDS), `${url}/`], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(stdout))),
  );
  /** @type {{ latency: { p99: number }; requests: { average: number }; non2xx: number }} */
  const r = JSON.parse(String(out));
  return { p99: r.latency.p99, rps: Math.round(r.requests.average), non2xx: r.non2xx };
}

/**
 * The launcher and every process under it (Next's server is its child).
 * @returns {number[]}
 */
function processTree(/** @type {number} */ pid) {
  let out = "";
  try {
    out = execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" });
  } catch {
    // ps exits 1 when the process has no children.
  }
  const kids = out.split("\n").map((s) => Number(s.trim())).filter(Boolean);
  return [pid, ...kids.flatMap(processTree)];
}

export async function runNewsletterBench() {
  await buildIfChanged();
  const cluster = await startTestCluster(`bench-newsletter-${process.pid}`);
  const fake = await new FakeResend().start();
  /** @type {import("./app.mjs").RunningApp | undefined} */
  let app;
  try {
    const databaseUrl = cluster.url("bench_newsletter");
    await cluster.createDatabase("bench_newsletter");
    const db = new pg.Client({ connectionString: databaseUrl });
    // The cluster's stop ends this connection too: not an error of the bench.
    db.on("error", () => {});
    await db.connect();
    await db.query(`INSERT INTO members (id, email, "emailKey") SELECT 'm' || i, 'reader' || i || '@example.com', 'reader' || i || '@example.com' FROM generate_series(1, $1) i`, [SUBSCRIBERS]);
    await db.query(`INSERT INTO newsletter_subscriptions ("memberId", "topicSlug") SELECT id, 'blog' FROM members`);
    const options = { name: "app", databaseUrl, dataDir: path.join(cluster.dir, "app"), port: PORT, logDir: path.join(root, "bench-results", "newsletter-logs"), env: { RESEND_API_KEY: API_KEY, RESEND_BASE_URL: fake.url, LOG_LEVEL: "info" } };
    app = await startApp(options);
    log(`${SUBSCRIBERS} subscribers seeded; app on ${app.url}; fake Resend at ${CALLS_PER_SECOND} calls/s`);

    await homeP99(app.url); // warm-up
    const idle = await homeP99(app.url);
    log(`GET / idle: p99 ${idle.p99} ms, ${idle.rps} req/s`);

    fake.rateLimit = { calls: CALLS_PER_SECOND };
    const cookie = await adminSession(app);
    const headers = { "content-type": "application/json", origin: app.url, cookie };
    const created = await fetch(`${app.url}/api/admin/newsletter`, { method: "POST", headers, body: JSON.stringify({ subject: "Bench issue", markdown: "Hello **readers**.", topics: ["blog"] }) });
    const { id } = /** @type {{ id: string }} */ (await created.json());
    const started = Date.now();
    const sent = await fetch(`${app.url}/api/admin/newsletter/${id}/send`, { method: "POST", headers, body: JSON.stringify({ action: "send" }) });
    if (!sent.ok) throw new Error(`send answered ${sent.status}: ${await sent.text()}`);
    // Measured once the batches are going out, not while the send job lists its recipients.
    while (fake.batchMessages.length === 0) await new Promise((r) => setTimeout(r, 100));
    const during = await homeP99(app.url);
    log(`GET / during the send: p99 ${during.p99} ms, ${during.rps} req/s (${fake.batchMessages.length} sent so far)`);

    while (fake.batchMessages.length < SUBSCRIBERS / 2) await new Promise((r) => setTimeout(r, 100));
    const atKill = fake.batchMessages.length;
    for (const pid of processTree(app.pid)) process.kill(pid, "SIGKILL");
    await app.exited;
    log(`SIGKILL at ${atKill} messages (${((Date.now() - started) / 1000).toFixed(1)} s); restarting`);
    app = await startApp(options);

    for (;;) {
      const { rows } = await db.query(`SELECT status FROM newsletter_issues WHERE id = $1`, [id]);
      if (rows[0]?.status === "sent") break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const seconds = (Date.now() - started) / 1000;
    const perRecipient = new Map();
    for (const m of fake.batchMessages) perRecipient.set(m.to, (perRecipient.get(m.to) ?? 0) + 1);
    const twice = [...perRecipient.values()].filter((n) => n > 1).length;
    const missed = SUBSCRIBERS - perRecipient.size;
    const replays = fake.requests.filter((r) => r.path === "/emails/batch" && r.replayed).length;
    const throttled = fake.requests.filter((r) => r.path === "/emails/batch" && r.status === 429).length;
    const { rows: states } = await db.query(`SELECT status, count(*)::int AS n FROM newsletter_deliveries WHERE "issueId" = $1 GROUP BY 1`, [id]);
    await db.end();
    const results = {
      subscribers: SUBSCRIBERS, messages: fake.batchMessages.length, distinctRecipients: perRecipient.size, twice, missed, replays, throttled,
      sendSeconds: Number(seconds.toFixed(1)), killedAtMessages: atKill, deliveries: states,
      homeP99: { idleMs: idle.p99, duringSendMs: during.p99, ratio: Number((during.p99 / Math.max(idle.p99, 1)).toFixed(2)) },
      met: { exactlyOnce: twice === 0 && missed === 0 && fake.batchMessages.length === SUBSCRIBERS, p99Within2x: during.p99 <= 2 * Math.max(idle.p99, 1) },
    };
    log(JSON.stringify(results, null, 2));
    await fs.mkdir(path.join(root, "bench-results"), { recursive: true });
    await fs.writeFile(path.join(root, "bench-results", "newsletter.json"), JSON.stringify(results, null, 2));
  } finally {
    await app?.stop();
    await fake.stop();
    await cluster.stop();
  }
}
