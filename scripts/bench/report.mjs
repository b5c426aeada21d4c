// The bench's budgets (issue 16 for the load, issue 9 for scripts and Lighthouse) and the printed table. A figure that could not be measured (a page the
// build does not have yet) is "n/m": neither a pass nor a fail.

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
  jsOverFloor: { "/": 30 * KB, blogPost: 10 * KB, "/privacy": 10 * KB },
  lighthouse: { score: 100, cls: 0, maxTbt: 100 },
};

const loadBudget = (target) => BUDGETS.load[target.startsWith("/blog/") ? "blogPost" : target];
const jsBudget = (page) => BUDGETS.jsOverFloor[page.startsWith("/blog/") ? "blogPost" : page];

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
  for (const [page, r] of Object.entries(results.lighthouse ?? {})) {
    if (!r.measured) {
      add(`lighthouse ${page} (all)`, "n/m", "100 x4, CLS 0, TBT < 100 ms", null);
      continue;
    }
    for (const key of ["performance", "accessibility", "bestPractices", "seo"]) {
      add(`lighthouse ${page} ${key}`, String(r[key]), String(lh.score), r[key] === lh.score);
    }
    add(`lighthouse ${page} CLS`, r.cls?.toFixed(3), "0", Number(r.cls?.toFixed(3)) === lh.cls);
    add(
      `lighthouse ${page} TBT`,
      `${Math.round(r.tbt)} ms`,
      `< ${lh.maxTbt} ms`,
      r.tbt < lh.maxTbt,
    );
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

export function printReport(results) {
  const { load = {}, js, lighthouse = {}, budgets } = results;
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
      [`${"/bench-floor"} (floor)`, kb(js.floor.gzip), js.floor.scripts.length, "-", "-", ""],
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
  if (Object.keys(lighthouse).length) {
    const rows = [];
    for (const [page, r] of Object.entries(lighthouse)) {
      const checks = budgets.checks.filter((c) => c.name.startsWith(`lighthouse ${page} `));
      const pass = checks.some((c) => c.pass === null) ? null : checks.every((c) => c.pass);
      rows.push(
        r.measured
          ? [
              page,
              r.performance,
              r.accessibility,
              r.bestPractices,
              r.seo,
              `${Math.round(r.lcp)} ms`,
              r.cls?.toFixed(3),
              `${Math.round(r.tbt)} ms`,
              verdict(pass),
            ]
          : [page, "-", "-", "-", "-", "-", "-", "-", `n/m (${r.reason})`],
      );
    }
    table(
      "Lighthouse mobile (budget: 100 / 100 / 100 / 100, CLS 0, TBT < 100 ms)",
      ["page", "perf", "a11y", "best pr.", "SEO", "LCP", "CLS", "TBT", "result"],
      rows,
    );
  }
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
  console.log(
    `\nBudgets: ${budgets.passed} passed, ${budgets.failed} failed, ${budgets.notMeasured} not measured (n/m: the page or call does not exist in this build). Machine: ${results.machine.cpus} CPUs, load ${results.machine.loadavg.map((l) => l.toFixed(2)).join(" ")} at start.`,
  );
}
