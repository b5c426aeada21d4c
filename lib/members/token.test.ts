import { describe, expect, it } from "vitest";
import { MEMBER_TOKEN_LENGTH, memberTokenHash, newMemberToken } from "@/lib/members/token";
import { otherSpellings } from "@/tests/base64url-spellings";

describe("member tokens", () => {
  it("are new each time, and hash to what was stored with them", () => {
    const a = newMemberToken();
    const b = newMemberToken();
    expect(a.token).toHaveLength(MEMBER_TOKEN_LENGTH);
    expect(a.token).not.toBe(b.token);
    expect(memberTokenHash(a.token)).toBe(a.hash);
    expect(a.hash).not.toBe(b.hash);
    expect(a.hash).not.toContain(a.token);
  });

  it("refuses every other spelling of the same bytes", () => {
    const { token } = newMemberToken();
    const others = otherSpellings(token);
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(memberTokenHash(other)).toBeNull();
  });

  it("refuses a token cut short, lengthened, padded or with foreign characters, and what is not text", () => {
    const { token } = newMemberToken();
    for (const bad of [token.slice(0, -1), `${token}A`, `${token.slice(0, -1)}=`, `${token.slice(0, -1)}+`, "", " ".repeat(MEMBER_TOKEN_LENGTH)]) {
      expect(memberTokenHash(bad)).toBeNull();
    }
    for (const bad of [null, undefined, 42, ["x"]]) expect(memberTokenHash(bad)).toBeNull();
  });
});
