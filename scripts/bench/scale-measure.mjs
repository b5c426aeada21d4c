// @ts-check
// Measurements of `npm run bench -- --scale`: request timings (median and p95 of 20), a CSV
// export measured at the client that downloads it (time to the last byte, rows and bytes per
// second) with the server's peak RSS growth, and GET / latencies.
import { readdir, readFile } from "node:fs/promises";
import http from "node:http";
import zlib from "node:zlib";

export const REQUESTS = 20;
const WARMUP = 5;

/**
 * @param {number[]} values
 * @param {number} p
 * @returns {number | null}
 */
export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
}

const round = (/** @type {number | null} */ ms) => Math.round((ms ?? 0) * 100) / 100;

/**
 * Logs in through the real login call; returns the Cookie header of the admin session.
 * @param {{ url: string, admin: { username: string, password: string } }} app
 */
export async function adminSession(app) {
  const response = await fetch(`${app.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify(app.admin),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/**
 * One GET, the body read to the end; the time in ms and what came back.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
export async function timedGet(url, headers = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, text };
}

/**
 * For each run ({ size, url, headers }): `warmup` then `requests` GETs, the runs' requests in turn,
 * one at a time; median and p95 in ms per size. Every answer must be 200. A run's url may be a
 * function of the request's number, to vary what is asked.
 * @param {{ size: string, url: string | ((i: number) => string), headers: Record<string, string> }[]} runs
 * @param {{ requests?: number, warmup?: number }} [counts]
 */
export async function timeRequests(runs, { requests = REQUESTS, warmup = WARMUP } = {}) {
  /** @type {Record<string, number[]>} */
  const times = Object.fromEntries(runs.map((r) => [r.size, []]));
  /** @type {Record<string, string>} */
  const last = {};
  for (let i = 0; i < warmup + requests; i++) {
    for (const run of runs) {
      const url = typeof run.url === "function" ? run.url(i) : run.url;
      const answer = await timedGet(url, run.headers);
      if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      if (i >= warmup) times[run.size]?.push(answer.ms);
      last[run.size] = answer.text;
    }
  }
  return Object.fromEntries(
    runs.map((r) => [r.size, { median: round(percentile(times[r.size] ?? [], 50)), p95: round(percentile(times[r.size] ?? [], 95)), sample: last[r.size] ?? "" }]),
  );
}

/**
 * The resident memory of a process and all its descendants (the launcher may run the server in a
 * child process), from /proc.
 * @param {number} pid
 */
export async function treeRssBytes(pid) {
  /** @type {Map<number, number[]>} */
  const childrenOf = new Map();
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    // The fields after the command name, which may contain spaces: state, ppid, ...
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (!childrenOf.has(ppid)) childrenOf.set(ppid, []);
    childrenOf.get(ppid)?.push(Number(entry));
  }
  let total = 0;
  for (const queue = [pid]; queue.length; ) {
    const next = /** @type {number} */ (queue.pop());
    const status = await readFile(`/proc/${next}/status`, "utf8").catch(() => "");
    total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    queue.push(...(childrenOf.get(next) ?? []));
  }
  return total;
}

/**
 * Counts CSV records (RFC 4180: a line break inside quotes is part of a field) in chunks of text.
 * @returns {{ push(chunk: Buffer): void, records(): number }}
 */
export function csvRecordCounter() {
  let quoted = false;
  let records = 0;
  let pending = false;
  return {
    push(chunk) {
      for (let i = 0; i < chunk.length; i++) {
        const c = chunk[i];
        if (c === 34) quoted = !quoted;
        else if (c === 10 && !quoted) {
          records++;
          pending = false;
          continue;
        }
        if (c !== 13) pending = true;
      }
    },
    records: () => records + (pending ? 1 : 0),
  };
}

/**
 * Downloads a CSV export the way its user does, to the last byte, and measures it there: the time
 * from the request to the end of the body, the bytes on the wire (compressed when `encoding`
 * asks for it and the server compresses) and the records of the decoded CSV (header excluded),
 * while the server's RSS (its whole process tree) is read every 20 ms.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {number} pid
 * @param {{ encoding?: string }} [options] the Accept-Encoding sent: a browser's by default, "identity" as curl
 */
export async function timeExport(url, headers, pid, { encoding = "gzip, deflate, br" } = {}) {
  const before = await treeRssBytes(pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await treeRssBytes(pid).catch(() => 0));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const started = performance.now();
  const counter = csvRecordCounter();
  let firstByteMs = null;
  let wireBytes = 0;
  let bytes = 0;
  let header = "";
  /** @type {string} */
  let contentEncoding = "identity";
  try {
    /** @type {http.IncomingMessage} */
    const response = await new Promise((resolve, reject) => {
      http.get(url, { headers: { ...headers, "accept-encoding": encoding } }, resolve).on("error", reject);
    });
    if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
    contentEncoding = response.headers["content-encoding"] ?? "identity";
    const decoded = decoder(contentEncoding);
    if (decoded)
      response.on("data", (/** @type {Buffer} */ chunk) => {
        firstByteMs ??= performance.now() - started;
        wireBytes += chunk.length;
      });
    for await (const chunk of decoded ? response.pipe(decoded) : response) {
      if (!decoded) {
        firstByteMs ??= performance.now() - started;
        wireBytes += chunk.length;
      }
      bytes += chunk.length;
      if (header.length < 500 && !header.includes("\n")) header += chunk.subarray(0, 500).toString("utf8");
      counter.push(chunk);
    }
  } finally {
    sampling = false;
    await sampler;
  }
  const seconds = (performance.now() - started) / 1000;
  const rows = Math.max(0, counter.records() - 1);
  return {
    rows,
    seconds: Math.round(seconds * 100) / 100,
    rowsPerSecond: Math.round(rows / seconds),
    bytesPerSecond: Math.round(wireBytes / seconds),
    firstByteMs: round(firstByteMs ?? 0),
    megabytes: Math.round(bytes / 1e5) / 10,
    wireMegabytes: Math.round(wireBytes / 1e5) / 10,
    acceptEncoding: encoding,
    contentEncoding,
    rssBeforeMb: Math.round(before / 1e5) / 10,
    rssPeakGrowthMb: Math.round((peak - before) / 1e5) / 10,
    header: header.split(/\r?\n/)[0],
  };
}

/** @param {string} encoding */
function decoder(encoding) {
  if (encoding === "gzip") return zlib.createGunzip();
  if (encoding === "deflate") return zlib.createInflate();
  if (encoding === "br") return zlib.createBrotliDecompress();
  if (encoding === "identity") return null;
  throw new Error(`the export came with a Content-Encoding the bench cannot decode: ${encoding}`);
}

/**
 * GET / from two clients at once until `until` settles (or for `ms`): p50 and p99 in ms.
 * @param {string} url
 * @param {{ until?: Promise<unknown>, ms?: number }} options
 */
export async function homeLatency(url, { until, ms }) {
  /** @type {number[]} */
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
