// @ts-check
// The figure table the adversarial and fault suites print: one row per figure, `ok` null for information.
/**
 * @param {{ phase: string; check: string; figure: string; expected: string; ok: boolean | null }[]} rows
 * @param {number} [maxWidth]
 */
export function printFigureTable(rows, maxWidth = 70) {
  const head = ["phase", "check", "figure", "expected", "result"];
  const body = rows.map((r) => [r.phase, r.check, r.figure, r.expected, r.ok === null ? "info" : r.ok ? "ok" : "FAIL"]);
  const widths = head.map((h, i) => Math.min(maxWidth, Math.max(h.length, ...body.map((b) => b[i]?.length ?? 0))));
  /** @param {string[]} cells */
  const line = (cells) => `| ${cells.map((c, i) => c.slice(0, widths[i]).padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.log(`\n${line(head)}\n|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const b of body) console.log(line(b));
}
