import { beforeAll, describe, expect, it } from "vitest";
import { GET as listMembersCall } from "@/app/api/admin/members/route";
import { hashPassword } from "@/lib/auth/password";
import { createSessionToken } from "@/lib/auth/session";
import { createAdmin } from "@/lib/data/admin";
import { decodeCursor, type PageRequest } from "@/lib/data/list-query";
import { getMemberDetail } from "@/lib/data/member-detail";
import { exportMembers, listMembersPage, totalMembers, type MemberFilters } from "@/lib/data/member-list";
import { db } from "@/lib/db";
import { request, resetDatabase, sessionCookie } from "@/tests/integration/helpers";

// The admin's member list on the lists' engine (and one member's detail page): both views (members, addresses never confirmed),
// their filters, search, keyset pages, totals and the CSV export, on rows joined by emailKey.

const base = Date.parse("2026-01-01T00:00:00.000Z");
const at = (minutes: number) => new Date(base + minutes * 60_000);
let n = 0;

async function feedback(email: string, emailKey: string, minutes: number) {
  const id = `fb-${n++}`;
  await db.$executeRaw`INSERT INTO feedback (id, email, "emailKey", clarity, usage, "createdAt") VALUES (${id}, ${email}, ${emailKey}, 'c', 'u', ${at(minutes)})`;
  return id;
}
const suggestion = (email: string, emailKey: string, minutes: number) =>
  db.$executeRaw`INSERT INTO feature_suggestions (id, name, description, email, "emailKey", "createdAt", "updatedAt") VALUES (${`fs-${n++}`}, 'n', 'd', ${email}, ${emailKey}, ${at(minutes)}, now())`;
const contact = (email: string, emailKey: string, minutes: number) =>
  db.$executeRaw`INSERT INTO contact_messages (id, "firstName", "lastName", email, "emailKey", subject, message, "createdAt") VALUES (${`cm-${n++}`}, 'A', 'B', ${email}, ${emailKey}, 's', 'm', ${at(minutes)})`;
async function tester(feedbackId: string, emailKey: string, slot: number, status: "confirmed" | "revoked", holdsSlot: boolean) {
  await db.$executeRaw`INSERT INTO testers (id, "feedbackId", slot, email, "emailKey", status, "holdsSlot", "tokenNonce", "expiresAt")
    VALUES (${`t-${n++}`}, ${feedbackId}, ${slot}, ${emailKey}, ${emailKey}, ${status}::"TesterStatus", ${holdsSlot}, 'x', now() + interval '1 day')`;
}
const member = (id: string, email: string, emailKey: string, minutes: number) =>
  db.member.create({ data: { id, email, emailKey, createdAt: at(minutes), lastSignInAt: at(minutes + 5) } });

/** Every row of a view, by cursor, `take` at a time. */
async function walk(filters: MemberFilters, take: number) {
  const seen: string[] = [];
  let after: PageRequest["after"];
  for (let guard = 0; guard < 100; guard++) {
    const { items, nextCursor } = await listMembersPage(filters, { take, after });
    seen.push(...items.map((i) => i.id));
    if (!nextCursor) return seen;
    after = decodeCursor(nextCursor) ?? undefined;
  }
  throw new Error("the walk did not end");
}

async function csv(filters: MemberFilters) {
  const parts: Buffer[] = [];
  for await (const chunk of exportMembers(filters)) parts.push(chunk);
  return Buffer.concat(parts).toString("utf8");
}

beforeAll(async () => {
  await resetDatabase();
  // Members, newest first: dana (nothing sent), carol (a contact message), bob (a Gmail address
  // typed with dots: two feedback entries, a suggestion, a revoked tester row), ann (a held slot).
  await member("m-ann", "ann@example.com", "ann@example.com", 10);
  await member("m-bob", "Bob.Smith@gmail.com", "bobsmith@gmail.com", 20);
  await member("m-carol", "carol@example.com", "carol@example.com", 30);
  await member("m-dana", "dana@example.com", "dana@example.com", 40);
  await tester(await feedback("ann@example.com", "ann@example.com", 1), "ann@example.com", 7, "confirmed", true);
  await tester(await feedback("Bob.Smith@gmail.com", "bobsmith@gmail.com", 2), "bobsmith@gmail.com", 8, "revoked", false);
  await feedback("bobsmith+x@gmail.com", "bobsmith@gmail.com", 3);
  await suggestion("bob.smith@gmail.com", "bobsmith@gmail.com", 4);
  await contact("carol@example.com", "carol@example.com", 5);
  // Never confirmed: zed (a suggestion, then feedback typed differently), yan (a contact message).
  await suggestion("zed@example.com", "zed@example.com", 6);
  await feedback("ZED@Example.com", "zed@example.com", 7);
  await contact("yan@example.com", "yan@example.com", 8);
  // Rows without an address belong to nobody.
  await db.$executeRaw`INSERT INTO feedback (id, clarity, usage) VALUES ('anonymous', 'c', 'u')`;
});

describe("the member list", () => {
  const members: MemberFilters = { confirmed: true };

  it("lists the members newest first, with what each sent and the slot each holds", async () => {
    const { items, nextCursor } = await listMembersPage(members, { take: 10 });
    expect(nextCursor).toBeNull();
    expect(items.map((m) => [m.email, m.testerSlot, m.feedbackCount, m.suggestionCount, m.contactCount])).toEqual([
      ["dana@example.com", null, 0, 0, 0],
      ["carol@example.com", null, 0, 0, 1],
      ["Bob.Smith@gmail.com", null, 2, 1, 0],
      ["ann@example.com", 7, 1, 0, 0],
    ]);
    expect(items[2]).toMatchObject({ id: "m-bob", memberId: "m-bob", since: at(20), lastSignInAt: at(25), firstSentAt: at(2) });
    expect(await totalMembers(members)).toEqual({ total: 4, estimated: false });
  });

  it("walks the same rows by cursor, each once", async () => {
    expect(await walk(members, 3)).toEqual(["m-dana", "m-carol", "m-bob", "m-ann"]);
    expect(await walk({ confirmed: false }, 1)).toEqual(["yan@example.com", "zed@example.com"]);
  });

  it("finds a member by the address as typed or as normalised, and filters by slot and suggestions", async () => {
    const emails = async (filters: Omit<MemberFilters, "confirmed">) => (await listMembersPage({ confirmed: true, ...filters }, { take: 10 })).items.map((m) => m.email);
    expect(await emails({ q: "BOB.smith" })).toEqual(["Bob.Smith@gmail.com"]);
    expect(await emails({ q: "bobsmith@" })).toEqual(["Bob.Smith@gmail.com"]);
    expect(await emails({ q: "%" })).toEqual([]);
    expect(await emails({ tester: true })).toEqual(["ann@example.com"]);
    expect(await emails({ tester: false })).toEqual(["dana@example.com", "carol@example.com", "Bob.Smith@gmail.com"]);
    expect(await emails({ suggestions: true })).toEqual(["Bob.Smith@gmail.com"]);
    expect(await emails({ suggestions: false, q: "example" })).toEqual(["dana@example.com", "carol@example.com", "ann@example.com"]);
    expect(await totalMembers({ confirmed: true, tester: false, suggestions: false })).toEqual({ total: 2, estimated: false });
  });

  it("lists the addresses that sent something but never confirmed, as last typed", async () => {
    const { items } = await listMembersPage({ confirmed: false }, { take: 10 });
    expect(items.map((m) => [m.id, m.memberId, m.email, m.since, m.firstSentAt, m.feedbackCount, m.suggestionCount, m.contactCount])).toEqual([
      ["yan@example.com", null, "yan@example.com", null, at(8), 0, 0, 1],
      ["zed@example.com", null, "ZED@Example.com", null, at(6), 1, 1, 0],
    ]);
    expect((await listMembersPage({ confirmed: false, suggestions: true }, { take: 10 })).items.map((m) => m.id)).toEqual(["zed@example.com"]);
    expect((await listMembersPage({ confirmed: false, q: "YAN" }, { take: 10 })).items.map((m) => m.id)).toEqual(["yan@example.com"]);
    expect(await totalMembers({ confirmed: false })).toEqual({ total: 2, estimated: false });
  });

  it("exports the matching rows as CSV in the list's order, the typed address quoted", async () => {
    expect(await csv({ confirmed: true, q: "a" })).toBe(
      [
        "email,confirmed,since,lastSignInAt,testerSlot,feedback,suggestions,contactMessages",
        `"dana@example.com",true,${at(40).toISOString()},${at(45).toISOString()},,0,0,0`,
        `"carol@example.com",true,${at(30).toISOString()},${at(35).toISOString()},,0,0,1`,
        `"Bob.Smith@gmail.com",true,${at(20).toISOString()},${at(25).toISOString()},,2,1,0`,
        `"ann@example.com",true,${at(10).toISOString()},${at(15).toISOString()},7,1,0,0`,
        "",
      ].join("\n"),
    );
    expect(await csv({ confirmed: false })).toBe(
      ["email,confirmed,since,lastSignInAt,testerSlot,feedback,suggestions,contactMessages", `"yan@example.com",false,,,,0,0,1`, `"ZED@Example.com",false,,,,1,1,0`, ""].join("\n"),
    );
  });

  it("answers the list call to an admin, and a made-up cursor is a 422", async () => {
    const admin = await createAdmin("admin", await hashPassword("password1"));
    const cookie = sessionCookie(await createSessionToken(admin));
    const response = await listMembersCall(request("/api/admin/members?confirmed=no&tester=&suggestions=yes&pageSize=5", { cookie }), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ items: [{ id: "zed@example.com", email: "ZED@Example.com" }], total: 1, totalEstimated: false, nextCursor: null });
    const madeUp = Buffer.from(JSON.stringify([42])).toString("base64url");
    const refused = await listMembersCall(request(`/api/admin/members?cursor=${madeUp}`, { cookie }), { params: Promise.resolve({}) });
    expect(refused.status).toBe(422);
  });

  it("gathers one member's activity by address key: what they sent, their slots and their sessions", async () => {
    await db.memberSession.createMany({
      data: [
        { tokenHash: "live", memberId: "m-bob", createdAt: new Date(Date.now() - 60_000) },
        { tokenHash: "revoked", memberId: "m-bob", createdAt: new Date(Date.now() - 120_000), revokedAt: new Date() },
        { tokenHash: "other", memberId: "m-ann" },
      ],
    });
    const bob = await getMemberDetail("m-bob");
    expect(bob).toMatchObject({ email: "Bob.Smith@gmail.com", since: at(20), lastSignInAt: at(25) });
    expect(bob?.feedback.total).toBe(2);
    expect(bob?.feedback.rows.map((f) => f.createdAt)).toEqual([at(3), at(2)]);
    expect(bob?.suggestions).toMatchObject({ total: 1, rows: [{ status: "under_review" }] });
    expect(bob?.contactMessages).toEqual({ total: 0, rows: [] });
    expect(bob?.testers).toMatchObject([{ slot: 8, status: "revoked", holdsSlot: false }]);
    expect(bob?.sessions.map((s) => s.live)).toEqual([true, false]);
    expect(await getMemberDetail("unknown")).toBeNull();
  });
});
