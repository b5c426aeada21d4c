import { beforeEach, describe, expect, it } from "vitest";
import { GET as exportCsv } from "@/app/api/admin/export/[list]/route";
import { POST as invite } from "@/app/api/admin/waitlist/invite/route";
import { GET as referrals } from "@/app/api/admin/waitlist/referrals/route";
import { GET as list } from "@/app/api/admin/waitlist/route";
import { POST as accept } from "@/app/api/invite/route";
import { hashPassword } from "@/lib/auth/password";
import { createSessionToken } from "@/lib/auth/session";
import { createAdmin } from "@/lib/data/admin";
import { countAttention } from "@/lib/data/attention";
import { attentionItems } from "@/lib/owner/attention";
import { getProgramState, updateProgramSettings } from "@/lib/data/program";
import { db } from "@/lib/db";
import { inspectInvite, sweepInvites } from "@/lib/waitlist/invites";
import { params, request, resetDatabase, sessionCookie } from "@/tests/integration/helpers";
import { post } from "@/tests/integration/public-forms";
import { clearJobs, startJobs } from "@/tests/integration/jobs";
import { addWaiting, inviteCodes, line } from "@/tests/integration/waitlist-admin";

// /admin/waitlist's calls and the invites: both modes, a selection, acceptance, the jobs' sweeps.
let cookie = "";
const HOUR = 3_600_000;

type Handler = (req: never, ctx: never) => Promise<Response>;
async function call(handler: Handler, path: string, options: { method?: string; body?: unknown; anonymous?: boolean } = {}) {
  const req = request(path, { method: options.method, body: options.body, cookie: options.anonymous ? undefined : cookie });
  const response = await handler(req as never, params({ list: "waitlist" }) as never);
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) };
}
const inviteNext = (body: object) => call(invite, "/api/admin/waitlist/invite", { method: "POST", body });
const press = (code: string) => accept(post("/api/invite", { code }));
const entry = (memberId: string) => db.waitlistEntry.findUniqueOrThrow({ where: { memberId }, select: { status: true, seq: true, rank: true } });

let ids: Record<string, string> = {};
beforeEach(async () => {
  await resetDatabase();
  const admin = await createAdmin("admin", await hashPassword("waitlist-Secret-1"));
  cookie = sessionCookie(await createSessionToken({ id: admin.id, username: admin.username }));
  // A closed programme: the deadline has passed (an invite is not stopped by it).
  await updateProgramSettings({ cap: 2, deadline: new Date(Date.now() - HOUR) });
  // Eve joined fifth, but her 1 referral (boost 5) puts her first: the line is eve, ann, ben, cat, dan.
  ids = await addWaiting(["ann@example.com", "ben@example.com", "cat@example.com", "dan@example.com", { email: "eve@example.com", referrals: 1 }]);
});

describe("invites from the waitlist", () => {
  it("refuse anonymous callers and bad input", async () => {
    expect((await call(list, "/api/admin/waitlist", { anonymous: true })).status).toBe(401);
    expect((await call(invite, "/api/admin/waitlist/invite", { method: "POST", body: { mode: "cap", count: 1 }, anonymous: true })).status).toBe(401);
    expect((await inviteNext({ mode: "cap" })).status).toBe(422);
    expect((await inviteNext({ mode: "cap", count: 1, memberIds: [ids["ann@example.com"]] })).status).toBe(422);
    expect((await inviteNext({ mode: "codes", count: 1, extra: true })).status).toBe(400);
    expect((await inviteNext({ mode: "codes", count: 501 })).status).toBe(422);
    expect(await line()).toHaveLength(5);
  });

  it("raise the cap: the next N in place order get slots at once, the cap goes up by N", async () => {
    const answer = await inviteNext({ mode: "cap", count: 2 });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json()).toMatchObject({ mode: "cap", cap: 4, invited: [{ email: "eve@example.com", slot: 1 }, { email: "ann@example.com", slot: 2 }] });
    const testers = await db.tester.findMany({ orderBy: { slot: "asc" }, select: { email: true, slot: true, status: true, holdsSlot: true, feedbackId: true } });
    expect(testers).toEqual([
      { email: "eve@example.com", slot: 1, status: "confirmed", holdsSlot: true, feedbackId: null },
      { email: "ann@example.com", slot: 2, status: "confirmed", holdsSlot: true, feedbackId: null },
    ]);
    expect((await getProgramState()).claimed).toBe(2);
    expect((await entry(ids["eve@example.com"]!)).status).toBe("tester");
    expect(await db.emailOutbox.count({ where: { kind: "tester_welcome" } })).toBe(2);
    expect(await line()).toEqual(["ben@example.com", "cat@example.com", "dan@example.com"]);
    expect(await db.activityLog.count({ where: { action: "waitlist_invited" } })).toBe(1);
  });

  it("raise the cap past slots held above a lowered cap: each invitee still gets a slot of their own", async () => {
    for (const slot of [1, 2, 3])
      await db.$executeRaw`INSERT INTO testers (id, slot, email, "emailKey", status, "holdsSlot", "tokenNonce", "expiresAt")
                           VALUES (${`held-${slot}`}, ${slot}, ${`held${slot}@example.com`}, ${`held${slot}@example.com`}, 'confirmed', true, 'n', now())`;
    await updateProgramSettings({ cap: 1 });
    const answer = (await inviteNext({ mode: "cap", count: 2 })).json();
    expect(answer.invited.map((i: { slot: number }) => i.slot)).toEqual([4, 5]);
    expect(answer.cap).toBe(5);
    expect((await getProgramState()).cap).toBe(5);
  });

  it("send invite codes: the next N are invited and e-mailed a code; only the code's hash is stored", async () => {
    const answer = await inviteNext({ mode: "codes", count: 3 });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json().invited.map((i: { email: string }) => i.email)).toEqual(["eve@example.com", "ann@example.com", "ben@example.com"]);
    const [code] = await inviteCodes("ann@example.com");
    expect(code).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
    const stored = await db.waitlistInvite.findFirstOrThrow({ where: { memberId: ids["ann@example.com"] } });
    expect(stored.codeHash).not.toContain(code!.replace(/-/g, ""));
    expect(Math.round((stored.expiresAt.getTime() - stored.createdAt.getTime()) / 86_400_000)).toBe(7);
    expect(await db.emailOutbox.count({ where: { kind: "waitlist_invite" } })).toBe(3);
    expect((await entry(ids["ann@example.com"]!)).status).toBe("invited");
    expect(await line()).toEqual(["cat@example.com", "dan@example.com"]);
    expect(await db.tester.count()).toBe(0);
  });

  it("invite selected: only the selected members still waiting", async () => {
    await inviteNext({ mode: "codes", memberIds: [ids["dan@example.com"]] });
    const answer = await inviteNext({ mode: "cap", memberIds: [ids["dan@example.com"], ids["cat@example.com"]] });
    expect(answer.json().invited).toEqual([{ memberId: ids["cat@example.com"], email: "cat@example.com", slot: 1 }]);
    expect((await entry(ids["dan@example.com"]!)).status).toBe("invited");
    expect(await line()).toEqual(["eve@example.com", "ann@example.com", "ben@example.com"]);
  });

  it("accept: before expiry the code holds the next slot and raises the cap by one; a used, unknown or expired code changes nothing", async () => {
    await inviteNext({ mode: "codes", count: 2 });
    const [code] = await inviteCodes("ann@example.com");
    // The page only reads: opening it twice leaves the invite open.
    expect((await inspectInvite(code!)).kind).toBe("ready");
    expect((await inspectInvite(code!)).kind).toBe("ready");
    expect((await inspectInvite("ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ")).kind).toBe("unknown");
    const accepted = await press(code!.toLowerCase());
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ success: true, slot: 1 });
    const state = await getProgramState();
    expect([state.cap, state.claimed]).toEqual([3, 1]);
    expect(await db.tester.findFirstOrThrow({ where: { email: "ann@example.com" }, select: { status: true, holdsSlot: true } })).toEqual({ status: "confirmed", holdsSlot: true });
    expect((await entry(ids["ann@example.com"]!)).status).toBe("tester");
    expect(await db.emailOutbox.count({ where: { kind: "tester_welcome", to: "ann@example.com" } })).toBe(1);

    expect(await inspectInvite(code!)).toEqual({ kind: "accepted", slot: 1 });
    expect((await press(code!)).status).toBe(409);
    expect((await press("ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ")).status).toBe(404);
    expect((await press("not a code")).status).toBe(404);
    // Eve's code lapsed (the job has not run yet): refused, and nothing changes.
    await db.waitlistInvite.updateMany({ where: { memberId: ids["eve@example.com"] }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const [late] = await inviteCodes("eve@example.com");
    expect((await press(late!)).status).toBe(409);
    expect((await inspectInvite(late!)).kind).toBe("expired");
    expect((await getProgramState()).cap).toBe(3);
    expect(await db.tester.count()).toBe(1);
  });

  it("remind once, ~24 h before expiry (half-way for a shorter life), and expire back into the same place", async () => {
    await inviteNext({ mode: "codes", count: 2 });
    const now = Date.now();
    // Eve's 7-day invite: no reminder yet; ann's, sent 6 days ago, 20 h from expiry: one reminder, however often the sweep runs.
    await db.waitlistInvite.updateMany({ where: { memberId: ids["ann@example.com"] }, data: { createdAt: new Date(now - 6 * 24 * HOUR), expiresAt: new Date(now + 20 * HOUR) } });
    expect(await sweepInvites(new Date(now))).toEqual({ reminded: 1, expired: 0 });
    expect(await sweepInvites(new Date(now + HOUR))).toEqual({ reminded: 0, expired: 0 });
    expect((await db.emailOutbox.findMany({ where: { kind: "waitlist_invite_reminder" }, select: { to: true } })).map((m) => m.to)).toEqual(["ann@example.com"]);
    // A 10-hour invite is reminded at half its life, not at once.
    await db.waitlistInvite.updateMany({ where: { memberId: ids["eve@example.com"] }, data: { createdAt: new Date(now), expiresAt: new Date(now + 10 * HOUR) } });
    expect((await sweepInvites(new Date(now + 4 * HOUR))).reminded).toBe(0);
    expect((await sweepInvites(new Date(now + 5 * HOUR))).reminded).toBe(1);

    const before = await entry(ids["eve@example.com"]!);
    const mails = await db.emailOutbox.count();
    // Run late: past both expiries, one sweep returns both to the line, with their seq and rank.
    expect(await sweepInvites(new Date(now + 21 * HOUR))).toEqual({ reminded: 0, expired: 2 });
    expect(await sweepInvites(new Date(now + 22 * HOUR))).toEqual({ reminded: 0, expired: 0 });
    expect(await entry(ids["eve@example.com"]!)).toEqual({ ...before, status: "waiting" });
    expect(await line()).toEqual(["eve@example.com", "ann@example.com", "ben@example.com", "cat@example.com", "dan@example.com"]);
    expect(await db.emailOutbox.count()).toBe(mails);
    expect(await db.waitlistInvite.count({ where: { expiredAt: { not: null } } })).toBe(2);
  });

  it("the job queue runs the sweep: an invite that lapsed while no instance ran is expired at start", { timeout: 60_000 }, async () => {
    await clearJobs();
    await inviteNext({ mode: "codes", count: 1 });
    await db.waitlistInvite.updateMany({ data: { expiresAt: new Date(Date.now() - HOUR) } });
    const { stop } = await startJobs();
    try {
      await expect.poll(() => entry(ids["eve@example.com"]!).then((e) => e.status), { timeout: 30_000, interval: 250 }).toBe("waiting");
    } finally {
      await stop();
    }
  });
});

describe("the waitlist screen's calls", () => {
  it("list the line with places, filters and a search, and page by cursor", async () => {
    const first = (await call(list, "/api/admin/waitlist?pageSize=2")).json();
    expect(first.items.map((i: { email: string; place: number }) => [i.place, i.email])).toEqual([[1, "eve@example.com"], [2, "ann@example.com"]]);
    expect(first.items[0]).toMatchObject({ referrals: 1, flagged: 0, status: "waiting" });
    expect(first.counts.waiting).toEqual({ total: 5, estimated: false });
    const second = (await call(list, `/api/admin/waitlist?pageSize=2&page=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((i: { place: number; email: string }) => [i.place, i.email])).toEqual([[3, "ben@example.com"], [4, "cat@example.com"]]);
    expect((await call(list, "/api/admin/waitlist?cursor=bm90LWEtY3Vyc29y")).status).toBe(422);

    const search = (await call(list, "/api/admin/waitlist?q=cat")).json();
    expect(search.items.map((i: { place: number; email: string }) => [i.place, i.email])).toEqual([[4, "cat@example.com"]]);
    await inviteNext({ mode: "codes", count: 1 });
    const invited = (await call(list, "/api/admin/waitlist?status=invited")).json();
    expect(invited.items).toMatchObject([{ email: "eve@example.com", place: null, status: "invited" }]);

    const referred = await db.member.create({ data: { email: "zed@example.com", emailKey: "zed@example.com" } });
    await db.waitlistReferral.create({ data: { referrerId: ids["cat@example.com"]!, referredId: referred.id, state: "flagged", flags: ["same_network"] } });
    const flagged = (await call(list, "/api/admin/waitlist?flagged=yes")).json();
    expect(flagged.items).toMatchObject([{ email: "cat@example.com", place: 3, flagged: 1 }]);
    expect((await call(referrals, "/api/admin/waitlist/referrals")).json()).toMatchObject({ total: 1, items: [{ referrer: "cat@example.com", referred: "zed@example.com", flags: ["same_network"] }] });
    expect(await countAttention(null)).toMatchObject({ flaggedReferrals: 1, invitesExpiring: 0 });
    await db.waitlistInvite.updateMany({ data: { expiresAt: new Date(Date.now() + 2 * HOUR) } });
    expect((await countAttention(null)).invitesExpiring).toBe(1);
    expect(attentionItems(await countAttention(null)).filter((i) => i.href.startsWith("/admin/waitlist")).map((i) => i.text)).toEqual([
      "1 waitlist invite expiring within a day, not accepted",
      "1 flagged referral waiting for review",
    ]);
  });

  it("export the line as CSV, places kept under a filter", async () => {
    const all = await call(exportCsv, "/api/admin/export/waitlist");
    expect(all.status).toBe(200);
    const lines = all.text.trimEnd().split("\n");
    expect(lines[0]).toBe("place,email,referrals,flagged,joinedAt,status,seq");
    expect(lines.slice(1).map((l) => l.split(",").slice(0, 2).join(","))).toEqual(["1,\"eve@example.com\"", "2,\"ann@example.com\"", "3,\"ben@example.com\"", "4,\"cat@example.com\"", "5,\"dan@example.com\""]);
    const filtered = (await call(exportCsv, "/api/admin/export/waitlist?q=dan")).text.trimEnd().split("\n");
    expect(filtered).toHaveLength(2);
    expect(filtered[1]).toMatch(/^5,"dan@example.com",0,0,\d{4}-\d\d-\d\dT[\d:.]+Z,waiting,4$/);
  });
});
