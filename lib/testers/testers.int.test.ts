import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countClaimedSlots, getProgramState, updateProgramSettings } from "@/lib/data/program";
import { revokeTester } from "@/lib/data/testers";
import { db } from "@/lib/db";
import { confirmTesterLink, resendTesterConfirmation, submitFeedback } from "@/lib/testers/service";
import { resetDatabase } from "@/tests/integration/helpers";

// Issue 18 on the real database: reservations, confirmations, expiries, revocations and new links,
// alone and interleaved, never give more than `cap` valid slots.

const future = new Date(Date.now() + 30 * 86_400_000);
const feedback = (email: string) => ({ clarity: "Clear", usage: "Weekly", email });

/** The token of the latest confirmation e-mail to `to` (what the person clicks). */
async function tokenFor(to: string) {
  const mail = await db.emailOutbox.findFirstOrThrow({ where: { kind: "tester_confirmation", to }, orderBy: { createdAt: "desc" } });
  return /\/tester\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
}

const expire = (emails: string[]) => db.tester.updateMany({ where: { email: { in: emails } }, data: { expiresAt: new Date(Date.now() - 60_000) } });

/** The slots held right now, sorted. */
async function heldSlots() {
  const rows = await db.$queryRaw<{ slot: number }[]>`
    SELECT slot FROM testers WHERE "holdsSlot" AND (status <> 'reserved' OR "expiresAt" > clock_timestamp()) ORDER BY slot`;
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
    expect(entry.tester).toBe("reserved");
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
    await db.feedback.deleteMany({}); // the reservation goes with its entry
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

describe("expiry", () => {
  it("frees an unconfirmed slot for the next entry; the late link then says expired and confirms nothing", async () => {
    await updateProgramSettings({ cap: 2 });
    await submitFeedback(feedback("a@example.com"));
    await submitFeedback(feedback("b@example.com"));
    expect((await submitFeedback(feedback("c@example.com"))).tester).toBe("closed");
    expect((await getProgramState()).open).toBe(false);

    await expire(["a@example.com"]);
    // Nothing marked it yet: the count and the claim read the time themselves.
    expect(await countClaimedSlots()).toBe(1);
    expect((await getProgramState()).open).toBe(true);
    expect((await submitFeedback(feedback("d@example.com"))).tester).toBe("reserved");
    expect(await db.tester.findFirstOrThrow({ where: { email: "d@example.com" } })).toMatchObject({ slot: 1, status: "reserved" });
    expect(await db.tester.findFirstOrThrow({ where: { email: "a@example.com" } })).toMatchObject({ slot: 1, status: "expired", holdsSlot: false });

    // a's link comes too late: its slot is d's now.
    expect(await confirmTesterLink(await tokenFor("a@example.com"))).toEqual({ kind: "expired", slotsFree: 0 });
    expect(await heldSlots()).toEqual([1, 2]);
    expect(await db.emailOutbox.count({ where: { kind: "tester_welcome" } })).toBe(0);
  });

  it("lets a person whose reservation expired reserve again", async () => {
    await submitFeedback(feedback("again@example.com"));
    await expire(["again@example.com"]);
    expect((await submitFeedback(feedback("Again@Example.com"))).tester).toBe("reserved");
    expect(await db.tester.count({ where: { emailKey: "again@example.com" } })).toBe(2);
  });
});

describe("revocation", () => {
  it("records who, when and why; keeps the slot taken unless asked to free it", async () => {
    await updateProgramSettings({ cap: 2 });
    await submitFeedback(feedback("keep@example.com"));
    await submitFeedback(feedback("free@example.com"));
    const keep = await db.tester.findFirstOrThrow({ where: { email: "keep@example.com" } });
    const free = await db.tester.findFirstOrThrow({ where: { email: "free@example.com" } });

    expect(await revokeTester(keep.id, { by: "admin", reason: "Abuse", freeSlot: false })).toEqual({ ok: true, value: { slot: 1, freed: false } });
    expect((await submitFeedback(feedback("next@example.com"))).tester).toBe("closed");
    expect(await revokeTester(free.id, { by: "admin", reason: "Bots", freeSlot: true })).toEqual({ ok: true, value: { slot: 2, freed: true } });
    expect(await db.tester.findUniqueOrThrow({ where: { id: free.id } })).toMatchObject({ status: "revoked", revokedBy: "admin", revokeReason: "Bots", revokedAt: expect.any(Date), holdsSlot: false });
    expect((await submitFeedback(feedback("next2@example.com"))).tester).toBe("reserved");
    expect(await heldSlots()).toEqual([1, 2]);

    // A revoked person gets no new slot, and the link says the spot was withdrawn.
    await updateProgramSettings({ cap: 3 });
    expect((await submitFeedback(feedback("free@example.com"))).tester).toBe("duplicate");
    expect(await confirmTesterLink(await tokenFor("free@example.com"))).toEqual({ kind: "revoked" });
    expect(await revokeTester(free.id, { by: "admin", reason: "Again", freeSlot: true })).toMatchObject({ ok: false, reason: "conflict" });
  });
});

describe("the cap under interleaved reservations, confirmations and expiries", () => {
  it("never holds more than the cap; freed slots go to exactly the next entries", async () => {
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

    const first = await Promise.all(Array.from({ length: 200 }, (_, i) => submitFeedback(feedback(`wave1-${i}@example.com`))));
    expect(first.filter((r) => r.tester === "reserved")).toHaveLength(CAP);
    expect(await heldSlots()).toEqual(Array.from({ length: CAP }, (_, i) => i + 1));

    // Half confirm, half lapse, while a second wave arrives and the lapsed ones try their links late.
    const reserved = await db.tester.findMany({ orderBy: { slot: "asc" }, select: { email: true, slot: true } });
    const confirming = reserved.filter((r) => r.slot % 2 === 0);
    const lapsing = reserved.filter((r) => r.slot % 2 === 1);
    await expire(lapsing.map((r) => r.email));
    const tokens = new Map(await Promise.all(reserved.map(async (r) => [r.email, await tokenFor(r.email)] as const)));
    const [confirmations, late, second] = await Promise.all([
      Promise.all(confirming.map((r) => confirmTesterLink(tokens.get(r.email)))),
      Promise.all(lapsing.map((r) => confirmTesterLink(tokens.get(r.email)))),
      Promise.all(Array.from({ length: 80 }, (_, i) => submitFeedback(feedback(`wave2-${i}@example.com`)))),
    ]);
    sampling = false;
    await sampler;

    expect(confirmations.every((c) => c.kind === "confirmed")).toBe(true);
    expect(late.every((c) => c.kind === "expired")).toBe(true);
    expect(second.filter((r) => r.tester === "reserved")).toHaveLength(lapsing.length);
    const secondSlots = await db.tester.findMany({ where: { email: { startsWith: "wave2-" } }, select: { slot: true } });
    expect(secondSlots.map((r) => r.slot).sort((a, b) => a - b)).toEqual(lapsing.map((r) => r.slot));
    expect(await heldSlots()).toEqual(Array.from({ length: CAP }, (_, i) => i + 1));
    expect(samples).toBeGreaterThan(0);
    expect(maxSeen).toBeLessThanOrEqual(CAP);
  });
});
