import { describe, expect, it, vi } from "vitest";
import { otherSpellings } from "@/tests/base64url-spellings";

vi.hoisted(() => {
  process.env.NEXTAUTH_SECRET = "unit-test-secret-unit-test-secret-0123";
  process.env.SITE_URL = "https://stepwise.example";
});

import { isVisitorEmail, unsubscribeHeaders, unsubscribeToken, verifyUnsubscribeToken, withUnsubscribeFooter } from "@/lib/email/unsubscribe";

describe("unsubscribe tokens", () => {
  it("round-trip the normalised address", () => {
    expect(verifyUnsubscribeToken(unsubscribeToken("  Ada@Example.COM "))).toBe("ada@example.com");
  });

  it("refuse forged, truncated, re-encoded and malformed tokens", () => {
    const token = unsubscribeToken("ada@example.com");
    const [payload, signature] = token.split(".") as [string, string];
    const other = unsubscribeToken("eve@example.com").split(".")[1]!;
    for (const bad of [
      `${payload}.${other}`,
      token.slice(0, -1),
      `${Buffer.from("ADA@example.com").toString("base64url")}.${signature}`,
      `${payload}.${signature}x`,
      `${payload}`,
      "",
      null,
      42,
      `${"A".repeat(2000)}.${signature}`,
      ...otherSpellings(payload).map((p) => `${p}.${signature}`),
      ...otherSpellings(signature).map((s) => `${payload}.${s}`),
    ]) {
      expect(verifyUnsubscribeToken(bad), String(bad)).toBeNull();
    }
  });
});

describe("the unsubscribe footer and headers", () => {
  const message = { kind: "suggestion_update", to: "ada@example.com", html: "<html><body><p>Hi</p></body></html>", text: "Hi" };

  it("go on every visitor e-mail, and not on the owner's notification", () => {
    expect(isVisitorEmail("contact_notification")).toBe(false);
    expect(isVisitorEmail("tester_confirmation")).toBe(true);
    const withFooter = withUnsubscribeFooter(message);
    const url = `https://stepwise.example/unsubscribe?token=${unsubscribeToken("ada@example.com")}`;
    expect(withFooter.text).toContain(`Unsubscribe: ${url}`);
    expect(withFooter.html).toContain(`<a href="${url}"`);
    expect(withFooter.html.endsWith("</p></body></html>")).toBe(true);
    expect(unsubscribeHeaders(message.kind, message.to)).toEqual({
      "List-Unsubscribe": `<https://stepwise.example/api/unsubscribe?token=${unsubscribeToken("ada@example.com")}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const owner = { ...message, kind: "contact_notification" };
    expect(withUnsubscribeFooter(owner)).toEqual(owner);
    expect(unsubscribeHeaders(owner.kind, owner.to)).toEqual({});
  });
});
