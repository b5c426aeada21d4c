import { describe, expect, it } from "vitest";
import { csvCell } from "@/lib/admin/csv";
import { db } from "@/lib/db";

// The exports' lines are written by PostgreSQL (csv_cell, migrations 20261125050000 and 20261125060000): the same
// cells as csvCell here, for every case the quoting and formula rules distinguish.
const CELLS = [
  null,
  "",
  "plain",
  "x,y",
  'say "hi"',
  "line\nbreak",
  "carriage\rreturn",
  "=HYPERLINK(1)",
  "+1",
  "-2",
  "@cmd",
  "\tTab first",
  "\rCR first",
  '=SUM(A1,"x")',
  "trailing space ",
  "ünïcödé, ✓",
  "a'b",
  "mid=dle",
  "a;b",
  "tab\tinside",
  "＝1+1",
  "  =cmd",
  "\u00a0+1",
  "\u0001@x",
];

describe("csv_cell in PostgreSQL", () => {
  it("writes every cell as csvCell does", async () => {
    const rows = await db.$queryRaw<{ cell: string }[]>`SELECT csv_cell(c) AS cell FROM unnest(${CELLS}::text[]) WITH ORDINALITY AS t(c, n) ORDER BY n`;
    expect(rows.map((r) => r.cell)).toEqual(CELLS.map(csvCell));
  });
});
