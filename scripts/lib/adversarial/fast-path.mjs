// The fast path (scripts/lib/fast-routes.mjs): GET /api/feedback/count and POST /api/feedback
// are answered by our HTTP server with the route handlers, without Next's pipeline. Every case
// is sent twice: to the exact path (fast path, marked `x-stepwise-route: fast`) and with a query
// string (which the fast path leaves to Next, whose route calls the same handler). Both answers
// must have the same status, the same JSON body (ids and request ids aside) and the same
// Retry-After / Connection semantics.
import http from "node:http";
import { feedbackBody } from "./endpoints.mjs";
import { send, startApp } from "./http.mjs";

const FAST = "x-stepwise-route";
let ipCounter = 0;
// TRUST_PROXY is on for this app: every case has its own address, hence its own rate-limit bucket.
const freshIp = () => `203.0.113.${(ipCounter++ % 250) + 1}`;

/** Masks what differs between two answers by design: generated ids and request ids. */
function shape(res) {
  let body;
  try {
    body = JSON.parse(res.text);
  } catch {
    return { status: res.status, text: res.text.slice(0, 200) };
  }
  const mask = (value) =>
    value && typeof value === "object"
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === "id" || k === "requestId" ? typeof v : mask(v)]))
      : value;
  return { status: res.status, body: mask(body) };
}

async function pair(app, options, { sameIp = false } = {}) {
  const ip = freshIp();
  const fast = await send(app.base, { ...options, headers: { "x-forwarded-for": ip, ...options.headers } });
  const viaNext = await send(app.base, {
    ...options,
    path: `${options.path}?via=next`,
    headers: { "x-forwarded-for": sameIp ? ip : freshIp(), ...options.headers },
  });
  return { fast, viaNext };
}

export async function checkFastPath({ cluster, record, port }) {
  const databaseUrl = await cluster.createDatabase("adversarial_fast_path");
  const LIMIT = 3;
  const app = await startApp({ port: port + 4, databaseUrl, dataDir: cluster.dir, env: { FORM_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: "1", TESTER_PROGRAM_CAP: "50", TESTER_PROGRAM_DEADLINE: "2099-12-31T23:59:59.000Z" } });
  const json = { "content-type": "application/json", origin: app.base };
  const body = JSON.stringify(feedbackBody());
  const big = JSON.stringify({ ...feedbackBody(), clarity: "x".repeat(80 * 1024) });
  const cases = [
    ["GET count", { path: "/api/feedback/count" }, 200],
    ["POST valid (no e-mail)", { method: "POST", path: "/api/feedback", headers: json, body }, 201],
    ["POST foreign Origin", { method: "POST", path: "/api/feedback", headers: { ...json, origin: "https://evil.example" }, body }, 403],
    ["POST no Origin", { method: "POST", path: "/api/feedback", headers: { "content-type": "application/json" }, body }, 403],
    ["POST text/plain", { method: "POST", path: "/api/feedback", headers: { ...json, "content-type": "text/plain" }, body }, 415],
    ["POST over the limit (Content-Length)", { method: "POST", path: "/api/feedback", headers: json, body: big }, 413],
    [
      "POST over the limit (chunked)",
      { method: "POST", path: "/api/feedback", headers: { ...json, "transfer-encoding": "chunked" }, chunks: Array.from({ length: 8 }, () => "a".repeat(16 * 1024)) },
      413,
    ],
    ["POST malformed JSON", { method: "POST", path: "/api/feedback", headers: json, body: '{"clarity":' }, 400],
    ["POST invalid fields", { method: "POST", path: "/api/feedback", headers: json, body: JSON.stringify({ clarity: " ", email: "nope" }) }, 422],
    ["POST too fast (fillMs)", { method: "POST", path: "/api/feedback", headers: json, body: JSON.stringify({ ...feedbackBody(), fillMs: 10 }) }, 422],
    ["POST honeypot", { method: "POST", path: "/api/feedback", headers: json, body: JSON.stringify({ ...feedbackBody(), website: "x" }) }, 422],
    ["POST JSON array", { method: "POST", path: "/api/feedback", headers: json, body: "[1]" }, 422],
    ["POST NUL character (cannot be stored)", { method: "POST", path: "/api/feedback", headers: json, body: JSON.stringify({ ...feedbackBody(), clarity: "a\u0000b" }) }, 400],
  ];
  try {
    for (const [label, options, expected] of cases) {
      const { fast, viaNext } = await pair(app, options);
      const a = shape(fast);
      const b = shape(viaNext);
      const same = JSON.stringify(a) === JSON.stringify(b);
      const statusOk = fast.status === expected;
      const closes = fast.status === 413 ? fast.headers.connection === "close" && viaNext.headers.connection === "close" : true;
      const ok = fast.headers[FAST] === "fast" && viaNext.headers[FAST] === undefined && same && statusOk && closes && Boolean(fast.headers["x-request-id"]);
      record("fast path", label, same ? `${fast.status} (fast) = ${viaNext.status} (Next)` : `${JSON.stringify(a).slice(0, 120)} vs ${JSON.stringify(b).slice(0, 120)}`, `${expected ?? "4xx"}, same answer, marked`, ok);
    }

    // An e-mail claims the next tester slot on either path (the claim's one implementation).
    const claims = [];
    for (const p of ["/api/feedback", "/api/feedback?via=next", "/api/feedback"]) {
      const res = await send(app.base, { method: "POST", path: p, headers: { ...json, "x-forwarded-for": freshIp() }, body: JSON.stringify(feedbackBody(`fast-${claims.length}@example.com`)) });
      claims.push(`${res.status}:${JSON.parse(res.text).testerSlot}`);
    }
    record("fast path", "tester slots claimed in turn on both paths", claims.join(", "), "201:1, 201:2, 201:3", claims.join(",") === "201:1,201:2,201:3");

    // 429 with Retry-After from the rate limiter: LIMIT submissions pass, the next is refused.
    const limited = async (viaNext) => {
      const ip = freshIp();
      const p = viaNext ? "/api/feedback?via=next" : "/api/feedback";
      let res;
      for (let i = 0; i <= LIMIT; i++) res = await send(app.base, { method: "POST", path: p, headers: { ...json, "x-forwarded-for": ip }, body });
      return res;
    };
    const fast429 = await limited(false);
    const next429 = await limited(true);
    const retry = (res) => Number(res.headers["retry-after"]) > 0;
    record(
      "fast path",
      "429 after the limit, with Retry-After",
      `${fast429.status}/${fast429.headers["retry-after"]}s (fast) vs ${next429.status}/${next429.headers["retry-after"]}s (Next)`,
      "429 both, same body, Retry-After",
      fast429.status === 429 && fast429.headers[FAST] === "fast" && JSON.stringify(shape(fast429)) === JSON.stringify(shape(next429)) && retry(fast429) && retry(next429),
    );

    // The same rate-limit bucket is shared by both paths (one limiter, one implementation).
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i <= LIMIT; i++) {
      const p = i % 2 ? "/api/feedback?via=next" : "/api/feedback";
      statuses.push((await send(app.base, { method: "POST", path: p, headers: { ...json, "x-forwarded-for": ip }, body })).status);
    }
    record("fast path", "one rate-limit bucket for both paths", statuses.join(","), `201 x${LIMIT} then 429`, statuses.at(-1) === 429 && statuses.slice(0, -1).every((s) => s === 201));

    // Methods and paths the fast path does not own go to Next, unchanged.
    for (const [label, options] of [
      ["HEAD count", { method: "HEAD", path: "/api/feedback/count" }],
      ["PUT feedback (405)", { method: "PUT", path: "/api/feedback", headers: json, body }],
      ["GET feedback (admin list: 401)", { path: "/api/feedback" }],
      ["trailing slash", { path: "/api/feedback/count/" }],
    ]) {
      const res = await send(app.base, options);
      record("fast path", `${label}: answered by Next`, `${res.status}, ${res.headers[FAST] ?? "not marked"}`, "not marked", res.headers[FAST] === undefined && res.status < 500);
    }

    // A keep-alive connection stays usable after fast answers that did not read the body.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const r1 = await send(app.base, { method: "POST", path: "/api/feedback", agent, headers: { ...json, "content-type": "text/plain" }, body });
    const r2 = await send(app.base, { path: "/api/feedback/count", agent });
    agent.destroy();
    record("fast path", "keep-alive after an unread body (415, then GET)", `${r1.status}, ${r2.status}`, "415, 200", r1.status === 415 && r2.status === 200);

    // Database down: both paths answer 503 with the same body, and the server survives.
    await cluster.server.stop();
    try {
      for (const [label, options] of [
        ["503 count while the database is down", { path: "/api/feedback/count" }],
        ["503 POST while the database is down", { method: "POST", path: "/api/feedback", headers: json, body }],
      ]) {
        const { fast, viaNext } = await pair(app, { ...options, timeoutMs: 10_000 });
        const same = JSON.stringify(shape(fast)) === JSON.stringify(shape(viaNext));
        record("fast path", label, `${fast.status} (fast, Retry-After ${fast.headers["retry-after"]}) vs ${viaNext.status} (Next)`, "503 both, same body", fast.status === 503 && same && fast.headers[FAST] === "fast");
      }
    } finally {
      await cluster.server.start();
    }
    const deadline = Date.now() + 15_000;
    let after;
    do {
      after = await send(app.base, { path: "/api/feedback/count" });
      if (after.status !== 200) await new Promise((r) => setTimeout(r, 200));
    } while (after.status !== 200 && Date.now() < deadline);
    record("fast path", "answers again once the database is back", after.status, 200, after.status === 200 && after.headers[FAST] === "fast");
  } finally {
    await app.stop();
  }
}
