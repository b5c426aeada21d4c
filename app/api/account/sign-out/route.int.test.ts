import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/account/sign-out/route";
import { getTokenAdmin } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { getRequestMember, MEMBER_COOKIE } from "@/lib/members/session";
import { request, resetDatabase } from "@/tests/integration/helpers";
import { memberCookieOf, signInMember } from "@/tests/integration/members";

const signOut = (cookie?: string) => POST(request("/api/account/sign-out", { method: "POST", body: {}, cookie }));
const memberOf = (cookie: string) => getRequestMember(request("/account", { cookie }));

beforeAll(resetDatabase);

describe("member sessions", () => {
  it("end at sign-out: the row is revoked (a copied cookie stops working) and the cookie is cleared", async () => {
    const cookie = await signInMember("leaving@example.com");
    const other = await signInMember("leaving@example.com");
    expect(await memberOf(cookie)).not.toBeNull();
    const response = await signOut(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(memberCookieOf(response)).toBe("");
    expect(response.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
    expect(await memberOf(cookie)).toBeNull();
    // Only this device's session ends.
    expect(await memberOf(other)).toMatchObject({ email: "leaving@example.com" });
    expect(await db.memberSession.count({ where: { revokedAt: { not: null } } })).toBe(1);
  });

  it("answer a sign-out without a session by clearing the cookie only", async () => {
    const response = await signOut();
    expect(response.status).toBe(200);
    expect(memberCookieOf(response)).toBe("");
    expect((await signOut(`${MEMBER_COOKIE}=not-a-token`)).status).toBe(200);
  });

  it("end at their absolute lifetime, counted from the sign-in", async () => {
    const cookie = await signInMember("old@example.com");
    const startedLongAgo = new Date(Date.now() - env.MEMBER_SESSION_LIFETIME_SECONDS * 1000 - 1000);
    await db.memberSession.updateMany({ where: { member: { emailKey: "old@example.com" } }, data: { createdAt: startedLongAgo } });
    expect(await memberOf(cookie)).toBeNull();
    // The next sign-in of that member prunes the ended row.
    await signInMember("old@example.com");
    expect(await db.memberSession.count({ where: { member: { emailKey: "old@example.com" } } })).toBe(1);
  });

  it("are never an admin's: a member cookie opens no admin call", async () => {
    const cookie = await signInMember("not-admin@example.com");
    expect(await getTokenAdmin(request("/api/admin/session", { cookie }))).toBeNull();
  });
});
