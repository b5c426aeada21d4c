import { beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR } from "@/lib/config";
import { db } from "@/lib/db";
import { updateProgramSettings } from "@/lib/data/program";
import { revokeTester } from "@/lib/data/testers";
import { REVOKED_MESSAGE } from "@/lib/waitlist/texts";
import { inspectTesterLink, submitFeedback } from "@/lib/testers/service";
import { confirmTester, testerToken } from "@/tests/integration/testers";
import { env } from "@/lib/env";
import { resetDatabase } from "@/tests/integration/helpers";
import { memberCookieOf, signInMember } from "@/tests/integration/members";
import { expectError } from "@/tests/integration/public-forms";
import { entryOf, join, joinAndConfirm, pressJoin, waitlistToken } from "@/tests/integration/waitlist";

const mails = (kind: string, to: string) => db.emailOutbox.findMany({ where: { kind, to }, orderBy: { createdAt: "asc" } });
const answerOf = async (response: Response) => JSON.stringify(await response.json());

beforeAll(resetDatabase);

describe("POST /api/waitlist", () => {
  it("e-mails a link and answers neutrally; nothing joins until the button", async () => {
    const response = await join({ email: "new.person@example.com" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, joined: false, message: "Check your inbox to confirm your place on the waitlist" });
    const [mail] = await mails("waitlist_confirm", "new.person@example.com");
    expect(mail!.subject).toBe("Confirm your place on the StepWise waitlist");
    expect(mail!.text).toMatch(/\/waitlist\/confirm\?token=/);
    expect(await db.member.count({ where: { email: "new.person@example.com" } })).toBe(0);
    expect(await db.waitlistEntry.count()).toBe(0);
  });

  it("answers the same for a member, a stranger and an address past its hourly links", async () => {
    await signInMember("known@example.com");
    const bodies = new Set<string>();
    for (const email of ["known@example.com", "stranger@example.com"]) bodies.add(await answerOf(await join({ email })));
    for (let i = 0; i < SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR + 1; i++) bodies.add(await answerOf(await join({ email: "busy@example.com" })));
    expect(bodies.size).toBe(1);
    expect(await mails("waitlist_confirm", "busy@example.com")).toHaveLength(SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR);
  });

  it("refuses unknown fields (400) and a bad address (422), and limits each client address", async () => {
    await expectError(await join({ email: "a@example.com", admin: true }), 400, "bad_request");
    await expectError(await join({ email: "not-an-address" }), 422, "validation_failed");
    await expectError(await join({}), 422, "validation_failed");
    // A mangled ref never stops a join: it is ignored like an unknown code.
    expect((await join({ email: "mangled@example.com", ref: "<script>" })).status).toBe(200);
    const ip = "192.0.2.44";
    const statuses = [];
    for (let i = 0; i <= env.FORM_RATE_LIMIT_PER_MINUTE; i++) statuses.push((await join({ email: `limit${i}@example.com` }, { ip })).status);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("POST /api/waitlist/confirm", () => {
  it("signs the member in, gives the place and e-mails it once; pressing again or re-joining keeps the seq", async () => {
    await resetDatabase();
    await joinAndConfirm("one@example.com");
    await join({ email: "two@example.com" });
    const response = await pressJoin(await waitlistToken("two@example.com"));
    expect(response.status).toBe(200);
    expect(memberCookieOf(response)).toMatch(/stepwise-member=/);
    expect(await response.json()).toMatchObject({ kind: "joined", created: true, place: 2, waiting: 2, message: "You are #2 on the waitlist" });
    const [mail, ...more] = await mails("waitlist_place", "two@example.com");
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("You're #2 on the waitlist");
    const { seq, code } = await entryOf("two@example.com");
    expect(mail!.text).toContain(`/?ref=${code}`);
    // The used link refuses a second press; a new link joins idempotently.
    await expectError(await pressJoin(await waitlistToken("two@example.com")), 400, "bad_request");
    expect(await joinAndConfirm("two@example.com")).toMatchObject({ created: false, place: 2 });
    expect(await entryOf("two@example.com")).toMatchObject({ seq, code });
    expect(await mails("waitlist_place", "two@example.com")).toHaveLength(1);
  });

  it("places count only waiting members: invited and testers have no place and hold none", async () => {
    await resetDatabase();
    for (const name of ["a", "b", "c", "d"]) await joinAndConfirm(`${name}@example.com`);
    const b = await entryOf("b@example.com");
    const c = await entryOf("c@example.com");
    await db.waitlistEntry.update({ where: { memberId: b.memberId }, data: { status: "invited" } });
    await db.waitlistEntry.update({ where: { memberId: c.memberId }, data: { status: "tester" } });
    const d = await joinAndConfirm("d@example.com");
    expect(d).toMatchObject({ place: 2, waiting: 2 });
    expect(await joinAndConfirm("b@example.com")).toMatchObject({ status: "invited", place: null });
    // Back in line (an expired invite): the same seq puts them where they were.
    await db.waitlistEntry.update({ where: { memberId: b.memberId }, data: { status: "waiting" } });
    expect(await joinAndConfirm("d@example.com")).toMatchObject({ place: 3, waiting: 3 });
  });

  it("a full programme puts the confirming address in line; a member who holds a slot, or was revoked, is not", async () => {
    await resetDatabase();
    await updateProgramSettings({ cap: 1, deadline: new Date(Date.now() + 86_400_000) });
    for (const email of ["slot@example.com", "late@example.com"]) await submitFeedback({ clarity: "Clear", usage: "Weekly", email });
    expect(await confirmTester("slot@example.com")).toEqual({ kind: "confirmed", slot: 1 });
    expect(await confirmTester("late@example.com")).toEqual({ kind: "full", place: 1, joined: true });
    expect(await inspectTesterLink(await testerToken("late@example.com"))).toMatchObject({ kind: "full", waitlist: { place: 1, waiting: 1 } });
    expect(await mails("waitlist_place", "late@example.com")).toHaveLength(1);
    expect(await joinAndConfirm("slot@example.com")).toMatchObject({ kind: "tester", slot: 1, message: "You already hold early-tester slot #1." });
    expect(await db.waitlistEntry.count()).toBe(1);
    // A revoked tester is refused the line too, slot freed or not.
    const tester = await db.tester.findFirstOrThrow({ where: { email: "slot@example.com" } });
    await revokeTester(tester.id, { by: "admin", reason: "Bots", freeSlot: true });
    expect(await joinAndConfirm("slot@example.com")).toMatchObject({ kind: "revoked", message: REVOKED_MESSAGE });
    expect(await db.waitlistEntry.count()).toBe(1);
  });

  it("a signed-in member giving their own address joins at once; another address gets a link", async () => {
    await resetDatabase();
    const cookie = await signInMember("member@example.com");
    const own = await join({ email: "Member@Example.com" }, { cookie });
    expect(await own.json()).toMatchObject({ joined: true, place: 1, message: "You are #1 on the waitlist" });
    const other = await join({ email: "friend@example.com" }, { cookie });
    expect(await other.json()).toMatchObject({ joined: false });
    expect(await mails("waitlist_confirm", "friend@example.com")).toHaveLength(1);
  });
});
