import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "@/lib/admin/csv";

describe("CSV of the analytics tables", () => {
  it("quotes the separators of other locales (semicolon, tab) and a lone CR", () => {
    expect(csvCell(";=1+1")).toBe('";=1+1"');
    expect(csvCell("a\tb")).toBe('"a\tb"');
    expect(csvCell("a\rb")).toBe('"a\rb"');
    expect(csvCell("plain text")).toBe("plain text");
  });

  it("neutralises spreadsheet formulas and writes dates as ISO", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell("\t=1")).toBe(`"'\t=1"`);
    expect(csvCell("\rx")).toBe(`"'\rx"`);
    expect(csvCell(new Date("2025-01-02T03:04:05.000Z"))).toBe("2025-01-02T03:04:05.000Z");
    expect(csvCell(4)).toBe("4");
    expect(csvCell(-3)).toBe("-3");
  });

  it("neutralises formulas after NFKC normalisation (full-width and small forms) and behind spaces", () => {
    expect(csvCell("＝HYPERLINK(1)")).toBe("'＝HYPERLINK(1)");
    expect(csvCell("＋1")).toBe("'＋1");
    expect(csvCell("－1")).toBe("'－1");
    expect(csvCell("＠SUM(A1)")).toBe("'＠SUM(A1)");
    expect(csvCell("﹦1")).toBe("'﹦1");
    expect(csvCell("  =1+1")).toBe("'  =1+1");
    expect(csvCell("a=1")).toBe("a=1");
  });

  it("a hostile row stays one row of as many cells as the header", () => {
    const csv = toCsv(["a", "b", "c"], [[";=cmd|' /C calc'!A0", 'x"\r\n=1', "＝2"]]);
    expect(csv).toBe(`a,b,c\r\n";=cmd|' /C calc'!A0","x""\r\n=1",'＝2\r\n`);
  });
});
