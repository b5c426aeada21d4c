import { beforeAll, describe, expect, it } from "vitest";
import { POST as eraseCall } from "@/app/api/admin/members/[id]/erase/route";
import { hashPassword } from "@/lib/auth/password";
import { createSessionToken } from "@/lib/auth/session";
import { createAdmin } from "@/lib/data/admin";
import { db } from "@/lib/db";
import { params, request, resetDatabase, sessionCookie } from "@/tests/integration/helpers";

// The admin's erase action: the member's own erasure (lib/members/erase.ts), for a request that
// arrived by other means. Everything of the address goes; other people's rows stay.

let cookie = "";

beforeAll(async () => {
  await resetDatabase();
  const admin = await createAdmin("admin", await hashPassword("password1"));
  cookie = sessionCookie(await createSessionToken(admin));
  for (const [id, email, emailKey] of [
    ["m-gone", "Gone.Person@gmail.com", "goneperson@gmail.com"],
    ["m-kept", "kept@example.com", "kept@example.com"],
  ] as const) {
    await db.member.create({ data: { id, email, emailKey } });
    await db.memberSession.create({ data: { tokenHash: `session-${id}`, memberId: id } });
    await db.$executeRaw`INSERT INTO feedback (id, email, "emailKey", clarity, usage) VALUES (${`fb-${id}`}, ${email}, ${emailKey}, 'c', 'u')`;
    await db.$executeRaw`INSERT INTO feature_suggestions (id, name, description, email, "emailKey", "updatedAt") VALUES (${`fs-${id}`}, 'n', 'd', ${email}, ${emailKey}, now())`;
    await db.$executeRaw`INSERT INTO testers (id, "feedbackId", slot, email, "emailKey", status, "tokenNonce", "expiresAt")
      VALUES (${`t-${id}`}, ${`fb-${id}`}, ${id === "m-gone" ? 1 : 2}, ${email}, ${emailKey}, 'confirmed', 'x', now() + interval '1 day')`;
  }
});

const erase = (id: string, withCookie = cookie) => eraseCall(request(`/api/admin/members/${id}/erase`, { method: "POST", cookie: withCookie }), params({ id }));

describe("POST /api/admin/members/{id}/erase", () => {
  it("answers only an admin", async () => {
    expect((await erase("m-gone", "")).status).toBe(401);
    expect(await db.member.count()).toBe(2);
  });

  it("erases every row of the member's address at once, frees the slot, ends the sessions, and logs it without the address", async () => {
    const response = await erase("m-gone");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, erased: { member: 1, feedback: 1, suggestions: 1, testerSlots: 1 } });
    expect(await db.member.findMany({ select: { id: true } })).toEqual([{ id: "m-kept" }]);
    expect(await db.memberSession.findMany({ select: { memberId: true } })).toEqual([{ memberId: "m-kept" }]);
    expect(await db.feedback.findMany({ select: { id: true } })).toEqual([{ id: "fb-m-kept" }]);
    expect(await db.featureSuggestion.findMany({ select: { id: true } })).toEqual([{ id: "fs-m-kept" }]);
    expect(await db.tester.findMany({ select: { slot: true } })).toEqual([{ slot: 2 }]);
    // Nothing waits in the trash to be restored.
    expect(await db.trashItem.count()).toBe(0);
    const log = await db.activityLog.findMany({ where: { action: "member_erased" }, select: { detail: true, adminId: true } });
    expect(log).toHaveLength(1);
    expect(log[0]?.detail).toMatch(/^Erased a member's data at their request: 1 feedback entry/);
    expect(log[0]?.detail.toLowerCase()).not.toContain("gone");
    expect(log[0]?.adminId).not.toBeNull();
  });

  it("is a 404 for a member that is not there (or was just erased)", async () => {
    const response = await erase("m-gone");
    expect(response.status).toBe(404);
    expect(await db.member.count()).toBe(1);
  });
});
