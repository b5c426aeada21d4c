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
    expect(normalizeEmail("a.b+x@fastmail.com")).toBe("a.b@fastmail.com");
  });

  it.each([
    ["Proton's four domains", ["jane@proton.me", "Jane@protonmail.com", "jane+news@protonmail.ch", "jane+x@PM.me"], "jane@proton.me"],
    ["iCloud, me.com and mac.com", ["tim@icloud.com", "tim+a@me.com", "TIM@mac.com"], "tim@icloud.com"],
    ["Yandex's domains, +tags, and a dot for a hyphen", ["ivan-petrov@yandex.ru", "ivan.petrov@yandex.com", "ivan-petrov+shop@ya.ru", "Ivan.Petrov@yandex.by", "ivan-petrov@yandex.kz", "ivan-petrov@yandex.ua", "ivan-petrov@yandex.com.tr", "ivan-petrov@narod.ru"], "ivan-petrov@yandex.ru"],
    ["Gmail and googlemail", ["a.da@gmail.com", "ada+1@googlemail.com", "A.D.A@GMAIL.COM"], "ada@gmail.com"],
  ])("keys every spelling of one mailbox at %s once", (_, spellings, key) => {
    expect(new Set(spellings.map(normalizeEmail))).toEqual(new Set([key]));
  });

  it("keeps providers' separate mailboxes apart", () => {
    expect(normalizeEmail("me@outlook.com")).not.toBe(normalizeEmail("me@hotmail.com"));
    expect(normalizeEmail("jane@proton.me")).not.toBe(normalizeEmail("jane@icloud.com"));
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

  it.each(["tempmail.com", "mail.tm", "emailondeck.com", "minuteinbox.com"])("refuses our addition %s and its subdomains", (domain) => {
    expect(isDisposableEmail(`someone@${domain}`)).toBe(true);
    expect(isDisposableEmail(`someone@x.${domain.toUpperCase()}`)).toBe(true);
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
