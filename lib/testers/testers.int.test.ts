import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countClaimedSlots, getProgramState, updateProgramSettings } from "@/lib/data/program";
import { revokeTester } from "@/lib/data/testers";
import { db } from "@/lib/db";
import { suppressAddress } from "@/lib/data/suppressions";
import { liftRevocation } from "@/lib/data/revocations";
import { eraseTrash, restoreTrash, trashAll, trashOne } from "@/lib/data/trash";
import { confirmTesterLink, inspectTesterLink, resendTesterConfirmation, submitFeedback } from "@/lib/testers/service";
import { resetDatabase } from "@/tests/integration/helpers";
import { confirmTester, testerToken } from "@/tests/integration/testers";

// The tester programme on the real database: submissions hold nothing; confirmations take the
// slots in their order; expiries, revocations and new links, alone and interleaved, never give
// more than `cap` slots, and only to confirmed people.

const future = new Date(Date.now() + 30 * 86_400_000);
const feedback = (email: string) => ({ clarity: "Clear", usage: "Weekly", email });


const expire = (emails: string[]) => db.tester.updateMany({ where: { email: { in: emails } }, data: { expiresAt: new Date(Date.now() - 60_000) } });
const confirm = confirmTester;
const tokenFor = testerToken;

/** The slots held right now, sorted, and whether every holder is confirmed. */
async function heldSlots() {
  const rows = await db.tester.findMany({ where: { holdsSlot: true }, select: { slot: true, status: true }, orderBy: { slot: "asc" } });
  expect(rows.every((r) => r.status === "confirmed" || r.status === "revoked")).toBe(true);
  return rows.map((r) => r.slot);
}

beforeAll(resetDatabase);
beforeEach(async () => {
  await db.feedback.deleteMany({});
  await db.emailOutbox.deleteMany({});
  await updateProgramSettings({ cap: 50, deadline: future, liveCount: false, confirmHours: null });
});

describe("confirmation links", () => {
  it("confirm once, queue one welcome e-mail, and then say already confirmed", async () => {
    const entry = await submitFeedback(feedback("ada@example.com"));
    expect(entry.tester).toBe("pending");
    expect(await db.tester.findFirstOrThrow({ where: { email: "ada@example.com" } })).toMatchObject({ slot: null, holdsSlot: false, status: "reserved" });
    expect(await countClaimedSlots()).toBe(0);
    const token = await tokenFor("ada@example.com");
    expect(await confirmTesterLink(token)).toEqual({ kind: "confirmed", slot: 1 });
    expect(await confirmTesterLink(token)).toEqual({ kind: "already_confirmed", slot: 1 });
    const welcome = await db.emailOutbox.findMany({ where: { kind: "tester_welcome" } });
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.text).toContain("you are tester #1");
    expect(welcome[0]!.text).toContain("Beta Tester Badge");
    expect(welcome[0]!.text).toMatch(/\/terms#tester-programme/);
    expect(await db.tester.findFirstOrThrow({ where: { email: "ada@example.com" } })).toMatchObject({ status: "confirmed", confirmedAt: expect.any(Date) });
  });

  it("tell forged, cut-short, unknown and missing tokens apart", async () => {
    await submitFeedback(feedback("bob@example.com"));
    const token = await tokenFor("bob@example.com");
    const forged = `${token.slice(0, 30)}${token[30] === "x" ? "y" : "x"}${token.slice(31)}`;
    expect(await confirmTesterLink(forged)).toEqual({ kind: "forged" });
    expect(await confirmTesterLink(token.slice(0, 50))).toEqual({ kind: "malformed" });
    expect(await confirmTesterLink(undefined)).toEqual({ kind: "malformed" });
    await db.feedback.deleteMany({}); // the request goes with its entry
    expect(await confirmTesterLink(token)).toEqual({ kind: "unknown" });
  });

  it("last the configured number of hours", async () => {
    await updateProgramSettings({ confirmHours: 5 });
    const started = Date.now();
    await submitFeedback(feedback("hours@example.com"));
    const { expiresAt } = await db.tester.findFirstOrThrow({ where: { email: "hours@example.com" } });
    expect(expiresAt.getTime() - started).toBeGreaterThan(5 * 3600_000 - 60_000);
    expect(expiresAt.getTime() - started).toBeLessThan(5 * 3600_000 + 60_000);
    expect((await db.emailOutbox.findFirstOrThrow({ where: { to: "hours@example.com" } })).text).toContain("within 5 hours");
  });

  it("a new link replaces the old one and restarts the time", async () => {
    await submitFeedback(feedback("cy@example.com"));
    const old = await tokenFor("cy@example.com");
    const tester = await db.tester.findFirstOrThrow({ where: { email: "cy@example.com" } });
    expect(await resendTesterConfirmation(tester.id)).toEqual({ ok: true, value: { email: "cy@example.com" } });
    const fresh = await tokenFor("cy@example.com");
    expect(fresh).not.toBe(old);
    expect(await confirmTesterLink(old)).toEqual({ kind: "replaced" });
    expect(await confirmTesterLink(fresh)).toEqual({ kind: "confirmed", slot: 1 });
    expect(await resendTesterConfirmation(tester.id)).toMatchObject({ ok: false, reason: "conflict" });
  });
});

describe("slots go to confirmed people", () => {
  it("in order of confirmation; a submission holds nothing; with none free the link says full", async () => {
    await updateProgramSettings({ cap: 2 });
    for (const who of ["a", "b", "c"]) expect((await submitFeedback(feedback(`${who}@example.com`))).tester).toBe("pending");
    expect(await getProgramState()).toMatchObject({ claimed: 0, open: true });
    expect(await confirm("c@example.com")).toEqual({ kind: "confirmed", slot: 1 });
    expect(await confirm("a@example.com")).toEqual({ kind: "confirmed", slot: 2 });
    expect(await getProgramState()).toMatchObject({ claimed: 2, open: false });
    expect(await confirm("b@example.com")).toEqual({ kind: "full", place: 1, joined: true });
    // b proved the address all the same, and took a place on the waitlist; only the two with a slot were welcomed.
    expect(await inspectTesterLink(await tokenFor("b@example.com"))).toMatchObject({ kind: "full", waitlist: { place: 1, status: "waiting" } });
    expect(await db.member.count({ where: { emailKey: "b@example.com" } })).toBe(1);
    expect(await db.emailOutbox.count({ where: { kind: "tester_welcome" } })).toBe(2);
    expect((await submitFeedback(feedback("d@example.com"))).tester).toBe("closed");
    expect(await heldSlots()).toEqual([1, 2]);
  });

  it("50 unconfirmed submissions from one client leave the programme open", async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => submitFeedback(feedback(`invented${i}@gmail.com`))));
    expect(results.every((r) => r.tester === "pending")).toBe(true);
    expect(await getProgramState()).toMatchObject({ claimed: 0, open: true });
    expect(await heldSlots()).toEqual([]);
  });

  it("an address that holds a slot gets no second link; an unsubscribed one is told why, and nothing is queued", async () => {
    await submitFeedback(feedback("held@example.com"));
    await confirm("held@example.com");
    expect((await submitFeedback(feedback("Held@Example.com"))).tester).toBe("duplicate");
    await suppressAddress("gone@example.com");
    expect((await submitFeedback(feedback("gone@example.com"))).tester).toBe("suppressed");
    expect(await db.tester.count({ where: { emailKey: "gone@example.com" } })).toBe(0);
    expect(await db.emailOutbox.count({ where: { to: "gone@example.com" } })).toBe(0);
  });

  it("gives one slot per person across every provider alias, and none to our disposable additions", async () => {
    const people = [
      ["jane@proton.me", "Jane@protonmail.com", "jane+news@protonmail.ch", "jane+x@pm.me"],
      ["ivan-petrov@yandex.ru", "ivan.petrov@yandex.com", "ivan-petrov+shop@ya.ru"],
      ["tim@icloud.com", "tim+a@me.com", "TIM@mac.com"],
      ["a.da@gmail.com", "ada+1@googlemail.com"],
    ];
    for (const [first, ...others] of people) {
      await submitFeedback(feedback(first!));
      expect(await confirm(first!)).toMatchObject({ kind: "confirmed" });
      for (const other of others) expect((await submitFeedback(feedback(other))).tester).toBe("duplicate");
    }
    expect(await countClaimedSlots()).toBe(people.length);
    for (const domain of ["tempmail.com", "mail.tm", "emailondeck.com", "minuteinbox.com"]) {
      expect((await submitFeedback(feedback(`someone@${domain}`))).tester).toBe("disposable");
    }
  });

  it("limits confirmation e-mails per recipient", async () => {
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push((await submitFeedback(feedback("Many.Times@gmail.com"))).tester);
    expect(outcomes).toEqual(["pending", "pending", "pending", "limited"]);
    expect(await db.emailOutbox.count({ where: { kind: "tester_confirmation", to: "Many.Times@gmail.com" } })).toBe(3);
  });

  it("a link past its time confirms nothing; the person can ask for a new one", async () => {
    await submitFeedback(feedback("late@example.com"));
    await expire(["late@example.com"]);
    expect(await confirm("late@example.com")).toEqual({ kind: "expired", slotsFree: 50 });
    expect((await submitFeedback(feedback("late@example.com"))).tester).toBe("pending");
    expect(await confirm("late@example.com")).toEqual({ kind: "confirmed", slot: 1 });
  });
});

describe("revocation", () => {
  it("records who, when and why; keeps the slot taken unless asked to free it", async () => {
    await updateProgramSettings({ cap: 2 });
    for (const who of ["keep", "free", "next", "next2"]) await submitFeedback(feedback(`${who}@example.com`));
    await confirm("keep@example.com");
    await confirm("free@example.com");
    const keep = await db.tester.findFirstOrThrow({ where: { email: "keep@example.com" } });
    const free = await db.tester.findFirstOrThrow({ where: { email: "free@example.com" } });

    expect(await revokeTester(keep.id, { by: "admin", reason: "Abuse", freeSlot: false })).toEqual({ ok: true, value: { slot: 1, freed: false } });
    expect(await confirm("next@example.com")).toMatchObject({ kind: "full", joined: true });
    expect(await revokeTester(free.id, { by: "admin", reason: "Bots", freeSlot: true })).toEqual({ ok: true, value: { slot: 2, freed: true } });
    expect(await db.tester.findUniqueOrThrow({ where: { id: free.id } })).toMatchObject({ status: "revoked", revokedBy: "admin", revokeReason: "Bots", revokedAt: expect.any(Date), holdsSlot: false });
    expect(await confirm("next2@example.com")).toEqual({ kind: "confirmed", slot: 2 });
    expect(await heldSlots()).toEqual([1, 2]);

    // A revoked person gets no new link, and their link says the spot was withdrawn.
    await updateProgramSettings({ cap: 3 });
    expect((await submitFeedback(feedback("free@example.com"))).tester).toBe("duplicate");
    expect(await confirm("free@example.com")).toEqual({ kind: "revoked" });
    expect(await revokeTester(free.id, { by: "admin", reason: "Again", freeSlot: true })).toMatchObject({ ok: false, reason: "conflict" });
  });
});

describe("revocations that stick", () => {
  it("survive deleting the entry, a reset and a restore, until the admin lifts them", async () => {
    await submitFeedback(feedback("abuser@gmail.com"));
    await confirm("abuser@gmail.com");
    const row = await db.tester.findFirstOrThrow({ where: { emailKey: "abuser@gmail.com" } });
    await revokeTester(row.id, { by: "admin", reason: "Invented addresses", freeSlot: true });
    expect(await db.testerRevocation.findUniqueOrThrow({ where: { emailKey: "abuser@gmail.com" } })).toMatchObject({ reason: "Invented addresses", revokedBy: "admin" });

    // The entry is deleted and erased from the trash: another spelling of the address is still refused, with no link.
    const deleted = await trashOne("feedback", row.feedbackId!);
    await eraseTrash(deleted!);
    expect(await db.tester.count({ where: { emailKey: "abuser@gmail.com" } })).toBe(0);
    const sent = await db.emailOutbox.count();
    expect((await submitFeedback(feedback("Ab.User+again@gmail.com"))).tester).toBe("duplicate");
    expect(await db.emailOutbox.count()).toBe(sent);

    // A reset, and its restore, keep it.
    const { batch } = await trashAll(["feedback"], null);
    expect((await submitFeedback(feedback("abuser@gmail.com"))).tester).toBe("duplicate");
    await restoreTrash(batch);
    expect((await submitFeedback(feedback("abuser@googlemail.com"))).tester).toBe("duplicate");

    // Lifted, the address may ask again and take a slot.
    expect(await liftRevocation("abuser@gmail.com")).toBe(true);
    expect(await liftRevocation("abuser@gmail.com")).toBe(false);
    expect((await submitFeedback(feedback("abuser@gmail.com"))).tester).toBe("pending");
    expect(await confirm("abuser@gmail.com")).toMatchObject({ kind: "confirmed" });
  });

  it("a confirmed tester restored after their slot went to someone else is not revoked, and takes the next free slot", async () => {
    await updateProgramSettings({ cap: 1 });
    await submitFeedback(feedback("deleted@example.com"));
    await confirm("deleted@example.com");
    const { feedbackId } = await db.tester.findFirstOrThrow({ where: { email: "deleted@example.com" } });
    const batch = await trashOne("feedback", feedbackId!);
    await submitFeedback(feedback("newcomer@example.com"));
    expect(await confirm("newcomer@example.com")).toEqual({ kind: "confirmed", slot: 1 });
    await restoreTrash(batch!);
    expect(await db.tester.findFirstOrThrow({ where: { email: "deleted@example.com" } })).toMatchObject({ status: "confirmed", slot: null, holdsSlot: false });
    // Days later: their link's time has passed, but they proved the address long ago.
    await expire(["deleted@example.com"]);
    expect(await confirm("deleted@example.com")).toEqual({ kind: "full", place: 1, joined: false });
    const newcomer = await db.tester.findFirstOrThrow({ where: { email: "newcomer@example.com" } });
    await revokeTester(newcomer.id, { by: "admin", reason: "Bots", freeSlot: true });
    expect(await confirm("deleted@example.com")).toEqual({ kind: "confirmed", slot: 1 });
  });

  it("an unconfirmed link of a revoked address confirms nothing", async () => {
    await submitFeedback(feedback("two-links@example.com"));
    await submitFeedback(feedback("two-links@example.com"));
    const [first] = await db.tester.findMany({ where: { emailKey: "two-links@example.com" }, orderBy: { createdAt: "asc" } });
    await revokeTester(first!.id, { by: "admin", reason: "Bots", freeSlot: false });
    expect(await confirm("two-links@example.com")).toEqual({ kind: "revoked" });
    expect(await countClaimedSlots()).toBe(0);
  });
});

describe("the cap under interleaved submissions and confirmations", () => {
  it("gives exactly the cap, to confirmed people only, in distinct slots", async () => {
    const CAP = 50;
    await updateProgramSettings({ cap: CAP });
    let sampling = true;
    let maxSeen = 0;
    let samples = 0;
    const sampler = (async () => {
      while (sampling) {
        maxSeen = Math.max(maxSeen, await countClaimedSlots());
        samples++;
      }
    })();

    const first = await Promise.all(Array.from({ length: 100 }, (_, i) => submitFeedback(feedback(`wave1-${i}@example.com`))));
    expect(first.every((r) => r.tester === "pending")).toBe(true);
    expect(await countClaimedSlots()).toBe(0);

    // 80 confirm (20 more lapse first) while a second wave of submissions arrives.
    const emails = first.map((_, i) => `wave1-${i}@example.com`);
    const lapsing = emails.slice(0, 20);
    await expire(lapsing);
    const tokens = new Map(await Promise.all(emails.slice(0, 100).map(async (e) => [e, await tokenFor(e)] as const)));
    const [confirmations, late, second] = await Promise.all([
      Promise.all(emails.slice(20, 100).map((e) => confirmTesterLink(tokens.get(e)))),
      Promise.all(lapsing.map((e) => confirmTesterLink(tokens.get(e)))),
      Promise.all(Array.from({ length: 40 }, (_, i) => submitFeedback(feedback(`wave2-${i}@example.com`)))),
    ]);
    sampling = false;
    await sampler;

    expect(confirmations.filter((c) => c.kind === "confirmed")).toHaveLength(CAP);
    expect(confirmations.filter((c) => c.kind === "full")).toHaveLength(80 - CAP);
    expect(late.every((c) => c.kind === "expired")).toBe(true);
    // The wave that came while slots remained got links; after the cap, "closed".
    expect(second.every((r) => r.tester === "pending" || r.tester === "closed")).toBe(true);
    expect(await heldSlots()).toEqual(Array.from({ length: CAP }, (_, i) => i + 1));
    expect(samples).toBeGreaterThan(0);
    expect(maxSeen).toBeLessThanOrEqual(CAP);
  });
});
