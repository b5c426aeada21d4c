#!/usr/bin/env node
// @ts-check
// `npm run test:cluster`: what ships (the standalone server.js under the launcher's --production
// start, as the Docker image runs it), two instances on one PostgreSQL behind nginx
// (deploy/nginx.conf through scripts/nginx.ts). Checks that need one instance or the other ask it
// directly; bursts go through nginx, which round-robins them. Uses DATABASE_URL when set (its
// tables are emptied!), else a throwaway embedded cluster. A check whose call is absent from the
// build fails; CLUSTER_STRICT=0 reports it as PENDING instead (only useful on a branch that lacks
// a feature). CLUSTER_PORT: nginx's port; the instances take the next three.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { buildIfChanged, root, run } from "./lib/setup.mjs";
import { startTestCluster } from "./lib/test-db.mjs";
import { checkLine, CLEAR_LINE_SQL, HELD_SQL, submitWhileConfirming, TOKENS_SQL } from "./lib/tester-burst.mjs";
import { ConnectionError, cookiesOf, rawStatus, request, startFakeResend, startInstance, stopInstance } from "./lib/cluster.mts";
import { deployedSetting, startNginx } from "./nginx.ts";
import { connectionsPerInstance } from "../lib/postgres.ts";

/**
 * @typedef {import("./lib/cluster.mts").Answer} Answer @typedef {import("./lib/cluster.mts").Instance} Instance
 * @typedef {import("./lib/cluster.mts").Target} Target
 */

const ADMIN = { username: "admin", password: "cluster-admin-password-Str0ng" };
const CAP = 50;
/** Each instance's pool (it also holds the job queue's and a LISTEN connection). */
const POOL_SIZE = 10;
const CONNECTIONS_PER_INSTANCE = connectionsPerInstance(POOL_SIZE);
/** Links pressed during the burst: more than the cap, so that most find every slot taken. */
const CONFIRMATIONS = 300;
const FRESH_WITHIN_MS = 2000;
/** No check may hold the run: one that has not settled after this fails, and the next one starts. */
const CHECK_DEADLINE_MS = Number(process.env.CLUSTER_CHECK_DEADLINE_MS ?? 5 * 60_000);
const PORT = Number(process.env.CLUSTER_PORT ?? 3190);
const SATURATION_ROUNDS = Number(process.env.CLUSTER_ROUNDS ?? 5);
const strict = !/^(0|false|no)$/i.test(process.env.CLUSTER_STRICT ?? "");
const started = Date.now();
/** @type {{ name: string; status: "PASS" | "FAIL" | "PENDING"; detail: string | void; ms?: number }[]} */
const results = [];

class Pending extends Error {}
/** @type {(ok: unknown, message: string) => asserts ok} */
const assert = (ok, message) => {
  if (!ok) throw new Error(message);
};
// Long enough for the "absent before its time" checks (8 page loads, well under a second), short
// enough not to idle the run: the schedule's job is what is tested, not the wait.
const SCHEDULE_LEAD_MS = 8_000;
/** @param {number} ms @returns {Promise<void>} */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** @param {string} why @returns {never} */
const unreachable = (why) => {
  throw new Error(why);
};
/** The one row an aggregate query answers. @template T @param {T[]} rows @returns {T} */
const one = (rows) => {
  const [row] = rows;
  if (!row) throw new Error("the query answered no row");
  return row;
};
/** A call that another issue adds answers 404 from Next's router (HTML, no JSON error body) until it lands. @param {Answer} response */
const absent = (response) => response.status === 404 && !response.json?.error;
/** @param {string} html */
const heroOf = (html) => /data-edit-id="hero-heading"[^>]*>([^<]*)</.exec(html)?.[1]?.replace(/&#x27;/g, "'").replace(/&amp;/g, "&");

/** CLUSTER_ONLY=word,word: only the checks whose name holds one of the words (the others are skipped). */
const only = (process.env.CLUSTER_ONLY ?? "").split(",").map((w) => w.trim().toLowerCase()).filter(Boolean);

/** `deadlineMs`: a check of several rounds gets more than CHECK_DEADLINE_MS. @param {string} name @param {() => Promise<string | void>} fn */
async function check(name, fn, deadlineMs = CHECK_DEADLINE_MS) {
  if (only.length && !only.some((word) => name.toLowerCase().includes(word))) return;
  const t = Date.now();
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not settled after ${deadlineMs / 1000} s`)), deadlineMs);
  });
  try {
    const detail = /** @type {string | void} */ (await Promise.race([fn(), deadline]));
    results.push({ name, status: "PASS", detail, ms: Date.now() - t });
    console.log(`  PASS ${name}${detail ? `: ${detail}` : ""} (${Date.now() - t} ms)`);
  } catch (error) {
    const status = error instanceof Pending && !strict ? "PENDING" : "FAIL";
    const message = error instanceof Error ? error.message : String(error);
    results.push({ name, status, detail: message });
    console.log(`  ${status} ${name}: ${message}`);
  } finally {
    clearTimeout(timer);
  }
}

// ---------------------------------------------------------------------------------------------
await buildIfChanged();
const cluster = process.env.DATABASE_URL ? null : await startTestCluster(`cluster-${process.pid}`);
const workDir = cluster?.dir ?? path.join(root, ".test-data", `cluster-${process.pid}`);
const appDir = path.join(workDir, "standalone");
await run(process.execPath, ["--import", "tsx", path.join(root, "scripts", "standalone.mjs"), appDir]);
// Without DATABASE_URL the throwaway cluster runs.
const databaseUrl = process.env.DATABASE_URL ?? (await (cluster ?? unreachable("no DATABASE_URL and no test cluster")).createDatabase("stepwise_cluster"));
const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
db.on("error", (error) => console.warn(`[cluster] database connection lost: ${error.message}`));
/**
 * @template {import("pg").QueryResultRow} [T=import("pg").QueryResultRow]
 * @param {string} sql @param {unknown[]} [values] @returns {Promise<T[]>}
 */
const query = async (sql, values) => (await db.query(sql, values)).rows;
if (process.env.DATABASE_URL) {
  /** @type {{ tablename: string }[]} */
  const tables = await query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`);
  await db.query(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(", ")} RESTART IDENTITY CASCADE`);
}
const resend = await startFakeResend();
const env = {
  NODE_ENV: "production",
  DATABASE_URL: databaseUrl,
  NEXTAUTH_SECRET: `cluster-${randomUUID()}-${randomUUID()}`,
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  TESTER_PROGRAM_CAP: String(CAP),
  DATABASE_POOL_SIZE: String(POOL_SIZE),
  TESTER_PROGRAM_DEADLINE: "2099-12-31T23:59:59Z",
  FORM_RATE_LIMIT_PER_MINUTE: "0",
  TESTER_LINKS_PER_SENDER_PER_HOUR: "0",
  // The freshness checks poll the sitemap pages every 50 ms from one address.
  COSTLY_PATH_RATE_LIMIT_PER_MINUTE: "0",
  ENABLE_TEST_ROUTES: "1",
  RESEND_API_KEY: "re_cluster_test_key",
  RESEND_BASE_URL: resend.url,
  CONTACT_TO_EMAIL: "owner@stepwise.test",
  // The contact check counts one copy per message: its senders are confirmed members.
  CONTACT_CONFIRMATION: "1",
  LOG_LEVEL: "warn",
};
// The two instances, for the clean-up and the failure report (the checks use the try block's A and B).
/** @type {Instance | undefined} */
let instanceA;
/** @type {Instance | undefined} */
let instanceB;
/** @type {import("./nginx.ts").Nginx | undefined} */
let nginx;
/** Each instance names itself to PostgreSQL, so pg_stat_activity can count its connections. @param {string} name */
const named = (name) => `${databaseUrl}${databaseUrl.includes("?") ? "&" : "?"}application_name=stepwise-${name}`;
/** Connections per instance (pool, LISTEN and job queue), as PostgreSQL counts them. */
const connectionCounts = async () =>
  /** @type {{ name: string; n: number }[]} */ (await query(`SELECT application_name AS name, count(*)::int AS n FROM pg_stat_activity WHERE application_name LIKE 'stepwise-%' GROUP BY 1 ORDER BY 1`));
/** @param {{ name: string; n: number }[]} counts */
const connectionsReport = (counts) => counts.map((r) => `${r.name.slice("stepwise-".length)} ${r.n}`).join(", ");
try {
  // Both instances behind one public address: nginx's.
  const siteUrl = `http://localhost:${PORT}`;
  const [A, B] = await Promise.all(["A", "B"].map((name, i) => startInstance(name, appDir, { ...env, DATABASE_URL: named(name), SITE_URL: siteUrl }, { port: PORT + 1 + i })));
  if (!A || !B) throw new Error("two instances were asked for");
  [instanceA, instanceB] = [A, B];
  nginx = await startNginx({ port: PORT, upstreams: [A, B].map((i) => `127.0.0.1:${i.port}`), dir: path.join(workDir, "nginx") });
  const site = { name: "nginx", port: PORT, origin: siteUrl };
  const next = () => site;
  // An instance opens its pool at start and keeps trying until every connection is open, so a
  // first burst never waits on handshakes; the checks start once both hold all of theirs.
  const deadline = Date.now() + 30_000;
  let counts = await connectionCounts();
  while (!(counts.length === 2 && counts.every((c) => c.n >= CONNECTIONS_PER_INSTANCE))) {
    if (Date.now() > deadline) {
      // What each connection did last, to tell which pool is short.
      const held = await query(`SELECT application_name AS name, state, left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 60) AS query FROM pg_stat_activity WHERE application_name LIKE 'stepwise-%' ORDER BY 1, 3`);
      throw new Error(`the instances hold ${JSON.stringify(counts)} connections 30 s after start, not ${CONNECTIONS_PER_INSTANCE} each: ${held.map((c) => `${c.name} ${c.state} "${c.query}"`).join("; ")}`);
    }
    await sleep(100);
    counts = await connectionCounts();
  }
  console.log(`two instances up (A :${A.port}, B :${B.port}) behind nginx :${PORT} with all their connections in ${((Date.now() - started) / 1000).toFixed(1)} s: ${connectionsReport(counts)}`);

  // Next's own server cannot take TRACE, TRACK or CONNECT (the fetch standard forbids them in a
  // Request) and answers 500; the edge in front of it refuses them first.
  await check("TRACE, TRACK and CONNECT through nginx: 405, never reaching an instance", async () => {
    for (const method of ["TRACE", "TRACK", "CONNECT"]) {
      const status = await rawStatus(site, method, method === "CONNECT" ? "/" : "/api/contact");
      assert(status === 405, `${method} answered ${status}`);
    }
  });

  let adminCookie = "";
  let gateCookie = "";
  await check("a session made on A is valid on B", async () => {
    const login = await request(A, "POST", "/api/admin/login", { body: ADMIN });
    assert(login.status === 200, `login on A answered ${login.status} ${login.text}`);
    adminCookie = cookiesOf(login);
    const session = await request(B, "GET", "/api/admin/session", { cookie: adminCookie });
    assert(session.status === 200 && session.json?.user?.username === ADMIN.username, `session on B answered ${session.status} ${session.text}`);
    const anonymous = await request(B, "GET", "/api/admin/session");
    assert(anonymous.status === 401, `without the cookie B answered ${anonymous.status}`);
    const gate = await request(B, "POST", "/api/admin/gate", { body: { password: ADMIN.password }, cookie: adminCookie });
    assert(gate.status === 200, `gate on B answered ${gate.status} ${gate.text}`);
    gateCookie = cookiesOf(gate);
  });

  /**
   * Polls `instance`'s page until `seen(html)`; returns ms since `since`, or throws after 2 s.
   * @param {Target} instance @param {string} pathname @param {(html: string) => boolean} seen @param {number} since
   * @returns {Promise<number>}
   */
  async function freshWithin(instance, pathname, seen, since) {
    for (;;) {
      const page = await request(instance, "GET", pathname);
      if (page.status === 200 && seen(page.text)) return Date.now() - since;
      if (Date.now() - since > FRESH_WITHIN_MS) throw new Error(`${instance.name}${pathname} still stale ${Date.now() - since} ms after the change (status ${page.status})`);
      await sleep(50);
    }
  }
  async function latestElements() {
    /** @type {{ elements: Record<string, string> }[]} */
    const [row] = await query(`SELECT elements FROM site_revisions ORDER BY id DESC LIMIT 1`);
    return row?.elements ?? {};
  }
  /** @param {Record<string, string>} elements */
  async function insertRevision(elements) {
    await query(`INSERT INTO site_revisions (elements, "customCss", changed) VALUES ($1, '', $2)`, [JSON.stringify(elements), Object.keys(elements)]);
  }

  await check("a revalidatePath on one instance reaches the other within 2 s (shared cache handler)", async () => {
    const times = [];
    for (const [from, to] of /** @type {const} */ ([[A, B], [B, A]])) {
      await request(to, "GET", "/");
      const before = heroOf((await request(to, "GET", "/")).text);
      const heading = `Cluster heading ${randomUUID().slice(0, 8)}`;
      await insertRevision({ ...(await latestElements()), "hero-heading": heading });
      const cachedPage = await request(to, "GET", "/");
      const cached = heroOf(cachedPage.text);
      assert(cached === before, `${to.name} served "${cached}" before any revalidation: the page is not cached`);
      const t = Date.now();
      const revalidated = await request(from, "POST", "/api/test/revalidate", { body: { path: "/", type: "layout" } });
      assert(revalidated.status === 200, `revalidate on ${from.name} answered ${revalidated.status} ${revalidated.text}`);
      times.push(`${from.name}->${to.name} ${await freshWithin(to, "/", (html) => heroOf(html) === heading, t)} ms`);
    }
    return times.join(", ");
  });

  await check("a heading saved in the visual editor on A shows on B within 2 s", async () => {
    await request(B, "GET", "/");
    const heading = `Editor heading ${randomUUID().slice(0, 8)}`;
    const t = Date.now();
    const saved = await request(A, "POST", "/api/admin/visual-editor/save", {
      body: { elements: [{ id: "hero-heading", type: "heading", content: heading }] },
      cookie: [adminCookie, gateCookie].filter(Boolean).join("; "),
    });
    if (absent(saved)) throw new Pending("POST /api/admin/visual-editor/save is not in this build yet");
    assert(saved.status === 200, `save on A answered ${saved.status} ${saved.text}`);
    return `${await freshWithin(B, "/", (html) => heroOf(html) === heading, t)} ms`;
  });

  await check("a post published on B shows in A's blog list and sitemap within 2 s", async () => {
    await insertRevision({ ...(await latestElements()), "blog-enabled": "true" });
    await request(A, "POST", "/api/test/revalidate", { body: { path: "/", type: "layout" } });
    await request(A, "GET", "/blog");
    await request(A, "GET", "/sitemaps/posts-1.xml");
    const title = `Cluster post ${randomUUID().slice(0, 8)}`;
    const t = Date.now();
    const created = await request(B, "POST", "/api/blog/posts", {
      body: { title, content: `# ${title}\n\nWritten on instance B.`, excerpt: "Written on instance B.", tags: ["cluster"], status: "published", published: true },
      cookie: adminCookie,
    });
    if (absent(created)) throw new Pending("POST /api/blog/posts is not in this build yet");
    assert(created.status === 200 || created.status === 201, `publish on B answered ${created.status} ${created.text}`);
    const slug = created.json?.slug ?? created.json?.post?.slug ?? created.json?.data?.slug;
    const inList = await freshWithin(A, "/blog", (html) => html.includes(title), t);
    const inSitemap = slug ? await freshWithin(A, "/sitemaps/posts-1.xml", (xml) => xml.includes(`/blog/${slug}`), t) : null;
    assert(slug, `the create reply names no slug: ${created.text}`);
    return `blog list ${inList} ms, sitemap ${inSitemap} ms`;
  });

  await check(`a post scheduled ${SCHEDULE_LEAD_MS / 1000} s ahead is absent everywhere before its time and on /blog, its tag page, the sitemap and RSS of both instances within 5 s after; the schedule ran once`, async () => {
    const id = randomUUID().slice(0, 8);
    const title = `Scheduled post ${id}`;
    const tag = `sched-${id}`;
    const runAt = new Date(Date.now() + SCHEDULE_LEAD_MS);
    const created = await request(A, "POST", "/api/blog/posts", {
      body: { title, content: `# ${title}\n\nPublished by its schedule.`, excerpt: "Scheduled.", tags: [tag], status: "draft", publishAt: runAt.toISOString() },
      cookie: adminCookie,
    });
    assert(created.status === 201, `create on A answered ${created.status} ${created.text}`);
    assert(created.json?.status === "draft" && created.json?.schedule?.publishAt, `the post is not a scheduled draft: ${created.text}`);
    const slug = created.json.slug;
    /** @type {[string, (text: string) => boolean][]} */
    const places = [
      ["/blog", (html) => html.includes(title)],
      // The tag's archive page: a 404 while no published post has the tag.
      [`/blog/tag/${tag}`, (html) => html.includes(title)],
      ["/sitemaps/posts-1.xml", (xml) => xml.includes(`/blog/${slug}<`)],
      ["/blog/rss.xml", (xml) => xml.includes(`/blog/${slug}<`)],
    ];
    // Before its time: absent from all four on both instances (and these answers are now cached).
    for (const instance of [A, B]) {
      for (const [pathname, seen] of places) {
        const page = await request(instance, "GET", pathname);
        const absent = page.status === 404 || (page.status === 200 && !seen(page.text));
        assert(absent, `${instance.name}${pathname} shows the post before its time (status ${page.status})`);
      }
    }
    assert(Date.now() < runAt.getTime(), `the checks before the schedule took longer than ${SCHEDULE_LEAD_MS / 1000} s`);
    await sleep(runAt.getTime() - Date.now());
    const seenAfter = [];
    for (const instance of [A, B]) {
      for (const [pathname, seen] of places) {
        for (;;) {
          const page = await request(instance, "GET", pathname);
          if (page.status === 200 && seen(page.text)) break;
          if (Date.now() - runAt.getTime() > 5_000) throw new Error(`${instance.name}${pathname} still lacks the post ${Date.now() - runAt.getTime()} ms after its time`);
          await sleep(100);
        }
        seenAfter.push(Date.now() - runAt.getTime());
      }
    }
    // The job removes its schedule row in the transaction of its effect: gone means it ran, once.
    const pending = await query(`SELECT 1 FROM scheduled_jobs WHERE target = $1 AND kind = 'post_publish'`, [created.json.id]);
    /** @type {{ state: string; retry_count: number }[]} */
    const jobs = await query(`SELECT state::text, retry_count FROM pgboss.job WHERE name = 'post-publish' AND data->>'target' = $1`, [created.json.id]);
    assert(pending.length === 0 && jobs.length === 1 && jobs[0]?.state === "completed", `the schedule rows are ${JSON.stringify(pending)}, its jobs ${JSON.stringify(jobs)}`);
    return `everywhere within ${Math.max(...seenAfter)} ms of its time; job ran once (${one(jobs).retry_count} retries)`;
  });

  await check("a post scheduled in the past publishes at once; an invalid schedule is a 422 naming the field", async () => {
    const title = `Backdated post ${randomUUID().slice(0, 8)}`;
    const created = await request(B, "POST", "/api/blog/posts", {
      body: { title, content: "Past schedule.", tags: [], status: "draft", publishAt: new Date(Date.now() - 60_000).toISOString() },
      cookie: adminCookie,
    });
    assert(created.status === 201 && created.json?.status === "published", `a past schedule answered ${created.status} ${created.text}`);
    const t = Date.now();
    const bad = await request(A, "POST", "/api/blog/posts", { body: { title: "Bad date", content: "x", publishAt: "next tuesday" }, cookie: adminCookie });
    assert(bad.status === 422 && bad.json?.error?.fields?.publishAt, `an invalid date answered ${bad.status} ${bad.text}`);
    return `on A's /blog within ${await freshWithin(A, "/blog", (html) => html.includes(title), t)} ms`;
  });

  await check("200 contact messages are each sent once with both instances' outbox workers running", async () => {
    const probe = await request(A, "POST", "/api/contact", { body: {} });
    if (absent(probe)) throw new Pending("POST /api/contact is not in this build yet");
    // The owner's instant notices stop at a few an hour (the rest wait for the digest), so the
    // messages counted here are the senders' copies: one each, as each sender is a confirmed member.
    await db.query(`INSERT INTO members (id, email, "emailKey") SELECT gen_random_uuid(), a, a FROM (SELECT 'contact' || i || '@cluster.test' AS a FROM generate_series(0, 199) i) s ON CONFLICT DO NOTHING`);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        request(next(), "POST", "/api/contact", {
          body: { firstName: "Cluster", lastName: `Tester ${i}`, email: `contact${i}@cluster.test`, subject: `Cluster ${i}`, message: `Message ${i} from the cluster test.`, recaptchaToken: "" },
        }),
      ),
    );
    const failed = responses.filter((r) => r.status < 200 || r.status >= 300);
    assert(failed.length === 0, `${failed.length} contact submissions failed (${failed[0]?.status} ${failed[0]?.text})`);
    const outbox = () =>
      /** @type {Promise<{ status: string; key: string }[]>} */ (query(`SELECT o.status, o."idempotencyKey" AS key FROM email_outbox o JOIN contact_messages c ON c.id = o."contactMessageId" WHERE c.subject LIKE 'Cluster %' AND o.kind = 'contact_confirmation'`));
    // The worker exists once a message reaches 'sent'; until the outbox issue lands none does.
    const deadline = Date.now() + 60_000;
    let rows = await outbox();
    for (let waited = 0; rows.filter((r) => r.status === "sent").length < 200 && Date.now() < deadline; waited += 250) {
      if (waited >= 15_000 && !rows.some((r) => r.status !== "queued")) {
        throw new Pending(`no outbox worker: ${rows.length} messages queued, none picked up in 15 s`);
      }
      await sleep(250);
      rows = await outbox();
    }
    const keys = new Set(rows.map((r) => r.key));
    assert(rows.length === 200, `${rows.length} copies for 200 contact messages`);
    /** @type {Record<string, number>} */
    const byStatus = {};
    for (const r of rows) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    assert(rows.every((r) => r.status === "sent"), `not all sent within 60 s: ${JSON.stringify(byStatus)}`);
    assert(keys.size === 200, `${keys.size} distinct idempotency keys`);
    await sleep(1000); // a duplicate send would arrive late
    const deliveries = [...keys].map((key) => resend.byKey.get(key) ?? 0);
    assert(deliveries.every((n) => n === 1), `deliveries per message: ${deliveries.filter((n) => n !== 1).length} not exactly once (provider saw ${resend.total()} requests)`);
    return `200 sent, 200 keys, each delivered once`;
  });

  await check(`saturation: ${SATURATION_ROUNDS} rounds of 1,000 concurrent submissions and ${CONFIRMATIONS} confirmations through nginx across both instances while two busy loops pin both cores give exactly ${CAP} slots to confirmed people, never more than ${CAP} held, and the rest places 1..N; a row and a link for every submission answered, a welcome for every slot, with no 5xx in the first 30 s`, async () => {
    const probe = await request(A, "POST", "/api/feedback", { body: {} });
    if (absent(probe)) throw new Pending("POST /api/feedback is not in this build yet");
    const rounds = [];
    for (let round = 1; round <= SATURATION_ROUNDS; round++) {
      // CASCADE empties every table that refers to feedback: the testers and the e-mail outbox too,
      // so the round counts only its own links and welcomes.
      await db.query(`TRUNCATE feedback CASCADE`);
      await db.query(CLEAR_LINE_SQL);
      // The slots held, sampled from the database for as long as the round runs. Every 50 ms: a
      // tight loop would take CPU from the database it is watching.
      let sampling = true;
      let samples = 0;
      let maxSeen = 0;
      const sampler = (async () => {
        while (sampling) {
          maxSeen = Math.max(maxSeen, one(/** @type {{ n: number }[]} */ (await query(`SELECT count(*)::int AS n FROM testers WHERE "holdsSlot"`))).n);
          samples++;
          await sleep(50);
        }
      })();
      const busy = Array.from({ length: 2 }, () => spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }));
      const t = Date.now();
      /** @param {Promise<Answer>} answer */
      const timedAnswer = (answer) =>
        answer.then(
          (r) => ({ status: r.status, at: Date.now() - t, tester: r.json?.tester, slot: r.json?.slot, place: r.json?.place }),
          (error) => ({ status: 0, at: Date.now() - t, tester: String(error.message), slot: undefined, place: undefined }),
        );
      let burst;
      try {
        burst = await submitWhileConfirming({
          submissions: 1000,
          confirmations: CONFIRMATIONS,
          submit: (i) => timedAnswer(request(site, "POST", "/api/feedback", { body: { clarity: "Clear", usage: "Weekly", additional: `saturation ${round} ${i}`, email: `s${round}-${i}@cluster.test` }, timeoutMs: 120_000 })),
          confirm: (token) => timedAnswer(request(site, "POST", "/api/tester/confirm", { body: { token }, timeoutMs: 120_000 })),
          tokens: async (limit) => (/** @type {{ token: string }[]} */ (await query(TOKENS_SQL, [limit]))).map((r) => r.token),
        });
      } finally {
        for (const loop of busy) loop.kill("SIGKILL");
        sampling = false;
        await sampler;
      }
      const answers = [...burst.submitted, ...burst.confirmed];
      const early5xx = answers.filter((a) => (a.status >= 500 || a.status === 0) && a.at <= 30_000);
      const given = burst.confirmed.filter((a) => typeof a.slot === "number").length;
      /** @type {{ held: number; distinct_slots: number; lo: number | null; hi: number | null; unconfirmed: number }} */
      const held = one(await query(HELD_SQL));
      const line = await checkLine(burst.confirmed.filter((a) => a.status === 200 && a.slot === null).map((a) => a.place), CONFIRMATIONS - CAP, query);
      // What was stored: a row and a link for each submission answered 2xx (a 503 stored nothing:
      // its transaction rolled back), and one welcome e-mail per slot.
      const answered = burst.submitted.filter((a) => a.status === 201);
      /** @type {{ rows: number; links: number; welcomes: number }} */
      const stored = one(await query(`SELECT (SELECT count(*)::int FROM feedback) AS rows,
        (SELECT count(*)::int FROM email_outbox WHERE kind = 'tester_confirmation') AS links,
        (SELECT count(*)::int FROM email_outbox WHERE kind = 'tester_welcome') AS welcomes`));
      const linked = answered.filter((a) => a.tester === "pending").length;
      const connections = connectionsReport(await connectionCounts());
      rounds.push(`round ${round}: ${(Math.max(...answers.map((a) => a.at)) / 1000).toFixed(1)} s, ${stored.rows} rows for ${answered.length} 201s, ${stored.links} links, ${burst.confirmed.length} confirmations, ${given} slots (${stored.welcomes} welcomes; ${samples} samples, at most ${maxSeen} held), ${line.detail}, ${early5xx.length} 5xx in 30 s, ${answers.filter((a) => a.status >= 500 || a.status === 0).length} in all (${connections})`);
      console.log(`    ${rounds.at(-1)}`);
      assert(early5xx.length === 0, `round ${round}: ${early5xx.length} answers 5xx or failed in the first 30 s (${[...new Set(early5xx.map((a) => `${a.status} ${a.tester ?? ""}`))].slice(0, 3).join("; ")})`);
      const other = burst.submitted.filter((a) => a.status !== 201 && a.status !== 503);
      assert(other.length === 0, `round ${round}: ${other.length} submissions answered neither 201 nor 503 (${[...new Set(other.map((a) => `${a.status} ${a.tester ?? ""}`))].slice(0, 3).join("; ")})`);
      assert(stored.rows === answered.length && stored.links === linked && linked >= CONFIRMATIONS,
        `round ${round}: ${stored.rows} rows and ${stored.links} links for ${answered.length} submissions answered 201, ${linked} of them with a link`);
      assert(given === CAP && held.held === CAP && held.distinct_slots === CAP && held.lo === 1 && held.hi === CAP && held.unconfirmed === 0,
        `round ${round}: ${given} confirmations given a slot; held ${JSON.stringify(held)}`);
      assert(maxSeen <= CAP, `round ${round}: ${maxSeen} slots held at one instant`);
      assert(stored.welcomes === CAP, `round ${round}: ${stored.welcomes} welcome e-mails for ${CAP} slots`);
      assert(line.ok, `round ${round}: ${line.detail}`);
    }
    return rounds.join("; ");
  },
  // Each round writes 1,000 entries and their links: 60-140 s a round on a shared 2-core machine.
  Math.max(CHECK_DEADLINE_MS, SATURATION_ROUNDS * 180_000));

  await check("SIGTERM on B during load: requests in flight finish, nothing is cut off or lost, Next's exit", async () => {
    // A write per request: a feedback entry without an e-mail (no slot, no lock). Logout no longer
    // serves, since a revoked session's logout stores nothing (issue 17).
    const marker = `sigterm-${Date.now()}`;
    const slow = Array.from({ length: 4 }, () => request(B, "GET", "/api/test/slow?ms=1500"));
    let stop = false;
    let ok = 0;
    let refused = 0;
    /** @type {string[]} */
    const bad = [];
    const live = [A, B];
    // Next's server, told to stop, closes only its idle connections: a client that keeps a
    // connection busy keeps the instance up. nginx ends each kept connection after
    // keepalive_requests requests; this balancer does the same, with deploy/nginx.conf's number.
    const perConnection = deployedSetting(/^\s*keepalive_requests\s+(\d+);/m);
    /** @type {Map<string, number>} */
    const sent = new Map();
    // A load balancer's view: round-robin; a connection refused or reset before an answer goes to the other instance.
    const worker = async () => {
      for (let i = 0; !stop; i++) {
        const target = live[i % live.length];
        if (!target) throw new Error("no instance left to send to");
        const n = (sent.get(target.name) ?? 0) + 1;
        sent.set(target.name, n);
        // About one kept connection per worker: ending one every perConnection / 8 requests to an
        // instance ends each after about perConnection requests.
        /** @type {Record<string, string>} */
        const headers = n % Math.max(1, Math.floor(perConnection / 8)) === 0 ? { connection: "close" } : {};
        try {
          const r = await request(target, "POST", "/api/feedback", { body: { clarity: "Clear", usage: "Weekly", additional: marker, email: "" }, headers });
          if (r.status === 201) ok++;
          else bad.push(`${target.name} ${r.status}`);
        } catch (error) {
          if (!(error instanceof ConnectionError)) throw error;
          refused++;
          if (live.includes(B) && target === B) live.splice(live.indexOf(B), 1);
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await sleep(400);
    const signalled = Date.now();
    B.child.kill("SIGTERM");
    const slowResults = await Promise.allSettled(slow);
    // Keep-alive clients still sending could hold B open: after 20 s the load stops, and the check fails.
    const exited = await Promise.race([B.exited, sleep(20_000).then(() => null)]);
    await sleep(500);
    stop = true;
    await Promise.all(workers);
    const exit = exited ?? (await B.exited);
    assert(exited, `B was still running 20 s after SIGTERM under load`);
    const cut = slowResults.filter((r) => r.status === "rejected" || r.value.status !== 200 || r.value.json?.slept !== 1500);
    assert(cut.length === 0, `${cut.length} of 4 requests in flight were cut off: ${cut.map((r) => (r.status === "rejected" ? r.reason?.message : r.value.status)).join("; ")}`);
    // Next's server exits 128 + SIGTERM once its requests are done.
    assert(exit.code === 143, `B exited with ${exit.code ?? exit.signal}`);
    assert(exit.at - signalled >= 900, `B exited ${exit.at - signalled} ms after SIGTERM, before its in-flight requests could finish`);
    assert(bad.length === 0, `error answers: ${bad.slice(0, 5).join(", ")}`);
    const { n: stored } = one(/** @type {{ n: number }[]} */ (await query(`SELECT count(*)::int AS n FROM feedback WHERE additional = $1`, [marker])));
    assert(stored === ok, `${ok} successful answers but ${stored} rows stored`);
    assert(ok >= 20, `only ${ok} requests answered during the test`);
    return `${ok} answered and stored, ${refused} connections refused after close (retried on A), in-flight finished, exit 143 after ${exit.at - signalled} ms`;
  });

  await check("SIGTERM on A when idle: exits at once (143)", async () => {
    const exit = await stopInstance(A);
    assert(exit.code === 143, `A exited with ${exit.code ?? exit.signal}`);
  });

  // Needs control over the database server: only with the throwaway embedded cluster.
  if (cluster) {
    await check("an instance started while the database is down answers /healthz 503 within 2 s and recovers by itself", async () => {
      await cluster.server.stop();
      const C = await startInstance("C", appDir, { ...env, SITE_URL: "http://localhost:1" }, { port: PORT + 3, ready: (health) => health?.status === 503 });
      try {
        const asked = Date.now();
        const down = await request(C, "GET", "/healthz");
        const downMs = Date.now() - asked;
        assert(down.status === 503 && down.json?.db === "down", `/healthz answered ${down.status} ${down.text} while the database was down`);
        assert(downMs < 2000, `/healthz took ${downMs} ms while the database was down`);
        await cluster.server.start();
        const back = Date.now();
        for (;;) {
          const health = await request(C, "GET", "/healthz").catch(() => null);
          if (health?.status === 200) break;
          if (Date.now() - back > 20_000) throw new Error(`not healthy 20 s after the database returned (${health?.status})`);
          await sleep(200);
        }
        const recoveredMs = Date.now() - back;
        const home = await request(C, "GET", "/");
        assert(home.status === 200 && heroOf(home.text), `GET / answered ${home.status} after recovery`);
        return `503 in ${downMs} ms while down; healthy ${recoveredMs} ms after the database returned, no restart`;
      } finally {
        await stopInstance(C);
      }
    });
  }
} catch (error) {
  results.push({ name: "cluster", status: "FAIL", detail: error instanceof Error ? error.message : String(error) });
  console.error(error);
} finally {
  await nginx?.stop();
  for (const instance of [instanceA, instanceB]) if (instance) await stopInstance(instance, "SIGKILL").catch(() => {});
  await db.end().catch(() => {});
  await resend.close();
  await cluster?.stop();
  if (!cluster) await import("node:fs/promises").then((fs) => fs.rm(workDir, { recursive: true, force: true }));
}

const failed = results.filter((r) => r.status === "FAIL");
const pending = results.filter((r) => r.status === "PENDING");
console.log(`\ncluster: ${results.length - failed.length - pending.length} passed, ${pending.length} pending, ${failed.length} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failed.length) {
  for (const instance of [instanceA, instanceB]) if (instance && process.env.CLUSTER_VERBOSE !== "1") console.log(`\n--- ${instance.name} output ---\n${instance.output().slice(-4000)}`);
  process.exit(1);
}
process.exit(0);
