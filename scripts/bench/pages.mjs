// @ts-check
// The browser phases of `npm run bench`: Lighthouse mobile of each page and of the floor app, and
// the JavaScript each page ships. Lighthouse runs first, on servers that nothing has asked for a
// page yet: run 1 of every page is a new visitor's first load after a fresh start (the server's
// first render of the route, its first read of the static files), and it counts like every other.
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { measureScripts } from "./js-size.mjs";
import { lighthouseWithRetry, summariseRuns } from "./lighthouse.mjs";
import { request } from "./load.mjs";
import { FLOOR_WITH_HEADERS } from "./report.mjs";
import { analyseTrace } from "./trace.mjs";

/**
 * @typedef {{ page: string, url: string }} Target
 * @typedef {{ root: string, outDir: string, runs: number, tracing: boolean, traced: string[], log: (message: string) => void }} Settings
 */

/** @param {string} page */
const reportStem = (page) => (page === "floor" ? "-floor" : page === FLOOR_WITH_HEADERS ? "-floor-headers" : page === "/" ? "-home" : page.replaceAll("/", "-"));

/** @param {string} page @param {number} run @param {number} runs */
const reportName = (page, run, runs) => `lighthouse${reportStem(page)}${runs > 1 ? `-${run}` : ""}.json`;

/**
 * `runs` Lighthouse runs of the floor and of every page, round-robin (run 1 of every page, then
 * run 2, ...) so that the machine's noise hits every page alike. No page is requested before its
 * first run; a page whose first run answers an error status is reported as not measured.
 * @param {Target[]} targets the floor first
 * @param {Settings} settings
 */
export async function lighthousePhase(targets, { root, outDir, runs: count, tracing, traced, log }) {
  /** @type {Map<string, any[]>} */
  const runs = new Map(targets.map((t) => [t.page, []]));
  /** @type {Map<string, any[]>} */
  const failures = new Map(targets.map((t) => [t.page, []]));
  /** @type {Map<string, string>} */
  const skipped = new Map();
  for (let i = 1; i <= count; i++) {
    for (const { page, url } of targets) {
      if (skipped.has(page)) continue;
      log(`Lighthouse ${page} (run ${i} of ${count}${i === 1 ? ", first load after the start" : ""})...`);
      const name = reportName(page, i, count);
      const loadBefore = os.loadavg()[0];
      const saveAssets = tracing && (page === "floor" || traced.includes(page));
      try {
        const run = await lighthouseWithRetry(root, url, path.join(outDir, name), { log, saveAssets });
        if (run.status === "error") {
          const { status } = await request(url);
          if (page === "floor") throw new Error(`the floor app answered HTTP ${status}`);
          skipped.set(page, `app answers HTTP ${status}`);
          log(`Lighthouse ${page}: HTTP ${status}, not measured`);
          continue;
        }
        runs.get(page)?.push({ ...run, run: i, report: name, loadBefore, loadAfter: os.loadavg()[0] });
      } catch (error) {
        if (page === "floor" && /floor app answered/.test(String(error))) throw error;
        // A run Lighthouse could not record even when retried (seen once in 35: "Chrome prevented
        // page load with an interstitial") is reported with what the page answers now; the
        // other runs still count.
        const now = await request(url).then(
          (r) => `HTTP ${r.status}`,
          (e) => `no answer (${e.cause?.code ?? e.message})`,
        );
        const message = /** @type {Error} */ (error).message.split("\n")[0]?.slice(0, 240) ?? "";
        failures.get(page)?.push({ run: i, error: message, answerNow: now, loadBefore });
        log(`Lighthouse ${page} run ${i} failed (${message}); the page answers ${now} now`);
      }
    }
  }
  /** @type {{ floor: any, floorWithHeaders?: any, pages: Record<string, any>, traces?: Record<string, any> }} */
  const results = { floor: null, pages: {} };
  for (const { page } of targets) {
    const done = runs.get(page) ?? [];
    const failed = failures.get(page) ?? [];
    const summary = skipped.has(page)
      ? { measured: false, reason: skipped.get(page) }
      : done.length
        ? { ...summariseRuns(done), failedRuns: failed }
        : { measured: false, reason: `every Lighthouse run failed: ${failed[0]?.error}`, failedRuns: failed };
    if (page === "floor") results.floor = summary;
    else if (page === FLOOR_WITH_HEADERS) results.floorWithHeaders = summary;
    else results.pages[page] = summary;
  }
  if (tracing) {
    // The trace of each page's median run, cut as Lighthouse cuts it.
    results.traces = {};
    for (const page of ["floor", ...traced]) {
      const r = page === "floor" ? results.floor : results.pages[page];
      if (!r?.measured || !r.trace || !existsSync(r.trace)) continue;
      log(`trace of ${page} (run ${r.run}): ${path.relative(root, r.trace)}`);
      results.traces[page] = { ...(await analyseTrace(r.trace)), file: path.relative(root, r.trace) };
    }
  }
  return results;
}

/**
 * The script each page ships (gzip of every script response of a real Chromium load), and the
 * floor's.
 * @param {string} floorUrl
 * @param {string} appUrl
 * @param {string[]} pages
 * @param {(message: string) => void} log
 */
export async function jsPhase(floorUrl, appUrl, pages, log) {
  log("JavaScript shipped (Chromium)...");
  /** @type {Record<string, any>} */
  const floorScripts = await measureScripts(floorUrl, ["/"]);
  const floor = floorScripts["/"];
  if (!floor?.measured) throw new Error(`the floor app answered HTTP ${floor?.status}`);
  /** @type {Record<string, any>} */
  const scripts = await measureScripts(appUrl, pages);
  return { floor, pages: Object.fromEntries(pages.map((p) => [p, scripts[p]])) };
}
