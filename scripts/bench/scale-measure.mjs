// Measurements of `npm run bench -- --scale`: request timings (median and p95 of 20), a CSV
// export's time, rows per second and the server's peak RSS growth, and GET / latencies.
import { readFile } from "node:fs/promises";

export const REQUESTS = 20;
const WARMUP = 5;

export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (ms) => Math.round(ms * 100) / 100;

/** Logs in through the real login call; returns the Cookie header of the admin session. */
export async function adminSession(app) {
  const response = await fetch(`${app.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify(app.admin),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** One GET, the body read to the end; the time in ms and what came back. */
export async function timedGet(url, headers = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, text };
}

/**
 * For each run ({ size, url, headers }): WARMUP then REQUESTS GETs, the runs' requests in turn,
 * one at a time; median and p95 in ms per size. Every answer must be 200.
 */
export async function timeRequests(runs) {
  const times = Object.fromEntries(runs.map((r) => [r.size, []]));
  const last = {};
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    for (const run of runs) {
      const answer = await timedGet(run.url, run.headers);
      if (answer.status !== 200) throw new Error(`GET ${run.url} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      if (i >= WARMUP) times[run.size].push(answer.ms);
      last[run.size] = answer.text;
    }
  }
  return Object.fromEntries(
    runs.map((r) => [r.size, { median: round(percentile(times[r.size], 50)), p95: round(percentile(times[r.size], 95)), sample: last[r.size] }]),
  );
}

async function rssBytes(pid) {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/**
 * Downloads a CSV export as a browser would (compressed if the server offers it), counting rows
 * as the bytes arrive, while the server's RSS is read every 20 ms.
 */
export async function timeExport(url, headers, pid) {
  const before = await rssBytes(pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssBytes(pid).catch(() => 0));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const started = performance.now();
  const response = await fetch(url, { headers: { ...headers, "accept-encoding": "gzip, deflate, br" } });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  let firstByteMs = null;
  let lines = 0;
  let bytes = 0;
  let header = "";
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.byteLength;
    if (header.length < 500 && !header.includes("\r\n")) header += decoder.decode(chunk.subarray(0, 500), { stream: true });
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  const rows = lines - 1;
  return {
    rows,
    seconds: Math.round(seconds * 100) / 100,
    rowsPerSecond: Math.round(rows / seconds),
    firstByteMs: round(firstByteMs ?? 0),
    megabytes: Math.round(bytes / 1e5) / 10,
    contentEncoding: response.headers.get("content-encoding") ?? "identity",
    rssBeforeMb: Math.round(before / 1e5) / 10,
    rssPeakGrowthMb: Math.round((peak - before) / 1e5) / 10,
    header: header.split("\r\n")[0],
  };
}

/** GET / from two clients at once until `until` settles (or for `ms`): p50 and p99 in ms. */
export async function homeLatency(url, { until, ms } = {}) {
  const times = [];
  let running = true;
  const stopper = until ? until.finally(() => (running = false)) : new Promise((r) => setTimeout(r, ms)).then(() => (running = false));
  const client = async () => {
    while (running) {
      const { ms: t, status } = await timedGet(`${url}/`);
      if (status === 200) times.push(t);
    }
  };
  await Promise.all([client(), client(), stopper]);
  return { requests: times.length, p50: round(percentile(times, 50)), p99: round(percentile(times, 99)) };
}
