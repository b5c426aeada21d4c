import { describe, expect, it } from "vitest";
import { formatDate, isValidLocale, isValidTimeZone } from "./date";

describe("formatDate", () => {
  const at = "2026-11-25T02:27:41.000Z";

  it("writes every date of the product in the site's locale and time zone (en-GB, UTC by default)", () => {
    expect(formatDate(at, "day")).toBe("25 November 2026");
    expect(formatDate(at, "dateTime")).toBe("25 Nov 2026, 02:27 UTC");
    expect(formatDate("2025-09-30T23:59:59.999Z", "day")).toBe("30 September 2025");
  });

  it("follows another locale and zone", () => {
    const us = { locale: "en-US", timeZone: "America/New_York" };
    expect(formatDate(at, "day", us)).toBe("November 24, 2026");
    expect(formatDate(at, "dateTime", us)).toMatch(/^Nov 24, 2026, 09:27\sPM EST$/);
    expect(formatDate(at, "day", { locale: "de-DE", timeZone: "Europe/Berlin" })).toBe("25. November 2026");
  });

  it("gives the fallback for no date or an invalid one", () => {
    expect(formatDate(null, "day")).toBe("Unknown");
    expect(formatDate("not a date", "day", undefined, "Unknown date")).toBe("Unknown date");
  });

  it("checks locales and zones", () => {
    expect(isValidLocale("en-GB")).toBe(true);
    expect(isValidLocale("not a locale!")).toBe(false);
    expect(isValidTimeZone("Europe/Paris")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
  });
});
