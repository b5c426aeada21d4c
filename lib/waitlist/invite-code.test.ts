import { describe, expect, it } from "vitest";
import { inviteCodeHash, newInviteCode, normaliseInviteCode } from "@/lib/waitlist/invite-code";

describe("invite codes", () => {
  it("are four groups of five base32 characters, different each time", () => {
    const a = newInviteCode();
    expect(a).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
    expect(newInviteCode()).not.toBe(a);
  });

  it("read the same typed loosely: case, spaces, hyphens and look-alike letters", () => {
    const code = "7KQ2M-00111-ABCDE-FGHJK";
    expect(normaliseInviteCode(" 7kq2m 0o1il abcde-fghjk ")).toBe("7KQ2M00111ABCDEFGHJK");
    expect(inviteCodeHash(code.toLowerCase())).toBe(inviteCodeHash(code));
    expect(inviteCodeHash(code)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuse what cannot be a code", () => {
    expect(normaliseInviteCode("7KQ2M-00111-ABCDE-FGHJ")).toBeNull();
    expect(normaliseInviteCode("7KQ2M-00111-ABCDE-FGHJU")).toBeNull();
    expect(inviteCodeHash("")).toBeNull();
  });
});
