// The bench's budgets and the printed tables: issue 16 for the load; issue 21 for scripts and
// Lighthouse, against the floor app (a bare Next.js page, scripts/bench/floor.mjs) measured in the
// same run; issue 9's scores of 100 for accessibility, best practices and SEO and issue 21's CLS 0
// on every page (the tag and author pages: issue 19). A figure that could not be measured (a page
// the build does not have yet) is "n/m": neither a pass nor a fail.

const KB = 1000; // budgets are in kB (SI) of gzip

export const BUDGETS = {
  // Pages against the bare server of the same run: a share of its req/s, and p99 at most a
  // multiple of its p99. The two form calls are reported (req/s, p99) with no ratio budget.
  load: {
    "/": { minRatio: 0.5, maxP99Ratio: 2 },
    blogPost: { minRatio: 0.5, maxP99Ratio: 2 },
    "/api/feedback/count": { noErrors: true },
    "POST /api/feedback": { noErrors: true, allStored: true },
  },
  // Issue 21: script (gzip, external files) at most the floor's + 15 kB.
  jsOverFloor: { "/privacy": 15 * KB },
  // Issue 21: medians of the runs against the floor's medians in the same run. Performance at
  // least the floor's minus `perf` points; TBT and LCP at most `tbt`/`lcp` times the floor's.
  vsFloor: {
    "/privacy": { perf: 5, tbt: 1.5, lcp: 1.5 },
    blogPost: { perf: 5, tbt: 1.5, lcp: 1.5 },
    "/": { perf: 10, tbt: 2, lcp: 2 },
    "/blog": { perf: 10, tbt: 2, lcp: 2 },
  },
  lighthouse: { score: 100, cls: 0 },
};

// A post under /blog/{slug}; not the tag and author archives (/blog/tag/x, /blog/author).
const isBlogPost = (page) => /^\/blog\/(?!tag\/|author(\/|$))[^/]+$/.test(page);
const loadBudget = (target) => BUDGETS.load[target.startsWith("/blog/") ? "blogPost" : target];
const jsBudget = (page) => BUDGETS.jsOverFloor[isBlogPost(page) ? "blogPost" : page];
export const floorBudget = (page) => BUDGETS.vsFloor[isBlogPost(page) ? "blogPost" : page];

/** page ÷ floor, or null when the floor's figure is 0 or missing. */
const times = (value, floor) => (value != null && floor ? value / floor : null);

/** Every budget with its figure and pass (true/false), or null when not measured. */
export function evaluate(results) {
  const checks = [];
  const add = (name, figure, budget, pass) => checks.push({ name, figure, budget, pass });
  for (const [target, row] of Object.entries(results.load ?? {})) {
    const budget = loadBudget(target);
    const label = row.method === "GET" ? `GET ${target}` : target;
    if (!row.measured || !row.app) {
      add(`${label} (all)`, "n/m", budget.minRatio ? `>= ${budget.minRatio * 100}% of the bare server` : "no errors", null);
      continue;
    }
    if (budget.minRatio)
      add(`${label} req/s vs bare server`, pct(row.ratio), `>= ${budget.minRatio * 100}%`, row.ratio >= budget.minRatio);
    else add(`${label} req/s (reported)`, `${Math.round(row.app.rps)} (${pct(row.ratio)} of bare)`, "no budget", true);
    if (budget.maxP99Ratio && row.limit)
      add(
        `${label} p99 vs bare server`,
        `${row.app.p99} ms / ${row.limit.p99} ms`,
        `<= ${budget.maxP99Ratio}x`,
        row.app.p99 <= budget.maxP99Ratio * row.limit.p99,
      );
    else if (!budget.maxP99Ratio) add(`${label} p99 (reported)`, `${row.app.p99} ms`, "no budget", true);
    if (budget.noErrors)
      add(`${label} errors`, String(row.app.failures), "0", row.app.failures === 0);
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
      for (const [key, metric, label] of [
        ["tbt", "medianTbt", "TBT"],
        ["lcp", "medianLcp", "LCP"],
      ]) {
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

function pct(ratio) {
  return ratio == null ? "n/m" : `${(ratio * 100).toFixed(1)}%`;
}

function kb(bytes) {
  return `${(bytes / KB).toFixed(1)} kB`;
}

const verdict = (pass) => (pass === null ? "n/m" : pass ? "pass" : "FAIL");

function table(title, header, rows) {
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((r) => String(r[i] ?? "").length)),
  );
  const line = (cells) => cells.map((c, i) => String(c ?? "").padEnd(widths[i])).join("  ");
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}

function note(row) {
  if (!row.measured) return row.reason ?? "";
  if (row.method === "POST")
    return `rows stored ${row.app.stored} / 2xx ${row.app.answered2xx}${row.app.unanswered ? ` (+${row.app.unanswered} in flight)` : ""}`;
  return `cache ${row.cache ?? "-"}, db tx/req ${row.app.dbTransactionsPerRequest ?? "-"}`;
}

// The post's slug is long: the Lighthouse tables show it as /blog/{slug} (bench.json has it).
const short = (page) => (isBlogPost(page) ? "/blog/{slug}" : page);
const idx = (value) => (value == null ? "-" : Math.round(value));
const ms = (value) => (value == null ? "-" : `${Math.round(value)} ms`);
const kib = (bytes) => (bytes == null ? "-" : `${Math.round(bytes / 1024)} KiB`);
const beside = (value, floor) => `${value} | ${floor}`;

/**
 * Issue 21's table: each page with the floor of the same run beside it ("page | floor"), the
 * ratios of the medians of TBT and LCP, and pass/miss; then every run with its benchmark index and
 * load, and where the main thread's time went (from the reports of the median runs).
 */
function printLighthouse(results) {
  const { lighthouse, js, budgets } = results;
  const f = lighthouse.floor ?? {};
  const fjs = js?.floor;
  // The floor's own row first: its figures alone, and its scores (which the pages' are held to).
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
          "",
        ],
      ]
    : [];
  for (const [page, r] of Object.entries(lighthouse.pages ?? {})) {
    const checks = budgets.checks.filter((c) => c.name.startsWith(`lighthouse ${page} `) || c.name === `script ${page} over floor`);
    const pass = checks.some((c) => c.pass === null) ? null : checks.every((c) => c.pass);
    if (!r.measured) {
      rows.push([short(page), "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", `n/m (${r.reason})`]);
      continue;
    }
    const pjs = js?.pages?.[page];
    const ratio = (metric) => {
      const x = times(r[metric], f[metric]);
      return x == null ? "-" : `${x.toFixed(2)}x`;
    };
    const vs = floorBudget(page);
    rows.push([
      short(page),
      beside(r.performance, f.performance ?? "-"),
      beside(ms(r.medianFcp), ms(f.medianFcp)),
      beside(ms(r.medianLcp), ms(f.medianLcp)),
      ratio("medianLcp"),
      beside(ms(r.medianTbt), ms(f.medianTbt)),
      ratio("medianTbt"),
      beside(kib(r.bytes), kib(f.bytes)),
      beside(pjs?.measured ? kb(pjs.gzip) : "-", fjs?.measured ? kb(fjs.gzip) : "-"),
      beside(idx(r.medianBenchmarkIndex), idx(f.medianBenchmarkIndex)),
      `${r.accessibility}/${r.bestPractices}/${r.seo} ${r.cls?.toFixed(3)}`,
      vs ? `>=-${vs.perf}, ${vs.tbt}x, ${vs.lcp}x` : "100s, CLS 0",
      pass === null ? "n/m" : pass ? "pass" : "MISS",
    ]);
  }
  table(
    `Lighthouse mobile vs the floor app (page | floor; medians of ${f.runs ?? "?"} runs of the floor, see "runs" below for the pages: perf of the median run, FCP/LCP/TBT each their own median)`,
    ["page", "perf", "FCP", "LCP", "LCP x", "TBT", "TBT x", "bytes", "script gzip", "bench idx", "a11y/bp/seo CLS", "budget (perf, TBT, LCP)", "result"],
    rows,
  );
  const perRun = [];
  for (const [page, r] of [["floor", f], ...Object.entries(lighthouse.pages ?? {})]) {
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
  printDiagnostics({ floor: f, ...lighthouse.pages });
}

/** Main-thread groups side by side, bootup-time per script and the LCP element with its phases. */
export function printDiagnostics(pages) {
  const shown = Object.entries(pages).filter(([, r]) => r?.measured && r.mainThread);
  if (!shown.length) return;
  const groups = [...new Set(shown.flatMap(([, r]) => r.mainThread.map((g) => g.group)))];
  const total = (r) => r.mainThread.reduce((a, g) => a + g.ms, 0);
  table(
    "Main-thread work of the median runs (Lighthouse mainthread-work-breakdown, ms at its 4x CPU slowdown)",
    ["group", ...shown.map(([page]) => short(page))],
    [
      ...groups.map((group) => [group, ...shown.map(([, r]) => Math.round(r.mainThread.find((g) => g.group === group)?.ms ?? 0))]),
      ["total", ...shown.map(([, r]) => Math.round(total(r)))],
    ],
  );
  const bootRows = shown.flatMap(([page, r]) =>
    (r.bootup ?? []).map((b) => [short(page), isBlogPost(b.url) ? "/blog/{slug}" : b.url.slice(0, 70), Math.round(b.total), Math.round(b.scripting), Math.round(b.parse)]),
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

/** --trace: the traces of the median runs broken down by group and by event name. */
export function printTraces(traces) {
  for (const [page, t] of Object.entries(traces)) {
    console.log(`\nTrace of ${page}: ${t.file} (main thread ${Math.round(t.totalMs)} ms at ${t.multiplier}x)`);
    table(
      `${page}: top events by self time (all groups)`,
      ["group", "event", "ms"],
      t.events.map((e) => [e.group, e.event.slice(0, 80), Math.round(e.ms)]),
    );
    table(
      `${page}: what "Other" is made of`,
      ["event", "ms"],
      t.other.map((e) => [e.event.slice(0, 80), Math.round(e.ms)]),
    );
    const o = t.observed;
    if (o) {
      const last = o.candidates.at(-1);
      console.log(
        `\n${page}: observed (unthrottled) FCP ${ms(o.fcp)}, LCP ${ms(o.lcp)}${last ? ` (${last.type} ${(last.node ?? "").slice(0, 40)}, ${last.size} px², ${o.candidates.length} candidate${o.candidates.length === 1 ? "" : "s"})` : ""}; main thread before it: ${o.beforeLcp.map((g) => `${g.group} ${Math.round(g.ms)}`).join(", ") || "-"} ms (4x)`,
      );
      table(
        `${page}: requests of the observed load (ms after navigation start; * = finished before the observed LCP)`,
        ["start", "end", "", "request"],
        o.requests.map((r) => [r.start, r.end ?? "-", r.end != null && o.lcp != null && r.end <= o.lcp ? "*" : "", r.url.slice(0, 90)]),
      );
    }
  }
}

export function printReport(results) {
  const { load = {}, js, budgets } = results;
  const s = results.settings;
  if (Object.keys(load).length) {
    const rows = [];
    for (const [target, row] of Object.entries(load)) {
      const label = row.method === "GET" ? `GET ${target}` : target;
      const budget = loadBudget(target);
      const b = `>=${budget.minRatio * 100}%${budget.maxP99 ? `, p99<${budget.maxP99}` : ""}${budget.noErrors ? ", 0 err" : ""}`;
      const checks = budgets.checks.filter((c) => c.name.startsWith(label + " "));
      const pass = checks.some((c) => c.pass === null) ? null : checks.every((c) => c.pass);
      const fig = (m) => (m ? [m.rps, m.p50, m.p99, m.failures] : ["-", "-", "-", "-"]);
      rows.push([
        label,
        ...fig(row.app),
        ...fig(row.limit),
        pct(row.ratio),
        b,
        verdict(pass),
        note(row),
      ]);
    }
    table(
      `Throughput: ${s.connections} connections, ${s.duration} s after ${s.warmup} s warm-up (limit: node:http from memory; POST: node:http + pg insert, pool ${s.poolSize})`,
      [
        "request",
        "app req/s",
        "p50 ms",
        "p99 ms",
        "errors",
        "limit req/s",
        "p50 ms",
        "p99 ms",
        "errors",
        "ratio",
        "budget",
        "result",
        "note",
      ],
      rows,
    );
  }
  if (js) {
    const rows = [
      ["floor app / (floor)", kb(js.floor.gzip), js.floor.scripts.length, "-", "-", ""],
    ];
    for (const [page, r] of Object.entries(js.pages)) {
      const budget = jsBudget(page);
      const check = budgets.checks.find((c) => c.name === `script ${page} over floor`);
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
      p.parts.map((x) => [x.name, x.ms, x.pctOfBusy ?? "-"]),
    );
    table(
      "Top functions by self time",
      ["function", "ms", "% of busy"],
      p.top.map((x) => [x.name.slice(0, 110), x.ms, x.pctOfBusy]),
    );
  }
  const missed = budgets.checks.filter((c) => c.pass === false);
  if (missed.length)
    table("Missed budgets", ["check", "figure", "budget"], missed.map((c) => [c.name, c.figure, c.budget]));
  console.log(
    `\nBudgets: ${budgets.passed} passed, ${budgets.failed} failed, ${budgets.notMeasured} not measured (n/m: the page or call does not exist in this build). Machine: ${results.machine.cpus} CPUs, load ${results.machine.loadavg.map((l) => l.toFixed(2)).join(" ")} at start.`,
  );
}
