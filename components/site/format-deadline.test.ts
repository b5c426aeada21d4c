import { describe, expect, it } from "vitest";
import { formatDeadline } from "./format-deadline";

describe("the programme deadline as the landing page shows it", () => {
  it("reads as en-GB's long date in UTC, for every day of a leap year and around midnight", () => {
    const intl = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    for (let day = 0; day < 366; day++) {
      for (const time of ["T00:00:00.000Z", "T23:59:59.999Z"]) {
        const iso = new Date(Date.UTC(2028, 0, 1 + day)).toISOString().slice(0, 10) + time;
        expect(formatDeadline(iso), iso).toBe(intl.format(new Date(iso)));
      }
    }
    expect(formatDeadline("2026-12-31T23:59:59.000Z")).toBe("31 December 2026");
  });
});
