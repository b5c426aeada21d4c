// CSV for the admin exports (RFC 4180). Cells that a spreadsheet would run as a formula are
// prefixed with a quote, so an exported submission can never execute in the admin's spreadsheet.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (row: readonly unknown[]) => row.map(csvCell).join(",") + "\r\n";

/** A whole CSV document at once (the analytics tables, built in the browser from what is shown). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map(csvLine).join("");
}

/**
 * A CSV download: the header line, then each chunk of lines as the client reads it (pull), so
 * the download starts at once and memory holds one chunk. Cancelling the download ends the
 * chunks (and so releases what produces them). The lines come from PostgreSQL (csvLine in
 * lib/data/list-query.ts), quoted by the same rules as csvCell.
 */
export function csvStream(header: readonly string[], chunks: AsyncIterator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine(header)));
    },
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return?.(undefined);
    },
  });
}
