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
