import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { eraseTrash, listTrash, purgeTrash, restoreTrash, trashAll, trashOne } from "@/lib/data/trash";
import { resetDatabase } from "@/tests/integration/helpers";
import { seedIdea } from "@/tests/integration/ideas";

async function feedback(email: string, slot: number | null, createdAt: Date) {
  const entry = await db.feedback.create({ data: { email, clarity: `Clear for ${email}`, usage: "daily", createdAt, status: "resolved", priority: "high", response: "Thanks" } });
  if (slot !== null) {
    await db.tester.create({
      data: { id: `t-${entry.id}`, feedbackId: entry.id, slot, email, emailKey: email, status: "confirmed", tokenNonce: "n", expiresAt: createdAt, confirmedAt: createdAt, createdAt },
    });
  }
  return entry;
}
const slotOf = async (feedbackId: string) => {
  const tester = await db.tester.findUnique({ where: { feedbackId } });
  return tester ? `${tester.slot} ${tester.status}${tester.holdsSlot ? "" : " (no slot)"}` : null;
};

beforeEach(resetDatabase);

describe("the trash", () => {
  it("moves a reset to the trash and restores it as it was, except a slot someone else took since", async () => {
    const a = await feedback("a@example.com", 1, new Date("2026-01-01T10:00:00Z"));
    const b = await feedback("b@example.com", 2, new Date("2026-01-02T10:00:00Z"));
    const c = await feedback("c@example.com", null, new Date("2026-01-03T10:00:00Z"));
    await db.featureSuggestion.create({ data: { name: "Dark mode", description: "Please" } });
    await db.contactMessage.create({ data: { firstName: "Ada", lastName: "L", email: "ada@example.com", subject: "Hi", message: "Hello" } });

    const { batch, counts } = await trashAll(["feedback", "suggestion"], null);
    expect(counts).toEqual({ feedback: 3, suggestion: 1 });
    expect(await db.feedback.count()).toBe(0);
    expect(await db.tester.count()).toBe(0);
    expect(await db.featureSuggestion.count()).toBe(0);
    expect(await db.contactMessage.count()).toBe(1);
    const [line] = await listTrash();
    expect(line).toMatchObject({ batch, reason: "reset", label: "Reset: 3 feedback entries and 1 suggestion", counts: { feedback: 3, suggestion: 1 } });
    expect(new Date(line!.purgeAt).getTime() - new Date(line!.deletedAt).getTime()).toBe(30 * 86_400_000);

    // Slot 1 went to a newcomer while the entries were in the trash.
    await feedback("new@example.com", 1, new Date());
    expect(await restoreTrash(batch)).toEqual({ feedback: 3, suggestion: 1, tester: 2 });
    const back = await db.feedback.findMany({ where: { id: { in: [a.id, b.id, c.id] } }, orderBy: { createdAt: "asc" } });
    expect(await Promise.all(back.map(async (f) => [f.email, await slotOf(f.id), f.createdAt.toISOString(), f.status, f.priority, f.response]))).toEqual([
      ["a@example.com", "null confirmed (no slot)", "2026-01-01T10:00:00.000Z", "resolved", "high", "Thanks"],
      ["b@example.com", "2 confirmed", "2026-01-02T10:00:00.000Z", "resolved", "high", "Thanks"],
      ["c@example.com", null, "2026-01-03T10:00:00.000Z", "resolved", "high", "Thanks"],
    ]);
    expect(await db.featureSuggestion.findFirst()).toMatchObject({ name: "Dark mode", description: "Please" });
    expect(await listTrash()).toEqual([]);
    expect(await restoreTrash(batch)).toBeNull();
  });

  it("restores an idea with its votes, followers, history, shipping entry and merged ideas; a member erased meanwhile is not counted", async () => {
    const idea = await seedIdea({ title: "Torque presets" });
    const duplicate = await seedIdea({ title: "Remember torque" });
    const [ada, bob] = await Promise.all(["ada", "bob"].map((name) => db.member.create({ data: { email: `${name}@example.com`, emailKey: `${name}@example.com` } })));
    const votedAt = new Date("2026-02-01T10:00:00Z");
    await db.ideaVote.createMany({ data: [ada!, bob!].map((m) => ({ suggestionId: idea, memberId: m.id, createdAt: votedAt })) });
    await db.ideaFollow.create({ data: { suggestionId: idea, memberId: ada!.id } });
    await db.ideaMute.create({ data: { suggestionId: idea, memberId: bob!.id } });
    const carol = await db.member.create({ data: { email: "carol@example.com", emailKey: "carol@example.com" } });
    await db.ideaMute.create({ data: { suggestionId: idea, memberId: carol.id } });
    await db.ideaStatusChange.create({ data: { suggestionId: idea, status: "planned" } });
    await db.featureSuggestion.update({ where: { id: idea }, data: { voteCount: 2 } });
    await db.featureSuggestion.update({ where: { id: duplicate }, data: { mergedIntoId: idea } });
    const entry = await db.changelogEntry.create({ data: { title: "Presets", body: "Shipped", date: new Date(), status: "published", suggestions: { create: { suggestionId: idea } } } });

    const batch = await trashOne("suggestion", idea);
    expect(await db.ideaVote.count()).toBe(0);
    expect((await db.featureSuggestion.findUnique({ where: { id: duplicate } }))?.mergedIntoId).toBeNull();
    await db.member.delete({ where: { id: bob!.id } });

    expect(await restoreTrash(batch!)).toEqual({ suggestion: 1 });
    expect(await db.featureSuggestion.findUnique({ where: { id: idea } })).toMatchObject({ voteCount: 1 });
    expect(await db.ideaVote.findMany({ select: { memberId: true, createdAt: true } })).toEqual([{ memberId: ada!.id, createdAt: votedAt }]);
    expect(await db.ideaFollow.count({ where: { suggestionId: idea, memberId: ada!.id } })).toBe(1);
    expect(await db.ideaMute.findMany({ select: { memberId: true } })).toEqual([{ memberId: carol.id }]);
    expect(await db.ideaStatusChange.findMany({ where: { suggestionId: idea }, select: { status: true } })).toEqual([{ status: "planned" }]);
    expect(await db.changelogSuggestion.count({ where: { entryId: entry.id, suggestionId: idea } })).toBe(1);
    expect((await db.featureSuggestion.findUnique({ where: { id: duplicate } }))?.mergedIntoId).toBe(idea);
  });

  it("deletes one entry into its own batch, erases it for good, and purges after 30 days", async () => {
    const message = await db.contactMessage.create({ data: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", subject: "About the app", message: "Hello" } });
    expect(await trashOne("contact", "no-such-id")).toBeNull();
    const batch = await trashOne("contact", message.id);
    expect(batch).toBeTruthy();
    expect((await listTrash())[0]?.label).toBe("Contact message from Ada Lovelace: “About the app”");
    expect(await eraseTrash(batch!)).toBe(true);
    expect(await eraseTrash(batch!)).toBe(false);
    // An entry with a tester slot is named as the entry (its slot goes into the trash first).
    const withSlot = await feedback("slot@example.com", 7, new Date("2026-01-04T10:00:00Z"));
    const slotBatch = await trashOne("feedback", withSlot.id);
    expect((await listTrash())[0]?.label).toBe("Feedback from slot@example.com: “Clear for slot@example.com”");
    expect(await eraseTrash(slotBatch!)).toBe(true);

    const s = await db.featureSuggestion.create({ data: { name: "Export", description: "CSV" } });
    await trashOne("suggestion", s.id);
    expect(await purgeTrash(new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect(await purgeTrash(new Date(Date.now() + 31 * 86_400_000))).toBe(1);
    expect(await listTrash()).toEqual([]);
  });
});
