// @ts-check
// The bench's budgets and the printed tables, every budget a ratio of two figures of the same run:
// - overhead: GET /privacy from the app at >= 80 % of the floor app's req/s (Next's own server both);
// - the operator's path: GET / and GET /blog/{slug} through nginx's microcache at >= 50 % of nginx
//   serving the same bytes as a static file, p99 at most twice its p99;
// - the form calls: no errors, every 2xx of the POST stored (req/s reported);
// - scripts and Lighthouse against the floor app (a bare Next.js page, floor.mjs); 100 for
//   accessibility, best practices and SEO and CLS 0 on every page (the tag and author pages too).
// A figure that could not be measured (a page the build does not have) is "n/m": neither met nor not.

const KB = 1000; // budgets are in kB (SI) of gzip

export const BUDGETS = {
  overhead: { "/privacy": { minRatio: 0.8 } },
  operator: { minRatio: 0.5, maxP99Ratio: 2 },
  api: {
    "GET /api/feedback/count": { noErrors: true, allStored: false },
    "POST /api/feedback": { noErrors: true, allStored: true },
  },
  // Script (gzip, external files) at most the floor's + 15 kB.
  jsOverFloor: { "/privacy": 15 * KB },
  // Medians of the runs against the floor's medians in the same run. Performance at least the
  // floor's minus `perf` points; TBT and LCP at most `tbt`/`lcp` times the floor's.
  vsFloor: {
    "/privacy": { perf: 5, tbt: 1.5, lcp: 1.5 },
    blogPost: { perf: 5, tbt: 1.5, lcp: 1.5 },
    "/": { perf: 10, tbt: 2, lcp: 2 },
    "/blog": { perf: 10, tbt: 2, lcp: 2 },
  },
  lighthouse: { score: 100, cls: 0 },
};

// A post under /blog/{slug}; not the tag and author archives (/blog/tag/x, /blog/author).
const isBlogPost = (/** @type {string} */ page) => /^\/blog\/(?!tag\/|author(\/|$))[^/]+$/.test(page);
/** @type {(page: string) => number | undefined} */
const jsBudget = (page) => /** @type {Record<string, number>} */ (BUDGETS.jsOverFloor)[isBlogPost(page) ? "blogPost" : page];
/** @type {(page: string) => { perf: number, tbt: number, lcp: number } | undefined} */
export const floorBudget = (page) => /** @type {Record<string, { perf: number, tbt: number, lcp: number }>} */ (BUDGETS.vsFloor)[isBlogPost(page) ? "blogPost" : page];

/**
 * The floor app's page again with the app's security headers (floor.mjs, measured by pages.mjs):
 * not a page of ours and held to no budget, but the bare page's reference for what the headers
 * alone cost.
 */
export const FLOOR_WITH_HEADERS = "floor + site headers";

/** page ÷ floor, or null when the floor's figure is 0 or missing. */
const times = (/** @type {number | null | undefined} */ value, /** @type {number | null | undefined} */ floor) => (value != null && floor ? value / floor : null);
/** page ÷ floor as the tables show it ("2.50x"), or "-". */
const timesText = (/** @type {number | null | undefined} */ value, /** @type {number | null | undefined} */ floor) => {
  const ratio = times(value, floor);
  return ratio == null ? "-" : `${ratio.toFixed(2)}x`;
};

/** @typedef {{ name: string, figure: string, budget: string, pass: boolean | null }} Check */

/** @param {number | null | undefined} ratio */
function pct(ratio) {
  return ratio == null ? "n/m" : `${(ratio * 100).toFixed(1)}%`;
}

/** @param {number} bytes */
function kb(bytes) {
  return `${(bytes / KB).toFixed(1)} kB`;
}

/**
 * Every budget with its figure and pass (true/false), or null when not measured.
 * @param {Record<string, any>} results
 */
export function evaluate(results) {
  /** @type {Check[]} */
  const checks = [];
  /** @type {(name: string, figure: string, budget: string, pass: boolean | null) => void} */
  const add = (name, figure, budget, pass) => {
    checks.push({ name, figure, budget, pass });
  };
  for (const [target, row] of Object.entries(results.overhead ?? {})) {
    const budget = BUDGETS.overhead[/** @type {"/privacy"} */ (target)];
    if (!budget) continue;
    const label = `GET ${target} req/s vs floor app`;
    if (!row.app || !row.floor) add(label, "n/m", `>= ${budget.minRatio * 100}%`, null);
    else add(label, `${row.app.rps} / ${row.floor.rps} (${pct(row.ratio)})`, `>= ${budget.minRatio * 100}%`, row.ratio != null && row.ratio >= budget.minRatio && row.app.failures === 0);
  }
  const op = BUDGETS.operator;
  for (const [target, row] of Object.entries(results.operator ?? {})) {
    const label = `GET ${target} via nginx`;
    if (!row.measured || !row.proxied) {
      add(`${label} (all)`, "n/m", `>= ${op.minRatio * 100}% of static, p99 <= ${op.maxP99Ratio}x`, null);
      continue;
    }
    add(`${label} req/s vs static file`, `${row.proxied.rps} / ${row.static.rps} (${pct(row.ratio)})`, `>= ${op.minRatio * 100}%`, row.ratio != null && row.ratio >= op.minRatio && row.proxied.failures === 0);
    add(`${label} p99 vs static file`, `${row.proxied.p99} ms / ${row.static.p99} ms`, `<= ${op.maxP99Ratio}x`, row.proxied.p99 <= op.maxP99Ratio * Math.max(row.static.p99, 1));
  }
  for (const [label, row] of Object.entries(results.api ?? {})) {
    const budget = BUDGETS.api[/** @type {keyof typeof BUDGETS.api} */ (label)];
    if (!budget) continue;
    if (!row.measured || !row.app) {
      add(`${label} (all)`, "n/m", "no errors", null);
      continue;
    }
    add(`${label} req/s (reported)`, `${row.app.rps}${row.ratio != null ? ` (${pct(row.ratio)} of node:http + pg)` : ""}, p99 ${row.app.p99} ms`, "no budget", true);
    if (budget.noErrors) add(`${label} errors`, String(row.app.failures), "0", row.app.failures === 0);
    if (budget.allStored) {
      // Every 2xx stored; more rows only for requests still in flight when the load stopped.
      const extra = row.app.unanswered ?? 0;
      add(
        `${label} rows stored / 2xx`,
        `${row.app.stored} / ${row.app.answered2xx}${extra ? ` (+${extra} unanswered at stop)` : ""}`,
        extra ? `2xx to 2xx + ${extra}` : "equal",
        row.app.stored >= row.app.answered2xx && row.app.stored <= row.app.answered2xx + extra,
      );
    }
  }
  const floor = results.js?.floor;
  for (const [page, js] of Object.entries(results.js?.pages ?? {})) {
    const budget = jsBudget(page);
    if (budget === undefined) continue;
    if (!js?.measured) add(`script ${page} over floor`, "n/m", `<= ${kb(budget)}`, null);
    else
      add(
        `script ${page} over floor`,
        kb(js.gzip - floor.gzip),
        `<= ${kb(budget)}`,
        js.gzip - floor.gzip <= budget,
      );
  }
  const lh = BUDGETS.lighthouse;
  const lhFloor = results.lighthouse?.floor;
  for (const [page, r] of Object.entries(results.lighthouse?.pages ?? {})) {
    const vs = floorBudget(page);
    if (!r.measured) {
      add(`lighthouse ${page} (all)`, "n/m", "100 x3, CLS 0" + (vs ? ", vs floor" : ""), null);
      continue;
    }
    if (vs) {
      const floorOk = lhFloor?.measured;
      add(
        `lighthouse ${page} performance vs floor`,
        floorOk ? `${r.performance} / ${lhFloor.performance}` : `${r.performance} / n/m`,
        `>= floor - ${vs.perf}`,
        floorOk ? r.performance >= lhFloor.performance - vs.perf : null,
      );
      for (const [key, metric, label] of /** @type {const} */ ([
        ["tbt", "medianTbt", "TBT"],
        ["lcp", "medianLcp", "LCP"],
      ])) {
        const ratio = floorOk ? times(r[metric], lhFloor[metric]) : null;
        add(
          `lighthouse ${page} ${label} vs floor`,
          floorOk
            ? `${Math.round(r[metric])} ms / ${Math.round(lhFloor[metric])} ms${ratio == null ? "" : ` (${ratio.toFixed(2)}x)`}`
            : "n/m",
          `<= ${vs[key]}x floor`,
          floorOk ? r[metric] <= vs[key] * lhFloor[metric] : null,
        );
      }
    }
    for (const key of ["accessibility", "bestPractices", "seo"]) {
      add(`lighthouse ${page} ${key}`, String(r[key]), String(lh.score), r[key] === lh.score);
    }
    add(`lighthouse ${page} CLS`, r.cls?.toFixed(3), "0", Number(r.cls?.toFixed(3)) === lh.cls);
  }
  return {
    checks,
    passed: checks.filter((c) => c.pass === true).length,
    failed: checks.filter((c) => c.pass === false).length,
    notMeasured: checks.filter((c) => c.pass === null).length,
  };
}

/** @param {boolean | null} pass */
const verdict = (pass) => (pass === null ? "n/m" : pass ? "met" : "NOT MET");

/**
 * @param {string} title
 * @param {string[]} header
 * @param {unknown[][]} rows
 */
function table(title, header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? "").length)));
  const line = (/** @type {unknown[]} */ cells) => cells.map((c, i) => String(c ?? "").padEnd(widths[i] ?? 0)).join("  ");
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}

/**
 * Run 1, the first load after the start (perf, TBT, LCP), beside the floor's run 1.
 * @param {any} r
 * @param {any} f
 */
function first(r, f) {
  const one = (/** @type {any} */ x) => {
    const run = x?.perRun?.find((/** @type {any} */ p) => p.run === 1);
    return run ? `${run.performance}, ${ms(run.tbt)}, ${ms(run.lcp)}` : "-";
  };
  return f ? `${one(r)} | ${one(f)}` : one(r);
}

// The post's slug is long: the Lighthouse tables show it as /blog/{slug} (bench.json has it).
const short = (/** @type {string} */ page) => (isBlogPost(page) ? "/blog/{slug}" : page);
const idx = (/** @type {number | null | undefined} */ value) => (value == null ? "-" : Math.round(value));
const ms = (/** @type {number | null | undefined} */ value) => (value == null ? "-" : `${Math.round(value)} ms`);
const kib = (/** @type {number | null | undefined} */ bytes) => (bytes == null ? "-" : `${Math.round(bytes / 1024)} KiB`);
const beside = (/** @type {unknown} */ value, /** @type {unknown} */ floor) => `${value} | ${floor}`;

/**
 * The Lighthouse table: each page with the floor of the same run beside it ("page | floor"), the
 * ratios of the medians of TBT and LCP, and pass/miss; then every run with its benchmark index and
 * load, and where the main thread's time went (from the reports of the median runs).
 * @param {Record<string, any>} results
 */
function printLighthouse(results) {
  const { lighthouse, js, budgets } = results;
  const f = lighthouse.floor ?? {};
  const fjs = js?.floor;
  // The floor's own row first: its figures alone, and its scores (which the pages' are held to).
  /** @type {unknown[][]} */
  const rows = f.measured
    ? [
        [
          "floor app /",
          f.performance,
          ms(f.medianFcp),
          ms(f.medianLcp),
          "-",
          ms(f.medianTbt),
          "-",
          kib(f.bytes),
          fjs?.measured ? kb(fjs.gzip) : "-",
          idx(f.medianBenchmarkIndex),
          `${f.accessibility}/${f.bestPractices}/${f.seo} ${f.cls?.toFixed(3)}`,
          "(the floor)",
          first(f, null),
          "",
        ],
      ]
    : [];
  /**
   * A row of `r` beside the floor: its figures | the floor's, the ratios, its budget and result.
   * @param {string} label @param {any} r @param {string} scripts its script cell @param {string} budget @param {string} result
   */
  const vsFloorRow = (label, r, scripts, budget, result) => {
    const ratio = (/** @type {string} */ metric) => timesText(r[metric], f[metric]);
    return [
      label,
      beside(r.performance, f.performance ?? "-"),
      beside(ms(r.medianFcp), ms(f.medianFcp)),
      beside(ms(r.medianLcp), ms(f.medianLcp)),
      ratio("medianLcp"),
      beside(ms(r.medianTbt), ms(f.medianTbt)),
      ratio("medianTbt"),
      beside(kib(r.bytes), kib(f.bytes)),
      scripts,
      beside(idx(r.medianBenchmarkIndex), idx(f.medianBenchmarkIndex)),
      `${r.accessibility}/${r.bestPractices}/${r.seo} ${r.cls?.toFixed(3)}`,
      budget,
      first(r, f),
      result,
    ];
  };
  // The floor's page with the app's security headers: a reference row, held to no budget.
  const h = lighthouse.floorWithHeaders;
  const comparable = h?.measured && f.measured;
  if (comparable) rows.push(vsFloorRow("floor app, site headers", h, "-", "(reference)", ""));
  for (const [page, r] of Object.entries(lighthouse.pages ?? {})) {
    const checks = budgets.checks.filter((/** @type {Check} */ c) => c.name.startsWith(`lighthouse ${page} `) || c.name === `script ${page} over floor`);
    const pass = checks.some((/** @type {Check} */ c) => c.pass === null) ? null : checks.every((/** @type {Check} */ c) => c.pass);
    if (!r.measured) {
      rows.push([short(page), "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", `n/m (${r.reason})`]);
      continue;
    }
    const vs = floorBudget(page);
    const pjs = js?.pages?.[page];
    const scripts = beside(pjs?.measured ? kb(pjs.gzip) : "-", fjs?.measured ? kb(fjs.gzip) : "-");
    rows.push(vsFloorRow(short(page), r, scripts, vs ? `>=-${vs.perf}, ${vs.tbt}x, ${vs.lcp}x` : "100s, CLS 0", verdict(pass)));
  }
  table(
    `Lighthouse mobile vs the floor app (page | floor; medians of ${f.runs ?? "?"} runs of the floor, see "runs" below for the pages: perf of the median run, FCP/LCP/TBT each their own median)`,
    ["page", "perf", "FCP", "LCP", "LCP x", "TBT", "TBT x", "bytes", "script gzip", "bench idx", "a11y/bp/seo CLS", "budget (perf, TBT, LCP)", "run 1: perf, TBT, LCP", "result"],
    rows,
  );
  if (comparable) printHeadersShare(lighthouse.pages ?? {}, f, h);
  const perRun = [];
  for (const [page, r] of [["floor", f], ...(h ? [[FLOOR_WITH_HEADERS, h]] : []), ...Object.entries(lighthouse.pages ?? {})]) {
    for (const x of r.perRun ?? [])
      perRun.push([
        short(page),
        x.run,
        x.performance,
        ms(x.fcp),
        ms(x.lcp),
        ms(x.tbt),
        idx(x.benchmarkIndex),
        `${x.loadBefore?.toFixed(2)} -> ${x.loadAfter?.toFixed(2)}`,
        x.run === r.run ? "median" : "",
      ]);
    for (const x of r.failedRuns ?? [])
      perRun.push([short(page), x.run, "-", "-", "-", "-", "-", `${x.loadBefore?.toFixed(2)} -> -`, `FAILED: ${x.error.slice(0, 90)} (now ${x.answerNow})`]);
  }
  if (perRun.length)
    table(
      "Every Lighthouse run (round-robin; load = 1-minute load average before -> after the run)",
      ["page", "run", "perf", "FCP", "LCP", "TBT", "bench idx", "load", ""],
      perRun.sort((a, b) => a[1] - b[1]),
    );
  printDiagnostics({ floor: f, ...(h ? { [FLOOR_WITH_HEADERS]: h } : {}), ...lighthouse.pages });
}

/**
 * Each page against the bare floor (the budgets) and against the floor's page with the app's
 * security headers: how much of a page's ratio the headers alone make. A page with
 * Cross-Origin-Opener-Policy opens in a new browsing context group, so Lighthouse's load from
 * about:blank commits it in a new renderer process, where the bare floor reuses the first one.
 * @param {Record<string, any>} pages
 * @param {any} f the floor
 * @param {any} h the floor with the site's headers
 */
function printHeadersShare(pages, f, h) {
  const rows = Object.entries(pages)
    .filter(([, r]) => r.measured)
    .map(([page, r]) => [
      short(page),
      `${r.performance - f.performance} | ${r.performance - h.performance}`,
      `${timesText(r.medianTbt, f.medianTbt)} | ${timesText(r.medianTbt, h.medianTbt)}`,
      `${timesText(r.medianLcp, f.medianLcp)} | ${timesText(r.medianLcp, h.medianLcp)}`,
    ]);
  table(
    "The app's security headers alone (no budget): each page against the bare floor | against the floor's page with the same headers (perf points, TBT and LCP ratios of the medians)",
    ["page", "perf", "TBT x", "LCP x"],
    rows,
  );
}

/**
 * Main-thread groups side by side, bootup-time per script and the LCP element with its phases.
 * @param {Record<string, any>} pages
 */
export function printDiagnostics(pages) {
  const shown = Object.entries(pages).filter(([, r]) => r?.measured && r.mainThread);
  if (!shown.length) return;
  const groups = [...new Set(shown.flatMap(([, r]) => r.mainThread.map((/** @type {any} */ g) => g.group)))];
  const total = (/** @type {any} */ r) => r.mainThread.reduce((/** @type {number} */ a, /** @type {any} */ g) => a + g.ms, 0);
  table(
    "Main-thread work of the median runs (Lighthouse mainthread-work-breakdown, ms at its 4x CPU slowdown)",
    ["group", ...shown.map(([page]) => short(page))],
    [
      ...groups.map((group) => [group, ...shown.map(([, r]) => Math.round(r.mainThread.find((/** @type {any} */ g) => g.group === group)?.ms ?? 0))]),
      ["total", ...shown.map(([, r]) => Math.round(total(r)))],
    ],
  );
  const bootRows = shown.flatMap(([page, r]) =>
    (r.bootup ?? []).map((/** @type {any} */ b) => [short(page), isBlogPost(b.url) ? "/blog/{slug}" : b.url.slice(0, 70), Math.round(b.total), Math.round(b.scripting), Math.round(b.parse)]),
  );
  if (bootRows.length)
    table("Script bootup (Lighthouse bootup-time, scripts over 50 ms)", ["page", "script", "total ms", "evaluation", "parse+compile"], bootRows);
  table(
    "LCP element and phases of the median runs (Lighthouse largest-contentful-paint-element)",
    ["page", "LCP", "TTFB", "load delay", "load time", "render delay", "element"],
    shown.map(([page, r]) => [
      short(page),
      ms(r.lcp),
      ms(r.lcpPhases?.ttfb),
      ms(r.lcpPhases?.loadDelay),
      ms(r.lcpPhases?.loadTime),
      ms(r.lcpPhases?.renderDelay),
      (r.lcpElement?.selector ?? r.lcpElement?.label ?? "-").slice(0, 60),
    ]),
  );
}

/**
 * --trace: the traces of the median runs broken down by group and by event name.
 * @param {Record<string, any>} traces
 */
export function printTraces(traces) {
  for (const [page, t] of Object.entries(traces)) {
    console.log(`\nTrace of ${page}: ${t.file} (main thread ${Math.round(t.totalMs)} ms at ${t.multiplier}x)`);
    table(
      `${page}: top events by self time (all groups)`,
      ["group", "event", "ms"],
      t.events.map((/** @type {any} */ e) => [e.group, e.event.slice(0, 80), Math.round(e.ms)]),
    );
    table(
      `${page}: what "Other" is made of`,
      ["event", "ms"],
      t.other.map((/** @type {any} */ e) => [e.event.slice(0, 80), Math.round(e.ms)]),
    );
    const o = t.observed;
    if (o) {
      const last = o.candidates.at(-1);
      console.log(
        `\n${page}: observed (unthrottled) FCP ${ms(o.fcp)}, LCP ${ms(o.lcp)}${last ? ` (${last.type} ${(last.node ?? "").slice(0, 40)}, ${last.size} px², ${o.candidates.length} candidate${o.candidates.length === 1 ? "" : "s"})` : ""}; main thread before it: ${o.beforeLcp.map((/** @type {any} */ g) => `${g.group} ${Math.round(g.ms)}`).join(", ") || "-"} ms (4x)`,
      );
      table(
        `${page}: requests of the observed load (ms after navigation start; * = finished before the observed LCP)`,
        ["start", "end", "", "request"],
        o.requests.map((/** @type {any} */ r) => [r.start, r.end ?? "-", r.end != null && o.lcp != null && r.end <= o.lcp ? "*" : "", r.url.slice(0, 90)]),
      );
    }
  }
}

/**
 * The throughput figures: each request with its reference of the same run.
 * @param {Record<string, any>} results
 */
function printThroughput(results) {
  const s = results.settings;
  /** @param {any} m */
  const fig = (m) => (m ? [m.rps, m.p50, m.p99, m.failures] : ["-", "-", "-", "-"]);
  /** @type {unknown[][]} */
  const rows = [];
  for (const [target, row] of Object.entries(results.overhead ?? {}))
    rows.push([`GET ${target} (app, Next's server)`, ...fig(row.app), "floor app /", ...fig(row.floor), pct(row.ratio), ""]);
  for (const [target, row] of Object.entries(results.operator ?? {}))
    rows.push(
      row.measured
        ? [`GET ${short(target)} (nginx microcache)`, ...fig(row.proxied), "nginx static file", ...fig(row.static), pct(row.ratio), `${row.bytes} B, cache ${row.proxyCache ?? "-"}, next ${row.nextCache ?? "-"}, db tx/req ${row.dbTransactionsPerRequest}`]
        : [`GET ${short(target)} (nginx microcache)`, "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", row.reason],
    );
  for (const [label, row] of Object.entries(results.api ?? {}))
    rows.push(
      row.measured
        ? [label, ...fig(row.app), row.limit ? "node:http + pg" : "-", ...fig(row.limit), pct(row.ratio), row.app.stored == null ? "" : `stored ${row.app.stored} / 2xx ${row.app.answered2xx}${row.app.unanswered ? ` (+${row.app.unanswered} in flight)` : ""}`]
        : [label, "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", row.reason],
    );
  if (!rows.length) return;
  table(
    `Throughput: ${s.connections} connections, ${s.duration} s per server after ${s.warmup} s warm-up; comparisons in ${s.slices} alternating slices (p50/p99: median of the slices')`,
    ["request", "req/s", "p50 ms", "p99 ms", "errors", "reference", "req/s", "p50 ms", "p99 ms", "errors", "ratio", "note"],
    rows,
  );
}

/** @param {Record<string, any>} results */
export function printReport(results) {
  const { js, budgets } = results;
  printThroughput(results);
  if (js) {
    const rows = [
      ["floor app / (floor)", kb(js.floor.gzip), js.floor.scripts.length, "-", "-", ""],
    ];
    for (const [page, r] of Object.entries(js.pages)) {
      const budget = jsBudget(page);
      const check = budgets.checks.find((/** @type {Check} */ c) => c.name === `script ${page} over floor`);
      rows.push([
        page,
        r.measured ? kb(r.gzip) : "-",
        r.measured ? r.scripts.length : "-",
        r.measured ? kb(r.gzip - js.floor.gzip) : "-",
        budget === undefined ? "(none)" : `<= +${kb(budget)}`,
        check ? verdict(check.pass) : r.measured ? "" : `n/m (HTTP ${r.status})`,
      ]);
    }
    table(
      "JavaScript shipped (gzip of every script response, real Chromium load)",
      ["page", "script gzip", "files", "over floor", "budget", "result"],
      rows,
    );
  }
  const lighthouse = results.lighthouse ?? {};
  if (lighthouse.floor || Object.keys(lighthouse.pages ?? {}).length) printLighthouse(results);
  if (results.traces) printTraces(results.traces);
  if (results.profile) {
    const p = results.profile;
    table(
      `CPU profile of the app server (${p.busyMs} ms busy of ${p.totalMs} ms)`,
      ["part", "ms", "% of busy"],
      p.parts.map((/** @type {any} */ x) => [x.name, x.ms, x.pctOfBusy ?? "-"]),
    );
    table(
      "Top functions by self time",
      ["function", "ms", "% of busy"],
      p.top.map((/** @type {any} */ x) => [x.name.slice(0, 110), x.ms, x.pctOfBusy]),
    );
  }
  table(
    "Budgets (ratios of figures measured in this run)",
    ["check", "figure", "budget", "result"],
    budgets.checks.map((/** @type {Check} */ c) => [c.name, c.figure, c.budget, verdict(c.pass)]),
  );
  console.log(
    `\nBudgets: ${budgets.passed} met, ${budgets.failed} not met, ${budgets.notMeasured} not measured (n/m: the page or call does not exist in this build). Machine: ${results.machine.cpus} CPUs, load ${results.machine.loadavg.map((/** @type {any} */ l) => l.toFixed(2)).join(" ")} at start.`,
  );
}
