// CSV for the admin exports (RFC 4180). Cells that a spreadsheet would run as a formula are
// prefixed with a quote, so an exported submission can never execute in the admin's spreadsheet.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (row: readonly unknown[]) => row.map(csvCell).join(",") + "\r\n";

/**
 * The same CSV as a byte stream, one chunk per batch of rows, read only as fast as the client
 * takes it: the download starts at once and memory holds one batch. Cancelling the download ends
 * the batches (and so releases what produces them).
 */
export function csvStream(header: readonly string[], batches: AsyncIterator<readonly (readonly unknown[])[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine(header)));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map(csvLine).join("")));
    },
    async cancel() {
      await batches.return?.(undefined);
    },
  });
}
