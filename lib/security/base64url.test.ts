import { describe, expect, it } from "vitest";
import { decodeCanonicalBase64url } from "@/lib/security/base64url";
import { otherSpellings } from "@/tests/base64url-spellings";


describe("decodeCanonicalBase64url", () => {
  it.each([1, 2, 32, 64])("accepts the canonical encoding of %i bytes and refuses every other spelling of them", (n) => {
    const bytes = Buffer.from(Array.from({ length: n }, (_, i) => (i * 37 + 11) & 255));
    const text = bytes.toString("base64url");
    expect(decodeCanonicalBase64url(text)).toEqual(bytes);
    const others = otherSpellings(text);
    expect(others.length).toBe(n % 3 === 0 ? 0 : n % 3 === 1 ? 15 : 3);
    for (const other of others) expect(decodeCanonicalBase64url(other)).toBeNull();
  });

  it.each([["padding", "QQ=="], ["standard alphabet", "a+b/"], ["a space", "QQ Q"], ["a lone character", "Q"]])("refuses %s", (_name, text) => {
    expect(decodeCanonicalBase64url(text)).toBeNull();
  });
});
