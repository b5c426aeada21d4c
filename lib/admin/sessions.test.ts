import { describe, expect, it } from "vitest";
import { browserLabel, sessionLifetimeInWords } from "@/lib/admin/sessions";

describe("the Sessions section's texts", () => {
  it("names a browser and its system in plain words", () => {
    expect(browserLabel("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36")).toBe("Chrome on Linux");
    expect(browserLabel("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0")).toBe("Firefox on Windows");
    expect(browserLabel("curl/8.5.0")).toBe("Unknown browser");
    expect(browserLabel("")).toBe("Unknown browser");
  });

  it("says the session lifetime in its largest whole unit", () => {
    expect(sessionLifetimeInWords(7 * 86_400)).toBe("7 days");
    expect(sessionLifetimeInWords(86_400)).toBe("1 day");
    expect(sessionLifetimeInWords(12 * 3600)).toBe("12 hours");
    expect(sessionLifetimeInWords(90)).toBe("2 minutes");
  });
});
