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

/** A whole CSV document at once (the analytics tables, built in the browser from what is shown). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map(csvLine).join("");
}

/**
 * A CSV download: the header line, then each chunk of lines as the client reads it (pull), so
 * the download starts at once and memory holds one chunk. Cancelling the download ends the
 * chunks (and so releases what produces them). The lines come from PostgreSQL as bytes
 * (streamLines in lib/data/list-query.ts), quoted by the same rules as csvCell.
 */
export function csvStream(header: readonly string[], chunks: AsyncIterator<string | Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine(header)));
    },
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(typeof next.value === "string" ? encoder.encode(next.value) : next.value);
    },
    async cancel() {
      await chunks.return?.(undefined);
    },
  });
}
