import { setTimeout as sleep } from "node:timers/promises";
import { isDeepStrictEqual as same } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { eraseTrash, restoreTrash, trashAll } from "@/lib/data/trash";
import { resetDatabase } from "@/tests/integration/helpers";

const ENTRIES = 30;
const ROUNDS = 100;

beforeAll(resetDatabase);

/** A reset of ENTRIES feedback entries, each with its tester slot, and two suggestions. */
async function trashedReset(round: number) {
  const at = new Date("2026-01-01T10:00:00Z");
  const entries = Array.from({ length: ENTRIES }, (_, i) => ({ id: `f-${round}-${i}`, email: `t${i}@example.com`, clarity: "Clear", usage: "daily", createdAt: at }));
  await db.feedback.createMany({ data: entries });
  await db.tester.createMany({
    data: entries.map((e, i) => ({ id: `t-${e.id}`, feedbackId: e.id, slot: i + 1, email: e.email, emailKey: e.email, status: "confirmed" as const, tokenNonce: "n", expiresAt: at, confirmedAt: at })),
  });
  await db.featureSuggestion.createMany({ data: [{ name: `A ${round}`, description: "a" }, { name: `B ${round}`, description: "b" }] });
  return (await trashAll(["feedback", "suggestion"], null)).batch;
}

const tables = async () => ({
  feedback: await db.feedback.count(),
  testers: await db.tester.count(),
  suggestions: await db.featureSuggestion.count(),
  trash: await db.trashItem.count(),
});

describe("restore and erase of one batch, raced", () => {
  it(`serialise: ${ROUNDS} rounds, each restored whole or erased whole, and the loser answers not found`, async () => {
    const outcomes = { restored: 0, erased: 0 };
    const wrong: unknown[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const batch = await trashedReset(round);
      // Either call may start first, up to 30 ms before the other.
      const offset = Math.floor(Math.random() * 31);
      const eraseFirst = Math.random() < 0.3;
      const [restored, erased] = await Promise.all([
        sleep(eraseFirst ? offset : 0).then(() => restoreTrash(batch)),
        sleep(eraseFirst ? 0 : offset).then(() => eraseTrash(batch)),
      ]);
      const after = await tables();
      const context = { round, offset, eraseFirst, restored, erased, after };
      const whole = { feedback: ENTRIES, tester: ENTRIES, suggestion: 2 };
      const restoredWhole = same(restored, whole) && !erased && same(after, { feedback: ENTRIES, testers: ENTRIES, suggestions: 2, trash: 0 });
      const erasedWhole = restored === null && erased && same(after, { feedback: 0, testers: 0, suggestions: 0, trash: 0 });
      if (restoredWhole) outcomes.restored++;
      else if (erasedWhole) outcomes.erased++;
      else wrong.push(context);
      await db.feedback.deleteMany({});
      await db.featureSuggestion.deleteMany({});
    }
    // Both orders happened: the race was real.
    console.info(`trash race: ${ROUNDS} rounds, ${outcomes.restored} restored whole, ${outcomes.erased} erased whole, ${wrong.length} wrong`);
    expect(wrong.slice(0, 3)).toEqual([]);
    expect(outcomes.restored).toBeGreaterThan(0);
    expect(outcomes.erased).toBeGreaterThan(0);
  }, 300_000);
});
