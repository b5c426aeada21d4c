// @ts-check
// The "images" phase: the image optimizer as a CPU lever. One address sends cache-busting
// optimizer URLs (a new inner query string each time: a new cache key, so a new decode and encode
// each time unless refused) while a second address reads /privacy; then an upload whose header
// declares 16000 × 16000 pixels.
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import sharp from "sharp";
import { query } from "./load.mjs";
import { pool, PRODUCTION, send, startApp } from "./http.mjs";
import { signIn } from "./sessions.mjs";

const BURST = Number(process.env.ADVERSARIAL_IMAGE_BURST ?? 200);
const ATTACKER = "203.0.113.9";
const READER = "198.51.100.23";
const NAME = `${"ab".repeat(16)}.jpg`;
const WIDTH = 1200;

/** CPU seconds (user + system) used so far by every process of the app's process group. @param {number} group */
function groupCpuSeconds(group) {
  const tick = 100; // USER_HZ on Linux
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // After the name: state ppid pgrp … utime (14th field overall) stime (15th).
      if (Number(fields[2]) === group) total += (Number(fields[11]) + Number(fields[12])) / tick;
    } catch {
      // The process ended while we read.
    }
  }
  return total;
}

/** @param {number[]} values @param {number} p */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** @param {import("./types").Context} context */
export async function checkImages({ cluster, record, port }) {
  const databaseUrl = await cluster.createDatabase("adversarial_images");
  // A 4000 × 3000 photo stored as an upload (as one uploaded before dimensions were checked).
  const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 90, g: 140, b: 60 }, noise: { type: "gaussian", mean: 128, sigma: 30 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const app = await startApp({ port: port + 7, databaseUrl, dataDir: cluster.dir, args: PRODUCTION });
  try {
    await query(databaseUrl, `INSERT INTO site_uploads (name, "contentType", size, bytes) VALUES ($1, 'image/jpeg', $2, $3)`, [NAME, photo.byteLength, photo]);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const readerAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const cpuBefore = groupCpuSeconds(app.pid);
    /** @type {Map<string, number>} */
    const statuses = new Map();
    let encodes = 0;
    let done = false;
    /** @type {number[]} */
    const reads = [];
    const reader = (async () => {
      while (!done) {
        const res = await send(app.base, { path: "/privacy", agent: readerAgent, headers: { "x-forwarded-for": READER }, timeoutMs: 30_000 });
        reads.push(res.status === 200 ? res.ms : 30_000);
      }
    })();
    const started = performance.now();
    await pool(
      Array.from({ length: BURST }, (_, i) => i),
      4,
      async (i) => {
        const inner = encodeURIComponent(`/uploads/${NAME}?b=${i}`);
        const res = await send(app.base, {
          path: `/_next/image?url=${inner}&w=${WIDTH}&q=75`,
          agent,
          headers: { "x-forwarded-for": ATTACKER, accept: "image/avif,image/webp,*/*" },
          timeoutMs: 60_000,
        });
        const key = `${res.status}${res.status === 200 ? ` ${res.headers["x-nextjs-cache"] ?? ""}` : ""}`.trim();
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (res.status === 200 && res.headers["x-nextjs-cache"] !== "HIT") encodes++;
      },
    );
    const seconds = (performance.now() - started) / 1000;
    done = true;
    await reader;
    const cpu = groupCpuSeconds(app.pid) - cpuBefore;
    agent.destroy();
    readerAgent.destroy();
    const summary = [...statuses].map(([s, n]) => `${n}×${s}`).join(", ");
    const refusedOnly = [...statuses.keys()].every((s) => s === "400" || s === "429");
    record("images", `${BURST} cache-busting optimizer URLs from one address (w=${WIDTH}, Accept avif)`, `${summary} in ${seconds.toFixed(1)} s`, "all 400 or 429", refusedOnly);
    record("images", "fresh encodes among them (200, not a cache hit)", encodes, "≤ 2", encodes <= 2);
    record("images", "server CPU during the burst", `${cpu.toFixed(2)} s`, "-", null);
    record(
      "images",
      `/privacy from a second address during the burst (${reads.length} reads)`,
      `p50 ${Math.round(percentile(reads, 50))} ms, p99 ${Math.round(percentile(reads, 99))} ms`,
      // A figure, not a bound: timings are the bench's (before the limit it was about 1 s).
      "-",
      null,
    );
    const plain = await send(app.base, { path: `/_next/image?url=${encodeURIComponent(`/uploads/${NAME}`)}&w=${WIDTH}&q=75`, headers: { "x-forwarded-for": READER, accept: "image/webp" }, timeoutMs: 60_000 });
    record("images", "the same image without a query string, another address", `${plain.status} ${plain.headers["content-type"] ?? ""}`, "200 image/webp", plain.status === 200 && plain.headers["content-type"] === "image/webp");

    // The limiter counted the burst without keeping the address (keyed hashes only).
    const rows = await query(databaseUrl, "SELECT key FROM rate_limits");
    const raw = rows.filter((r) => r.key.includes(ATTACKER) || r.key.includes(READER)).length;
    record("images", "rate_limits rows after the burst holding a raw address", `${raw} of ${rows.length}`, `0 of ≥ 1`, rows.length > 0 && raw === 0);

    await checkHugeUpload(app, record);
    await checkSearchLimit(app, record);
  } finally {
    await app.stop();
    await cluster.dropDatabase("adversarial_images");
  }
}

/** A PNG of a few KB whose header declares 16000 × 16000 pixels. @param {import("./types").App} app @param {import("./types").RecordFigure} record */
async function checkHugeUpload(app, record) {
  const png = await sharp({ create: { width: 16000, height: 16000, channels: 3, background: { r: 255, g: 255, b: 255 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const cookie = await signIn(app);
  const boundary = "----adversarial-images";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await send(app.base, {
    method: "POST",
    path: "/api/admin/uploads/cover",
    headers: { cookie, origin: app.base, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": body.byteLength },
    body,
    timeoutMs: 60_000,
  });
  /** @type {string} */
  let message = "";
  try {
    message = JSON.parse(res.text).error?.message ?? "";
  } catch {
    message = res.text.slice(0, 80);
  }
  const ok = res.status >= 400 && res.status < 500 && /4096/.test(message);
  record("images", `upload of a 16000 × 16000 PNG (${Math.round(png.byteLength / 1024)} kB) in ${Math.round(res.ms)} ms`, `${res.status} ${message}`, "4xx naming the limit", ok);
}

/**
 * The blog's search from one address: each new query string is a render and a full-text query,
 * so past COSTLY_PATH_RATE_LIMIT_PER_MINUTE (60) it is a 429; another address still searches.
 * @param {import("./types").App} app @param {import("./types").RecordFigure} record
 */
async function checkSearchLimit(app, record) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  /** @type {number[]} */
  const statuses = [];
  for (let i = 0; i < 61; i++) {
    const res = await send(app.base, { path: `/blog?q=probe${i}`, agent, headers: { "x-forwarded-for": "198.51.100.77" }, timeoutMs: 30_000 });
    statuses.push(res.status);
  }
  const other = await send(app.base, { path: "/blog?q=probe", agent, headers: { "x-forwarded-for": "198.51.100.78" }, timeoutMs: 30_000 });
  agent.destroy();
  const first = statuses.slice(0, 60);
  const ok = first.every((s) => s !== 429 && s < 500) && statuses[60] === 429 && other.status !== 429 && other.status < 500;
  record("images", "61 blog searches from one address, then one from another", `${summary(first)}, then ${statuses[60]}; other ${other.status}`, "60 answered, the 61st 429; other not 429", ok);
}

/** @param {number[]} statuses */
const summary = (statuses) =>
  [...statuses.reduce((m, s) => m.set(s, (m.get(s) ?? 0) + 1), /** @type {Map<number, number>} */ (new Map()))].map(([s, n]) => `${n}×${s}`).join(", ");
