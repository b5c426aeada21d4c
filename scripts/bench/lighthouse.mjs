// Lighthouse (its default mobile configuration: Moto G Power screen, simulated slow 4G and 4x CPU
// slowdown) through its CLI, one process and one fresh headless Chromium per page.
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { CHROMIUM } from "./js-size.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

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
 */
export async function lighthouseWithRetry(root, url, outFile, { attempts = 3, log = () => {} } = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(root, url, outFile);
    } catch (error) {
      const runtimeError = /Runtime error encountered/.test(error.message);
      if (!runtimeError || attempt >= attempts) throw error;
      log(`Lighthouse ${url}: ${error.message.split("\n")[0].slice(0, 200)}; running it again`);
    }
  }
}

export async function lighthouse(root, url, outFile) {
  await run(
    [
      path.join(root, "node_modules", "lighthouse", "cli", "index.js"),
      url,
      "--output=json",
      `--output-path=${outFile}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking",
      "--quiet",
    ],
    { ...process.env, CHROME_PATH: CHROMIUM },
  );
  const report = JSON.parse(await readFile(outFile, "utf8"));
  const score = (id) =>
    report.categories[id]?.score == null ? null : Math.round(report.categories[id].score * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  const failed = (id) =>
    (report.categories[id]?.auditRefs ?? [])
      .filter(
        (ref) =>
          ref.weight > 0 &&
          report.audits[ref.id]?.score !== null &&
          report.audits[ref.id]?.score < 1,
      )
      .map((ref) => ref.id);
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
    failedAudits: Object.fromEntries(CATEGORIES.map((id) => [id, failed(id)])),
  };
}

/** Lighthouse's advice for noisy machines: several runs, report the median (by performance). */
export function medianRun(runs) {
  const sorted = [...runs].sort(
    (a, b) => (a.performance ?? 0) - (b.performance ?? 0) || (b.tbt ?? 0) - (a.tbt ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
