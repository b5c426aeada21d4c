import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/data/waitlist", () => ({}));
const { initialsOf } = await import("@/lib/waitlist/leaderboard");

describe("initialsOf", () => {
  it("is the first letter of the local part and of the domain, uppercased", () => {
    expect(initialsOf("ann.smith@bmail.com")).toBe("AB");
    expect(initialsOf("z@example.org")).toBe("ZE");
  });
});
