// Throughput and latency with autocannon: a short warm-up, then a fixed time at fixed connections.
import http from "node:http";
import autocannon from "autocannon";

export const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  duration: Number(process.env.BENCH_DURATION ?? 10),
  warmup: Number(process.env.BENCH_WARMUP ?? 2),
};

const unanswered = (r) => Math.max(0, (r.requests.sent ?? 0) - r["2xx"] - r.non2xx);

/** One measured run (after a warm-up) of one request against one server. */
export async function measure({ url, method = "GET", headers, body }) {
  const options = {
    url,
    method,
    headers,
    body,
    connections: LOAD.connections,
    pipelining: 1,
    timeout: 10,
  };
  const warm = LOAD.warmup > 0 ? await autocannon({ ...options, duration: LOAD.warmup }) : null;
  const r = await autocannon({ ...options, duration: LOAD.duration });
  return {
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    ok: r["2xx"],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    failures: r.non2xx + r.errors + r.timeouts,
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

/** The app's full response to a GET, as the static limit server will replay it. */
export function capture(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const headers = {};
          for (const [name, value] of Object.entries(res.headers)) {
            // Hop-by-hop and per-response headers: node:http writes its own.
            if (
              ["connection", "keep-alive", "transfer-encoding", "date", "content-length"].includes(
                name,
              )
            )
              continue;
            headers[name] = value;
          }
          resolve({
            status: res.statusCode,
            headers,
            bodyBase64: Buffer.concat(chunks).toString("base64"),
          });
        });
      })
      .on("error", reject);
  });
}

/** A single request, for probes. */
export async function request(url, { method = "GET", headers = {}, body } = {}) {
  const response = await fetch(url, { method, headers, body, redirect: "manual" });
  return { status: response.status, text: await response.text(), headers: response.headers };
}
