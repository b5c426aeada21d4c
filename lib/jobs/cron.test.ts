import { describe, expect, it } from "vitest";
import { cronEvery } from "@/lib/jobs/cron";

describe("cronEvery", () => {
  it("rounds to whole minutes, at least one", () => {
    expect(cronEvery(1)).toBe("* * * * *");
    expect(cronEvery(60)).toBe("* * * * *");
    expect(cronEvery(300)).toBe("*/5 * * * *");
    expect(cronEvery(3599)).toBe("0 * * * *");
  });

  it("counts whole hours past an hour, daily at most", () => {
    expect(cronEvery(3600)).toBe("0 * * * *");
    expect(cronEvery(6 * 3600)).toBe("0 */6 * * *");
    expect(cronEvery(86_400)).toBe("0 0 * * *");
    expect(cronEvery(30 * 86_400)).toBe("0 0 * * *");
  });
});
