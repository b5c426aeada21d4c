import { describe, expect, it } from "vitest";
import { onOff, readEnv } from "@/lib/env";

describe("the one on/off parser", () => {
  it("reads on/off, 1/0, true/false, yes/no in any case, with spaces, and the default when unset or empty", () => {
    const on = onOff(false);
    for (const value of ["on", "ON", " 1 ", "true", "Yes"]) expect(on.parse(value), value).toBe(true);
    for (const value of ["off", "0", "FALSE", " no "]) expect(on.parse(value), value).toBe(false);
    expect(on.parse(undefined)).toBe(false);
    expect(onOff(true).parse(undefined)).toBe(true);
    expect(onOff(true).parse("")).toBe(true);
  });

  it("refuses anything else at start rather than reading it as off", () => {
    expect(() => readEnv({ CONTACT_CONFIRMATION: "maybe" })).toThrow(/CONTACT_CONFIRMATION: must be on or off/);
    expect(readEnv({ CONTACT_CONFIRMATION: "yes", ENABLE_TEST_ROUTES: "off" })).toMatchObject({ CONTACT_CONFIRMATION: true, ENABLE_TEST_ROUTES: false });
  });
});

describe("the site's locale and time zone", () => {
  it("defaults to en-GB and UTC, takes others, and refuses unknown ones at start", () => {
    expect(readEnv({})).toMatchObject({ SITE_LOCALE: "en-GB", SITE_TIMEZONE: "UTC" });
    expect(readEnv({ SITE_LOCALE: "fr-FR", SITE_TIMEZONE: "Europe/Paris" })).toMatchObject({ SITE_LOCALE: "fr-FR", SITE_TIMEZONE: "Europe/Paris" });
    expect(() => readEnv({ SITE_TIMEZONE: "Mars/Olympus" })).toThrow(/SITE_TIMEZONE/);
    expect(() => readEnv({ SITE_LOCALE: "not a locale!" })).toThrow(/SITE_LOCALE/);
  });
});

describe("the keep-alive timeout Next's server.js reads", () => {
  it("is Node's own unless set or empty; anything but whole milliseconds from 1 s is refused at start", () => {
    expect(readEnv({}).KEEP_ALIVE_TIMEOUT).toBeUndefined();
    expect(readEnv({ KEEP_ALIVE_TIMEOUT: "" }).KEEP_ALIVE_TIMEOUT).toBeUndefined();
    expect(readEnv({ KEEP_ALIVE_TIMEOUT: "65000" }).KEEP_ALIVE_TIMEOUT).toBe(65_000);
    for (const value of ["65s", "-1", "500"]) expect(() => readEnv({ KEEP_ALIVE_TIMEOUT: value }), value).toThrow(/KEEP_ALIVE_TIMEOUT/);
  });
});
