import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pool } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { copyCsv, inlineParameters, plain, typed } from "@/lib/data/list-query";

async function collect(chunks: AsyncGenerator<Buffer>) {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts).toString("utf8");
}

const sql = Prisma.sql;

describe("copyCsv (COPY ... TO STDOUT (FORMAT csv, HEADER))", () => {
  it("streams the header and every row of a large result, multi-byte text across chunks", async () => {
    const text = await collect(
      copyCsv([plain("n", sql`n`), typed("text", sql`'row ' || n || ' – ünïcödé "q", ' || repeat('x', n % 50)`)], sql`FROM generate_series(1, ${200_000}) AS n ORDER BY n`),
    );
    const lines = text.split("\n");
    expect(lines.pop()).toBe("");
    expect(lines).toHaveLength(200_001);
    expect(lines[0]).toBe("n,text");
    expect(lines[1]).toBe('1,"row 1 – ünïcödé ""q"", x"');
    expect(lines[200_000]).toBe('200000,"row 200000 – ünïcödé ""q"", "');
  });

  it("quotes typed text always, leaves our own values bare, and writes NULL as an empty cell", async () => {
    const text = await collect(
      copyCsv([plain("id", sql`n`), typed("v", sql`x`)], sql`FROM (VALUES (1, 'a'), (2, ''), (3, NULL), (4, 'multi' || chr(13) || chr(10) || 'line'), (5, 'a;b'), (6, 'tab' || chr(9))) AS t(n, x) ORDER BY n`),
    );
    expect(text).toBe('id,v\n1,"a"\n2,""\n3,\n4,"multi\r\nline"\n5,"a;b"\n6,"tab\t"\n');
  });

  // Cells a spreadsheet would run as a formula get a leading quote (csv_safe), after NFKC
  // normalisation (full-width signs) and behind spaces or control characters; others are kept.
  const FORMULAS: [string, string][] = [
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["+1", "'+1"],
    ["-2", "'-2"],
    ["@cmd", "'@cmd"],
    ["\tTab first", "'\tTab first"],
    ["\rCR first", "'\rCR first"],
    ['=SUM(A1,"x")', `'=SUM(A1,"x")`],
    ["＝1+1", "'＝1+1"],
    ["﹦1", "'﹦1"],
    ["  =cmd", "'  =cmd"],
    ["\u00a0+1", "'\u00a0+1"],
    ["\u0001@x", "'\u0001@x"],
    ["mid=dle", "mid=dle"],
    ["a'b", "a'b"],
    ["plain", "plain"],
  ];
  it("neutralises formulas in typed text, and only there", async () => {
    const cells = FORMULAS.map(([cell]) => cell);
    const rows = await pool().query<{ v: string }>("SELECT csv_safe(c) AS v FROM unnest($1::text[]) WITH ORDINALITY AS t(c, n) ORDER BY n", [cells]);
    expect(rows.rows.map((r) => r.v)).toEqual(FORMULAS.map(([, safe]) => safe));
    const text = await collect(copyCsv([plain("ours", sql`'-3'`), typed("theirs", sql`'-3'`)], sql``));
    expect(text).toBe(`ours,theirs\n-3,"'-3"\n`);
  });

  // csv_safe answers cells that start with printable ASCII other than = + @ - at once, without
  // NFKC (its second migration). The rule as first written (its first migration, loaded as a
  // temporary function) must give the same answer for every cell, shortcut or not.
  it("gives the answers of the full NFKC rule for any cell, through its ASCII shortcut or not", async () => {
    const first = readFileSync(path.join(process.cwd(), "prisma/migrations/20261126000000_csv_by_copy/migration.sql"), "utf8");
    const rule = /CREATE OR REPLACE FUNCTION csv_safe\(cell text\)[\s\S]*?END;/.exec(first)?.[0];
    expect(rule).toBeDefined();
    // Starts and characters that matter to the rule: formula signs in their ASCII and folded
    // forms, spaces and controls of every kind the rule skips, combining marks that compose
    // with the character before them (= and U+0338 make ≠), ligatures that NFKC expands.
    const pieces = fc.constantFrom(..."=+@-＝＋＠－﹦﹢﹣⁺₊ \t\r\n\f\v\u00a0\u2003\u3000\ufeff\u0001\u001f\u0301\u0338\u20e3ﬁ①aZ09'\"<>!~é", "e\u0301", "=\u0338", "<\u0338", "");
    const cells = fc.sample(fc.array(pieces, { maxLength: 5 }).map((parts) => parts.join("")), { numRuns: 3000, seed: 20261128 });
    cells.push(...FORMULAS.map(([cell]) => cell));
    const client = await pool().connect();
    try {
      await client.query(rule!.replace("FUNCTION csv_safe(", "FUNCTION pg_temp.csv_safe_rule("));
      const { rows } = await client.query<{ c: string; now: string; rule: string }>(
        "SELECT c, csv_safe(c) AS now, pg_temp.csv_safe_rule(c) AS rule FROM unnest($1::text[]) AS t(c)",
        [cells],
      );
      const differ = rows.filter((r) => r.now !== r.rule).map((r) => JSON.stringify(r));
      expect(differ).toEqual([]);
      // The sample reaches both branches of the shortcut and both answers of the rule.
      expect(rows.some((r) => r.now !== r.c)).toBe(true);
      expect(rows.some((r) => r.now === r.c && /^[\x21-\x7e]/.test(r.c) && !/^[=+@-]/.test(r.c))).toBe(true);
    } finally {
      client.release();
    }
  });

  it("writes parameters in as literals that match exactly what a parameter would", async () => {
    const tricky = `it's a \\ back'slash'' $1`;
    const query = sql`SELECT v FROM (VALUES (${tricky}::text)) AS t(v) WHERE v = ${tricky} AND ${3} = 3`;
    expect(inlineParameters(query)).not.toContain("$2");
    expect(await collect(copyCsv([plain("v", sql`v`)], sql`FROM (VALUES (${tricky}::text)) AS t(v) WHERE v = ${tricky} AND ${3} = 3`))).toBe(`v\n${tricky}\n`);
    expect(() => inlineParameters(sql`SELECT ${{ a: 1 }}`)).toThrow(/cannot be written/);
  });

  it("stops the COPY and gives the connection back when the download is cancelled", async () => {
    const before = pool().totalCount;
    const chunks = copyCsv([plain("y", sql`repeat('y', 100)`)], sql`FROM generate_series(1, 5000000)`);
    await chunks.next();
    await chunks.return(undefined);
    // The connection that ran the COPY is closed rather than reused; the pool still works.
    const running = async () =>
      (await pool().query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'COPY (SELECT repeat%' AND state = 'active' AND pid <> pg_backend_pid()")).rows[0].n;
    await expect.poll(running, { timeout: 5000 }).toBe(0);
    expect(pool().totalCount).toBeLessThanOrEqual(before + 1);
  });
});
