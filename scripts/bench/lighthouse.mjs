// @ts-check
// Lighthouse (its default mobile configuration: Moto G Power screen, simulated slow 4G and 4x CPU
// slowdown) through its CLI, one process and one fresh headless Chromium per page.
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { CHROMIUM } from "./js-size.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<void>}
 */
function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`lighthouse exited with ${code}: ${stderr.slice(-500)}`)),
    );
  });
}

/**
 * Lighthouse sometimes fails to record a trace at all (its runtime errors such as NO_NAVSTART,
 * seen about once in 30 runs here): such a run measured nothing, so it is run again, at most
 * twice. Any other failure, or a third one, stops the bench.
 * @param {string} root
 * @param {string} url
 * @param {string} outFile
 * @param {{ attempts?: number, log?: (message: string) => void, saveAssets?: boolean }} [options]
 */
export async function lighthouseWithRetry(root, url, outFile, { attempts = 3, log = () => {}, saveAssets = false } = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(root, url, outFile, { saveAssets });
    } catch (error) {
      const message = /** @type {Error} */ (error).message;
      const runtimeError = /Runtime error encountered/.test(message);
      if (!runtimeError || attempt >= attempts) throw error;
      log(`Lighthouse ${url}: ${message.split("\n")[0]?.slice(0, 200)}; running it again`);
    }
  }
}

/**
 * One Lighthouse run of `url`, its JSON report written to `outFile`; the figures the bench reads.
 * @param {string} root
 * @param {string} url
 * @param {string} outFile
 * @param {{ saveAssets?: boolean }} [options]
 */
export async function lighthouse(root, url, outFile, { saveAssets = false } = {}) {
  await run(
    [
      path.join(root, "node_modules", "lighthouse", "cli", "index.js"),
      url,
      "--output=json",
      `--output-path=${outFile}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking",
      "--quiet",
      // --save-assets: the trace and DevTools log beside the report, <report>-0.trace.json.
      ...(saveAssets ? ["--save-assets"] : []),
    ],
    { ...process.env, CHROME_PATH: CHROMIUM },
  );
  /** @type {any} */
  const report = JSON.parse(await readFile(outFile, "utf8"));
  const score = (/** @type {string} */ id) =>
    report.categories[id]?.score == null ? null : Math.round(report.categories[id].score * 100);
  const audit = (/** @type {string} */ id) => report.audits[id]?.numericValue ?? null;
  const failed = (/** @type {string} */ id) =>
    (report.categories[id]?.auditRefs ?? [])
      .filter(
        (/** @type {any} */ ref) =>
          ref.weight > 0 &&
          report.audits[ref.id]?.score !== null &&
          report.audits[ref.id]?.score < 1,
      )
      .map((/** @type {any} */ ref) => ref.id);
  return {
    status: report.audits["http-status-code"]?.score === 0 ? "error" : "ok",
    runtimeError: report.runtimeError?.code ?? null,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbt: audit("total-blocking-time"),
    fcp: audit("first-contentful-paint"),
    bytes: audit("total-byte-weight"),
    // Lighthouse's own measure of this machine's speed when the run started (higher is faster).
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    failedAudits: Object.fromEntries(CATEGORIES.map((id) => [id, failed(id)])),
    ...diagnostics(report),
    trace: saveAssets ? outFile.replace(/\.\w{2,4}$/, "") + "-0.trace.json" : null,
  };
}

/**
 * The path (and query) of a URL, for short tables; the text itself when it is not a URL.
 * @param {string} url
 */
export const pathOf = (url) => {
  try {
    const u = new URL(url);
    return u.pathname + u.search;
  } catch {
    return url;
  }
};

/**
 * Where the main-thread time goes, from the report: mainthread-work-breakdown by group,
 * bootup-time by script, and the LCP element with its phases (TTFB, load delay, load time, render
 * delay). Durations are Lighthouse's, i.e. already multiplied by its 4x CPU slowdown.
 * @param {any} report
 */
export function diagnostics(report) {
  /** @type {(id: string) => any[]} */
  const items = (id) => report.audits[id]?.details?.items ?? [];
  const lcp = items("largest-contentful-paint-element");
  const node = lcp[0]?.items?.[0]?.node;
  const phases = Object.fromEntries(
    (lcp[1]?.items ?? []).map((/** @type {any} */ p, /** @type {number} */ i) => [["ttfb", "loadDelay", "loadTime", "renderDelay"][i], p.timing]),
  );
  return {
    mainThread: items("mainthread-work-breakdown").map((i) => ({ group: i.groupLabel, ms: i.duration })),
    bootup: items("bootup-time").map((i) => ({
      url: pathOf(i.url),
      total: i.total,
      scripting: i.scripting,
      parse: i.scriptParseCompile,
    })),
    lcpElement: node ? { selector: node.selector ?? null, snippet: node.snippet ?? null, label: node.nodeLabel ?? null } : null,
    lcpPhases: Object.keys(phases).length ? phases : null,
  };
}

/**
 * Lighthouse's advice for noisy machines: several runs, report the median (by performance).
 * @template {{ performance?: number | null, tbt?: number | null }} T
 * @param {T[]} runs
 * @returns {T}
 */
export function medianRun(runs) {
  const sorted = [...runs].sort(
    (a, b) => (a.performance ?? 0) - (b.performance ?? 0) || (b.tbt ?? 0) - (a.tbt ?? 0),
  );
  return /** @type {T} */ (sorted[Math.floor((sorted.length - 1) / 2)]);
}

/**
 * The median of the numbers (the lower middle one of an even count, like medianRun); null if none.
 * @param {unknown[]} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = /** @type {number[]} */ (values.filter((v) => typeof v === "number" && Number.isFinite(v))).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

/**
 * A page's Lighthouse figures over its runs: the median run by performance (its scores, report
 * and diagnostics), the medians of TBT, LCP and FCP taken separately, and every run's scores,
 * metrics, benchmark index and machine load (1-minute load average before and after the run).
 * @param {any[]} runs
 */
export function summariseRuns(runs) {
  const mid = medianRun(runs);
  return {
    measured: true,
    runs: runs.length,
    ...mid,
    medianTbt: median(runs.map((r) => r.tbt)),
    medianLcp: median(runs.map((r) => r.lcp)),
    medianFcp: median(runs.map((r) => r.fcp)),
    medianBenchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    perRun: runs.map((r) => ({
      run: r.run,
      performance: r.performance,
      fcp: r.fcp,
      lcp: r.lcp,
      tbt: r.tbt,
      benchmarkIndex: r.benchmarkIndex,
      loadBefore: r.loadBefore,
      loadAfter: r.loadAfter,
      report: r.report,
    })),
  };
}
