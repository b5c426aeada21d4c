// @ts-check
// Throughput and latency with autocannon: a short warm-up, then a fixed time at fixed connections.
// A comparison alternates its two servers in slices, so that a busy moment of this shared machine
// falls on both alike.
import http from "node:http";
import autocannon from "autocannon";

export const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  duration: Number(process.env.BENCH_DURATION ?? 10),
  warmup: Number(process.env.BENCH_WARMUP ?? 2),
  /** Slices per server in a comparison (each LOAD.duration / slices seconds). */
  slices: Math.max(1, Number(process.env.BENCH_SLICES ?? 3)),
};

/**
 * @typedef {{ url: string, method?: "GET" | "POST", headers?: Record<string, string>, body?: string }} Target
 * @typedef {{ requests: number, rps: number, p50: number, p99: number, ok: number, non2xx: number, errors: number, timeouts: number, failures: number, okIncludingWarmup: number, unansweredAtStop: number }} Measured
 */

/** @param {autocannon.Result} r */
const unanswered = (r) => Math.max(0, (r.requests.sent ?? 0) - r["2xx"] - r.non2xx);

/** @param {Target} target */
const options = ({ url, method = "GET", headers, body }) => ({ url, method, headers, body, connections: LOAD.connections, pipelining: 1, timeout: 10 });

/**
 * One measured run (after a warm-up) of one request against one server.
 * @param {Target} target
 * @returns {Promise<Measured>}
 */
export async function measure(target) {
  const warm = LOAD.warmup > 0 ? await autocannon({ ...options(target), duration: LOAD.warmup }) : null;
  const r = await autocannon({ ...options(target), duration: LOAD.duration });
  return {
    ...figures([r]),
    /** 2xx answers of the warm-up and the measured run: what a POST must have stored. */
    okIncludingWarmup: r["2xx"] + (warm?.["2xx"] ?? 0),
    /**
     * Requests sent but not answered when autocannon stopped (each run stops with up to one per
     * connection in flight): the server may still have stored them, so a POST run may store up
     * to this many rows more than its 2xx answers, never fewer.
     */
    unansweredAtStop: unanswered(r) + (warm ? unanswered(warm) : 0),
  };
}

/**
 * Figures of one or more runs of the same request: req/s over all of them, p50 and p99 the
 * median of the runs' (autocannon reports percentiles, not its histogram).
 * @param {autocannon.Result[]} runs
 */
function figures(runs) {
  const sum = (/** @type {(r: autocannon.Result) => number} */ f) => runs.reduce((a, r) => a + f(r), 0);
  const mid = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
  const seconds = sum((r) => r.duration);
  const failures = sum((r) => r.non2xx + r.errors + r.timeouts);
  return {
    requests: sum((r) => r.requests.total),
    rps: Math.round(sum((r) => r.requests.total) / Math.max(seconds, 1e-9)),
    p50: mid(runs.map((r) => r.latency.p50)),
    p99: mid(runs.map((r) => r.latency.p99)),
    ok: sum((r) => r["2xx"]),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    failures,
    okIncludingWarmup: sum((r) => r["2xx"]),
    unansweredAtStop: sum(unanswered),
  };
}

/**
 * The same request against two servers: a warm-up of each, then LOAD.slices slices of each in
 * turn (a, b, a, b, ...), LOAD.duration seconds per server in all. Returns each server's figures
 * and a's req/s as a share of b's.
 * @param {Target} a
 * @param {Target} b
 */
export async function comparePair(a, b) {
  if (LOAD.warmup > 0) for (const t of [a, b]) await autocannon({ ...options(t), duration: LOAD.warmup });
  /** @type {autocannon.Result[]} */
  const ra = [];
  /** @type {autocannon.Result[]} */
  const rb = [];
  const duration = LOAD.duration / LOAD.slices;
  for (let i = 0; i < LOAD.slices; i++) {
    ra.push(await autocannon({ ...options(a), duration }));
    rb.push(await autocannon({ ...options(b), duration }));
  }
  const fa = figures(ra);
  const fb = figures(rb);
  return { a: fa, b: fb, ratio: fb.rps > 0 ? Math.round((fa.rps / fb.rps) * 1000) / 1000 : null };
}

/**
 * A full answer to a GET: status, headers and body, as the static reference will serve it.
 * @param {string} url
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: Buffer }>}
 */
export function capture(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/**
 * A single request, for probes.
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string }} [init]
 */
export async function request(url, { method = "GET", headers = {}, body } = {}) {
  const response = await fetch(url, { method, headers, body, redirect: "manual" });
  return { status: response.status, text: await response.text(), headers: response.headers };
}
