// CSV for the admin exports (RFC 4180). Cells that a spreadsheet would run as a formula are
// prefixed with a quote, so an exported submission can never execute in the admin's spreadsheet
// (OWASP's CSV injection advice). The test runs on the NFKC form, so a full-width "＝" or "＋"
// that a spreadsheet folds to "=" or "+" is caught too, as is a formula behind leading spaces.
const FORMULA_START = /^[\s\u0000-\u001f]*[=+\-@]|^[\t\r]/;
// Quoted whenever it holds a separator (comma, or the semicolon and tab of other locales), a
// quote or a line break, so that no part of it can become a cell of its own.
const NEEDS_QUOTES = /[",;\t\r\n]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  // Numbers and dates are ours, not user text: "-3" is a number, not a formula.
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text.normalize("NFKC"))) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (row: readonly unknown[]) => row.map(csvCell).join(",") + "\r\n";

/**
 * A whole CSV document at once: the analytics tables, saved in the browser from what the screen
 * shows. The admin's exports of submissions are written by PostgreSQL (COPY, csv_safe).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map(csvLine).join("");
}
