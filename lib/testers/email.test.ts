import { describe, expect, it } from "vitest";
import { emailKeyOf, isDisposableEmail, normalizeEmail } from "@/lib/testers/email";

describe("normalizeEmail", () => {
  it("drops dots and +tags at Gmail, and folds googlemail.com into gmail.com", () => {
    expect(normalizeEmail("Same.Person+x@gmail.com")).toBe("sameperson@gmail.com");
    expect(normalizeEmail("sameperson@GMAIL.COM")).toBe("sameperson@gmail.com");
    expect(normalizeEmail("s.a.m.e.person+a+b@googlemail.com")).toBe("sameperson@gmail.com");
  });

  it("drops +tags but keeps dots where the provider only ignores tags", () => {
    expect(normalizeEmail("First.Last+news@Outlook.com")).toBe("first.last@outlook.com");
    expect(normalizeEmail("me+shop@icloud.com")).toBe("me@icloud.com");
    expect(normalizeEmail("me+x@proton.me")).toBe("me@proton.me");
  });

  it("only lower-cases other providers' addresses", () => {
    expect(normalizeEmail("First.Last+tag@Example.COM")).toBe("first.last+tag@example.com");
    expect(normalizeEmail(" a@b.org ")).toBe("a@b.org");
  });
});

describe("isDisposableEmail", () => {
  it("refuses domains on the package's list, in any case", () => {
    expect(isDisposableEmail("someone@mailinator.com")).toBe(true);
    expect(isDisposableEmail("someone@YOPMAIL.com")).toBe(true);
  });

  it("refuses subdomains of the wildcard list", () => {
    expect(isDisposableEmail("someone@anything.33m.co")).toBe(true);
  });

  it("accepts ordinary providers", () => {
    expect(isDisposableEmail("someone@gmail.com")).toBe(false);
    expect(isDisposableEmail("someone@example.com")).toBe(false);
    expect(isDisposableEmail("someone@company.co.uk")).toBe(false);
  });
});

describe("emailKeyOf", () => {
  it("is the normalised address, or null without one", () => {
    expect(emailKeyOf(" Same.Person+x@GMail.com ")).toBe("sameperson@gmail.com");
    expect(emailKeyOf("")).toBeNull();
    expect(emailKeyOf(null)).toBeNull();
    expect(emailKeyOf(undefined)).toBeNull();
  });
});
