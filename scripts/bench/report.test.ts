import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { medianRun } from "./lighthouse.mjs";
import { summariseProfile } from "./profile.mjs";
import { evaluate } from "./report.mjs";
import { POSTS, postMarkdown, slugify } from "./seed.mjs";

const run = (rps: number, p99 = 10, failures = 0) => ({
  rps,
  p50: 1,
  p99,
  failures,
  stored: 0,
  answered2xx: 0,
});

describe("bench budgets", () => {
  it("passes GET / at 50% of the bare server with p99 at most twice its p99, fails below", () => {
    const ok = evaluate({
      load: {
        "/": { method: "GET", measured: true, app: run(500, 20), limit: run(1000, 10), ratio: 0.5 },
      },
    });
    expect(ok.checks.map((c: { pass: boolean | null }) => c.pass)).toEqual([true, true]);
    const slow = evaluate({
      load: {
        "/": { method: "GET", measured: true, app: run(490, 21), limit: run(1000, 10), ratio: 0.49 },
      },
    });
    expect(slow.failed).toBe(2);
  });

  it("uses the page budget for any slug, and reports the count's req/s and p99 without a ratio budget", () => {
    const r = evaluate({
      load: {
        "/blog/a-post": { method: "GET", measured: true, app: run(600, 30), limit: run(1000, 10), ratio: 0.6 },
        "/api/feedback/count": { method: "GET", measured: true, app: run(100), limit: run(1000), ratio: 0.1 },
      },
    });
    expect(r.checks.find((c: { name: string }) => c.name === "GET /blog/a-post p99 vs bare server")?.pass).toBe(false);
    expect(r.checks.find((c: { name: string }) => c.name === "GET /api/feedback/count req/s (reported)")?.pass).toBe(true);
    expect(r.checks.find((c: { name: string }) => c.name === "GET /api/feedback/count errors")?.pass).toBe(true);
  });

  it("fails a POST with errors or rows that were answered but not stored", () => {
    const app = { ...run(100), failures: 1, stored: 99, answered2xx: 100 };
    const r = evaluate({
      load: {
        "POST /api/feedback": { method: "POST", measured: true, app, limit: run(1000), ratio: 0.1 },
      },
    });
    expect(r.checks.map((c: { name: string; pass: boolean | null }) => [c.name, c.pass])).toEqual([
      ["POST /api/feedback req/s (reported)", true],
      ["POST /api/feedback p99 (reported)", true],
      ["POST /api/feedback errors", false],
      ["POST /api/feedback rows stored / 2xx", false],
    ]);
  });

  it("accepts rows of requests still in flight when the load stopped, but no more, and never fewer than the 2xx", () => {
    const check = (stored: number) => {
      const app = { ...run(600), stored, answered2xx: 100, unanswered: 50 };
      const r = evaluate({ load: { "POST /api/feedback": { method: "POST", measured: true, app, limit: run(1000), ratio: 0.6 } } });
      return r.checks.find((c: { name: string }) => c.name === "POST /api/feedback rows stored / 2xx")?.pass;
    };
    expect([check(99), check(100), check(150), check(151)]).toEqual([false, true, true, false]);
  });

  it("reports pages that do not exist as not measured, never as pass or fail", () => {
    const r = evaluate({
      load: { "/blog/x": { method: "GET", measured: false, reason: "app answers HTTP 404" } },
      js: {
        floor: { measured: true, gzip: 100_000 },
        pages: { "/privacy": { measured: false, status: 404 } },
      },
      lighthouse: { "/privacy": { measured: false, reason: "app answers HTTP 404" } },
    });
    expect(r).toMatchObject({ passed: 0, failed: 0, notMeasured: 3 });
  });

  it("measures script over the floor in kB of 1000 bytes", () => {
    const js = (gzip: number) => ({ measured: true, gzip });
    const r = evaluate({
      js: {
        floor: js(100_000),
        pages: { "/": js(130_000), "/privacy": js(110_001), "/blog": js(500_000) },
      },
    });
    expect(r.checks.map((c: { name: string; pass: boolean | null }) => [c.name, c.pass])).toEqual([
      ["script / over floor", true],
      ["script /privacy over floor", false],
    ]);
  });

  it("requires every Lighthouse score at 100, CLS 0 and TBT under 100 ms", () => {
    const page = {
      measured: true,
      performance: 100,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcp: 900,
      cls: 0.0002,
      tbt: 99,
    };
    expect(evaluate({ lighthouse: { "/": page } }).failed).toBe(0);
    const r = evaluate({ lighthouse: { "/": { ...page, performance: 99, cls: 0.01, tbt: 100 } } });
    expect(r.failed).toBe(3);
  });
});

describe("bench seed", () => {
  it("has 20 distinct slugs and long markdown bodies", () => {
    expect(new Set(POSTS.map((p: { slug: string }) => p.slug)).size).toBe(20);
    expect(slugify("Replacing a laptop battery, safely!")).toBe(
      "replacing-a-laptop-battery-safely",
    );
    const body = postMarkdown(0, "A title");
    expect(body.split(/\s+/).length).toBeGreaterThan(600);
    expect(body).toMatch(/^## Step 1/m);
    expect(body).toContain("```text");
  });
});

describe("bench profile summary", () => {
  it("attributes sample time to parts and functions", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "profile-"));
    const file = path.join(dir, "x.cpuprofile");
    const frame = (functionName: string, url: string) => ({
      functionName,
      url,
      lineNumber: 0,
      columnNumber: 0,
      scriptId: "0",
    });
    writeFileSync(
      file,
      JSON.stringify({
        nodes: [
          { id: 1, callFrame: frame("(idle)", "") },
          {
            id: 2,
            callFrame: frame(
              "renderToHTML",
              "file:///x/node_modules/next/dist/compiled/react-dom/cjs/server.js",
            ),
          },
          { id: 3, callFrame: frame("writeHead", "node:_http_server") },
        ],
        samples: [1, 2, 2, 3],
        timeDeltas: [4000, 3000, 3000, 2000],
      }),
    );
    const summary = await summariseProfile(file);
    expect(summary.totalMs).toBe(12);
    expect(summary.busyMs).toBe(8);
    expect(summary.parts[0]).toEqual({
      name: "react-dom server render",
      ms: 6,
      pct: 50,
      pctOfBusy: 75,
    });
    expect(summary.top[0]?.name).toContain("renderToHTML");
  });
});

describe("bench Lighthouse runs", () => {
  it("reports the median run by performance score", () => {
    const runs = [
      { performance: 70, tbt: 2800 },
      { performance: 100, tbt: 10 },
      { performance: 98, tbt: 90 },
    ];
    expect(medianRun(runs)).toEqual({ performance: 98, tbt: 90 });
    expect(medianRun([runs[0]!])).toEqual(runs[0]);
  });
});
