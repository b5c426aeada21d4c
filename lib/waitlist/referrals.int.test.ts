import { beforeEach, describe, expect, it } from "vitest";
import { POST as approve } from "@/app/api/admin/waitlist/referrals/[id]/approve/route";
import { POST as reject } from "@/app/api/admin/waitlist/referrals/[id]/reject/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/admin/waitlist/settings/route";
import { db } from "@/lib/db";
import { getWaitlistSettings } from "@/lib/data/waitlist";
import { createAdmin } from "@/lib/data/admin";
import { params, request, resetDatabase, signIn } from "@/tests/integration/helpers";
import { signInMember } from "@/tests/integration/members";
import { entryOf, joinAndConfirm } from "@/tests/integration/waitlist";

let adminCookie = "";
const admin = { cookie: () => adminCookie };
/** A clean database with one signed-in admin. */
async function freshStart() {
  await resetDatabase();
  ({ cookie: adminCookie } = await signIn(await createAdmin("admin", "not-a-hash")));
}
const placeOf = async (email: string) => (await joinAndConfirmed(email)).place;
const referralOf = async (email: string) => {
  const member = await db.member.findFirstOrThrow({ where: { email }, select: { id: true } });
  return db.waitlistReferral.findUnique({ where: { referredId: member.id } });
};
// The member's place now, read as /account reads it.
async function joinAndConfirmed(email: string) {
  const { entryStanding } = await import("@/lib/data/waitlist");
  const member = await db.member.findFirstOrThrow({ where: { email }, select: { id: true } });
  return (await entryStanding(member.id))!;
}
const review = (handler: typeof approve, id: string) => handler(request(`/api/admin/waitlist/referrals/${id}`, { method: "POST", cookie: admin.cookie() }) as never, params({ id }) as never);

/** Twelve members in line; the twelfth (the referrer) at #12. Its referral code. */
async function lineOfTwelve() {
  for (let i = 1; i <= 11; i++) await joinAndConfirm(`early${i}@example.com`);
  return (await joinAndConfirm("referrer@example.com")).code;
}

describe("referrals move the referrer up (boost 5)", () => {
  beforeEach(freshStart);

  it("places after K counted referrals, after a flagged one, and after its approval", async () => {
    const code = await lineOfTwelve();
    expect(await placeOf("referrer@example.com")).toBe(12);
    await joinAndConfirm("friend.one@example.com", { ref: code });
    // rank 2*(12-5)-1 = 13: ahead of seq 7 (rank 14), behind seq 6 (rank 12).
    expect(await placeOf("referrer@example.com")).toBe(7);
    await joinAndConfirm("friend.two@example.org", { ref: code });
    expect(await placeOf("referrer@example.com")).toBe(2);
    expect(await entryOf("referrer@example.com")).toMatchObject({ referrals: 2 });
    // The referred members join at the end of the line, behind everyone.
    expect(await placeOf("friend.two@example.org")).toBe(14);

    await joinAndConfirm("someone@mailinator.com", { ref: code });
    const flagged = await referralOf("someone@mailinator.com");
    expect(flagged).toMatchObject({ state: "flagged", flags: ["disposable"] });
    expect(await placeOf("referrer@example.com")).toBe(2);
    expect(await joinAndConfirmed("referrer@example.com")).toMatchObject({ referrals: 2, flagged: 1 });

    const approved = await review(approve, flagged!.id);
    expect(approved.status).toBe(200);
    expect(await placeOf("referrer@example.com")).toBe(1);
    expect(await joinAndConfirmed("referrer@example.com")).toMatchObject({ referrals: 3, flagged: 0 });
    // Decided once: a second approve or a reject is a conflict, and counts nothing.
    expect((await review(approve, flagged!.id)).status).toBe(409);
    expect((await review(reject, flagged!.id)).status).toBe(409);
    expect((await review(approve, "00000000-0000-0000-0000-000000000000")).status).toBe(404);
    expect(await entryOf("referrer@example.com")).toMatchObject({ referrals: 3 });
  });

  it("a rejected referral never counts; the activity log has both decisions", async () => {
    const code = await lineOfTwelve();
    await joinAndConfirm("alias@duck.com", { ref: code });
    const flagged = await referralOf("alias@duck.com");
    expect(flagged).toMatchObject({ state: "flagged", flags: ["relay"] });
    expect((await review(reject, flagged!.id)).status).toBe(200);
    expect(await referralOf("alias@duck.com")).toMatchObject({ state: "rejected", reviewedBy: "admin" });
    expect(await placeOf("referrer@example.com")).toBe(12);
    expect(await db.activityLog.count({ where: { action: "waitlist_referral_rejected" } })).toBe(1);
  });

  it("flags each reason: same visitor, same network, disposable, relay, sequence", async () => {
    const userAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
    const { code } = await joinAndConfirm("sam7@example.com", {}, { ip: "198.51.100.20", userAgent });
    await joinAndConfirm("twin@example.com", { ref: code }, { ip: "198.51.100.20", userAgent });
    expect((await referralOf("twin@example.com"))?.flags).toEqual(["same_visitor", "same_network"]);
    await joinAndConfirm("neighbour@example.com", { ref: code }, { ip: "198.51.100.99" });
    expect((await referralOf("neighbour@example.com"))?.flags).toEqual(["same_network"]);
    await joinAndConfirm("x@relay.firefox.mozmail.com", { ref: code });
    expect((await referralOf("x@relay.firefox.mozmail.com"))?.flags).toEqual(["relay"]);
    await joinAndConfirm("temp@tempmail.com", { ref: code });
    expect((await referralOf("temp@tempmail.com"))?.flags).toEqual(["disposable"]);
    // The referrer's own stem with another number, then a second referral of a stem already used.
    await joinAndConfirm("sam8@example.com", { ref: code });
    expect((await referralOf("sam8@example.com"))?.flags).toEqual(["sequence"]);
    await joinAndConfirm("bob1@example.com", { ref: code });
    expect(await referralOf("bob1@example.com")).toMatchObject({ state: "counted", flags: [] });
    await joinAndConfirm("bob2@example.com", { ref: code });
    expect((await referralOf("bob2@example.com"))?.flags).toEqual(["sequence"]);
    // Same stem at another domain is no sequence.
    await joinAndConfirm("bob3@example.net", { ref: code });
    expect(await referralOf("bob3@example.net")).toMatchObject({ state: "counted" });
    expect(await entryOf("sam7@example.com")).toMatchObject({ referrals: 2 });
  });

  it("writes no referral for a self-referral, an unknown code, a second referrer, or a member from before the link", async () => {
    const { code } = await joinAndConfirm("first@example.com");
    const other = (await joinAndConfirm("second@example.com")).code;
    // Self: the same address joining again through its own link keeps its place, no referral.
    const again = await joinAndConfirm("first@example.com", { ref: code });
    expect(again).toMatchObject({ created: false, place: 1 });
    await joinAndConfirm("nobody-knows@example.com", { ref: "unknownCode" });
    expect(await referralOf("nobody-knows@example.com")).toBeNull();
    // Twice referred: counted once, for the first code that brought them.
    await joinAndConfirm("popular@example.com", { ref: code });
    await joinAndConfirm("popular@example.com", { ref: other });
    expect(await db.waitlistReferral.count({ where: { referred: { email: "popular@example.com" } } })).toBe(1);
    expect(await entryOf("second@example.com")).toMatchObject({ referrals: 0 });
    // A member who signed in before (an idea vote, say) was not brought by the link.
    await signInMember("already@example.com");
    await joinAndConfirm("already@example.com", { ref: code });
    expect(await referralOf("already@example.com")).toBeNull();
    expect(await entryOf("first@example.com")).toMatchObject({ referrals: 1 });
  });
});

describe("settings", () => {
  it("a new boost sets every rank again; bad values change nothing", async () => {
    await freshStart();
    const code = await lineOfTwelve();
    await joinAndConfirm("friend@example.com", { ref: code });
    expect(await placeOf("referrer@example.com")).toBe(7);
    const body = (b: unknown) => request("/api/admin/waitlist/settings", { method: "PUT", body: b, cookie: admin.cookie() });
    const saved = await putSettings(body({ referralBoost: 10, leaderboard: true, inviteDays: 14 }) as never, params({}) as never);
    expect(saved.status).toBe(200);
    // rank 2*(12-10)-1 = 3: only seq 1 (rank 2) ahead.
    expect(await placeOf("referrer@example.com")).toBe(2);
    const read = await getSettings(request("/api/admin/waitlist/settings", { cookie: admin.cookie() }) as never, params({}) as never);
    expect(await read.json()).toEqual({ settings: { referralBoost: 10, leaderboard: true, inviteDays: 14 } });
    // The house rule: a value out of range is a 422 naming the field, an unknown field a 400.
    for (const [bad, status] of [[{ referralBoost: 101, leaderboard: true, inviteDays: 7 }, 422], [{ referralBoost: 5, leaderboard: true, inviteDays: 0 }, 422], [{ referralBoost: 5, leaderboard: true, inviteDays: 7, extra: 1 }, 400]] as const) {
      expect((await putSettings(body(bad) as never, params({}) as never)).status).toBe(status);
    }
    expect(await getWaitlistSettings()).toMatchObject({ referralBoost: 10 });
    expect((await putSettings(request("/api/admin/waitlist/settings", { method: "PUT", body: { referralBoost: 0, leaderboard: false, inviteDays: 7 } }) as never, params({}) as never)).status).toBe(401);
  });
});
