import { describe, expect, it } from "vitest";
import { describeUserAgent, optedOut, referrerHost, utmParameters, visitorHash } from "@/lib/analytics/visitor";

const salt = new Uint8Array(32).fill(7);
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

describe("visitorHash", () => {
  it("is stable for one salt, site, address and user agent, and changes with any of them", () => {
    const base = visitorHash(salt, "stepwise.app", "203.0.113.1", CHROME);
    expect(typeof base).toBe("bigint");
    expect(visitorHash(salt, "stepwise.app", "203.0.113.1", CHROME)).toBe(base);
    expect(visitorHash(new Uint8Array(32).fill(8), "stepwise.app", "203.0.113.1", CHROME)).not.toBe(base);
    expect(visitorHash(salt, "other.app", "203.0.113.1", CHROME)).not.toBe(base);
    expect(visitorHash(salt, "stepwise.app", "203.0.113.2", CHROME)).not.toBe(base);
    expect(visitorHash(salt, "stepwise.app", "203.0.113.1", `${CHROME} x`)).not.toBe(base);
  });

  it("keeps fields apart (no ambiguity between address and user agent)", () => {
    expect(visitorHash(salt, "s", "1.2.3.4", "5 UA")).not.toBe(visitorHash(salt, "s", "1.2.3.45", " UA"));
  });

  it("fits a signed 64-bit column", () => {
    const h = visitorHash(salt, "s", "::1", "ua");
    expect(h >= -(2n ** 63n) && h < 2n ** 63n).toBe(true);
  });
});

describe("describeUserAgent", () => {
  it.each([
    [CHROME, { device: "Desktop", browser: "Chrome", os: "Windows" }],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1", { device: "Mobile", browser: "Mobile Safari", os: "iOS" }],
    ["Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1", { device: "Tablet", browser: "Mobile Safari", os: "iOS" }],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", { device: "Desktop", browser: "Firefox", os: "Linux" }],
    ["curl/8.0", { device: "Desktop", browser: "Unknown", os: "Unknown" }],
  ])("%s", (ua, expected) => {
    expect(describeUserAgent(ua)).toEqual(expected);
  });
});

describe("referrerHost", () => {
  it("keeps only the host, without www", () => {
    expect(referrerHost("https://www.Google.com/search?q=secret", "stepwise.app")).toBe("google.com");
  });
  it("drops our own site, other schemes, garbage and nothing", () => {
    expect(referrerHost("https://stepwise.app/blog", "stepwise.app")).toBeNull();
    expect(referrerHost("https://www.stepwise.app/", "stepwise.app")).toBeNull();
    expect(referrerHost("javascript:alert(1)", "stepwise.app")).toBeNull();
    expect(referrerHost("not a url", "stepwise.app")).toBeNull();
    expect(referrerHost(undefined, "stepwise.app")).toBeNull();
  });
});

describe("utmParameters", () => {
  it("keeps utm_source, utm_medium and utm_campaign, lower-cased and bounded, and nothing else", () => {
    expect(utmParameters("?utm_source=Twitter&utm_medium=social&utm_campaign=Launch&email=a@b.c")).toEqual({
      utmSource: "twitter",
      utmMedium: "social",
      utmCampaign: "launch",
    });
    expect(utmParameters(`?utm_source=${"x".repeat(500)}`).utmSource).toHaveLength(100);
    expect(utmParameters(undefined)).toEqual({ utmSource: null, utmMedium: null, utmCampaign: null });
    expect(utmParameters("?utm_source=")).toEqual({ utmSource: null, utmMedium: null, utmCampaign: null });
  });
});

describe("optedOut", () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  it("honours Do Not Track and Global Privacy Control", () => {
    expect(optedOut(headers({ dnt: "1" }))).toBe(true);
    expect(optedOut(headers({ "sec-gpc": "1" }))).toBe(true);
    expect(optedOut(headers({ dnt: "0" }))).toBe(false);
    expect(optedOut(headers({}))).toBe(false);
  });
});
