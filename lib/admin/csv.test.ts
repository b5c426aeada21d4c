import { describe, expect, it } from "vitest";
import { csvCell, csvLine, csvStream } from "@/lib/admin/csv";

async function* chunks(...rows: unknown[][][]) {
  for (const batch of rows) yield batch.map(csvLine).join("");
}

describe("CSV export", () => {
  it("quotes commas, quotes and line breaks, one chunk per batch after the header", async () => {
    const stream = csvStream(["a", "b"], chunks([["x,y", 'say "hi"']], [["line\nbreak", null]]));
    const text = await new Response(stream).text();
    expect(text).toBe('a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",\r\n');
  });

  it("neutralises spreadsheet formulas and writes dates as ISO", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell(new Date("2025-01-02T03:04:05.000Z"))).toBe("2025-01-02T03:04:05.000Z");
    expect(csvCell(4)).toBe("4");
  });
});
