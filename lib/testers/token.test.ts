import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { TOKEN_LENGTH, newNonce, parseTesterToken, signTesterToken } from "@/lib/testers/token";
import { otherSpellings } from "@/tests/base64url-spellings";

const SECRET = "unit-test-secret-unit-test-secret";

describe("tester confirmation token", () => {
  const id = randomUUID();
  const nonce = newNonce();
  const token = signTesterToken(id, nonce, SECRET);

  it("round-trips the reservation id and nonce", () => {
    expect(token).toHaveLength(TOKEN_LENGTH);
    expect(parseTesterToken(token, SECRET)).toEqual({ kind: "valid", testerId: id, nonce });
  });

  it("calls a token signed with another secret, or altered, forged", () => {
    expect(parseTesterToken(signTesterToken(id, nonce, "another-secret-another-secret"), SECRET)).toEqual({ kind: "forged" });
    const flipped = token.slice(0, 10) + (token[10] === "A" ? "B" : "A") + token.slice(11);
    expect(parseTesterToken(flipped, SECRET)).toEqual({ kind: "forged" });
  });

  it("calls a token cut short, lengthened or with foreign characters malformed", () => {
    expect(parseTesterToken(token.slice(0, -1), SECRET)).toEqual({ kind: "malformed" });
    expect(parseTesterToken(token.slice(0, 40), SECRET)).toEqual({ kind: "malformed" });
    expect(parseTesterToken(`${token}A`, SECRET)).toEqual({ kind: "malformed" });
    expect(parseTesterToken(`${token.slice(0, -1)}=`, SECRET)).toEqual({ kind: "malformed" });
    expect(parseTesterToken("", SECRET)).toEqual({ kind: "malformed" });
    expect(parseTesterToken(null, SECRET)).toEqual({ kind: "malformed" });
  });

  it("refuses every other spelling of a token (its last character's unused low bits set)", () => {
    const spellings = otherSpellings(token);
    expect(spellings).toHaveLength(15);
    for (const spelling of spellings) expect(parseTesterToken(spelling, SECRET)).toEqual({ kind: "malformed" });
  });

  it("gives every link of one reservation its own token", () => {
    expect(signTesterToken(id, newNonce(), SECRET)).not.toBe(token);
  });
});
