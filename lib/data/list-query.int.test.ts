import { describe, expect, it } from "vitest";
import { pool } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { inlineParameters, streamLines } from "@/lib/data/list-query";

async function collect(lines: AsyncGenerator<Buffer>) {
  const chunks: Buffer[] = [];
  for await (const chunk of lines) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

describe("streamLines (COPY in binary format)", () => {
  it("hands on every row's bytes, ended by CRLF, across chunk boundaries", async () => {
    // ~200,000 rows of multi-byte text: many COPY chunks, rows cut at their ends.
    const query = Prisma.sql`SELECT 'row ' || n || ' – ünïcödé "q", ' || repeat('x', n % 50) FROM generate_series(1, ${200_000}) AS n ORDER BY n`;
    const text = await collect(streamLines(query));
    const lines = text.split("\r\n");
    expect(lines.pop()).toBe("");
    expect(lines).toHaveLength(200_000);
    expect(lines[0]).toBe('row 1 – ünïcödé "q", x');
    expect(lines[199_999]).toBe(`row 200000 – ünïcödé "q", `);
  });

  it("keeps empty lines, line breaks inside a line, and a NULL as an empty line", async () => {
    const query = Prisma.sql`SELECT x FROM (VALUES (1, 'a'), (2, ''), (3, NULL), (4, '"multi' || chr(13) || chr(10) || 'line"')) AS t(n, x) ORDER BY n`;
    expect(await collect(streamLines(query))).toBe('a\r\n\r\n\r\n"multi\r\nline"\r\n');
  });

  it("writes parameters in as literals that match exactly what a parameter would", async () => {
    const tricky = `it's a \\ back'slash'' $1`;
    const query = Prisma.sql`SELECT v FROM (VALUES (${tricky}::text)) AS t(v) WHERE v = ${tricky} AND ${3} = 3`;
    expect(inlineParameters(query)).not.toContain("$2");
    expect(await collect(streamLines(query))).toBe(`${tricky}\r\n`);
    expect(() => inlineParameters(Prisma.sql`SELECT ${{ a: 1 }}`)).toThrow(/cannot be written/);
  });

  it("stops the COPY and gives the connection back when the download is cancelled", async () => {
    const before = pool().totalCount;
    const lines = streamLines(Prisma.sql`SELECT repeat('y', 100) FROM generate_series(1, 5000000)`);
    await lines.next();
    await lines.return(undefined);
    // The connection that ran the COPY is closed rather than reused; the pool still works.
    const running = async () =>
      (await pool().query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'COPY (SELECT repeat%' AND state = 'active' AND pid <> pg_backend_pid()")).rows[0].n;
    const deadline = Date.now() + 5000;
    while ((await running()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await running()).toBe(0);
    expect(pool().totalCount).toBeLessThanOrEqual(before + 1);
  });
});
