import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFeedback } from "@/lib/data/feedback";
import { db } from "@/lib/db";
import { resetDatabase } from "@/tests/integration/helpers";

// Entries without a tester slot arriving at once (lib/data/feedback.ts createFeedback).
const entry = (n: number, extra: Record<string, unknown> = {}) => ({
  clarity: `clarity ${n}`,
  usage: `usage ${n}`,
  improvements: n % 2 ? `improve ${n}` : undefined,
  rating: n % 5 || null,
  ...extra,
});

beforeAll(resetDatabase);
beforeEach(async () => {
  await db.feedback.deleteMany({});
});

describe("createFeedback under concurrency", () => {
  it("stores every concurrent entry once, with its own fields and id, ", async () => {
    const count = 250;
    const stored = await Promise.all(Array.from({ length: count }, (_, n) => createFeedback(entry(n))));
    const ids = stored.map((s) => s.id);
    expect(new Set(ids).size).toBe(count);
    expect(stored.every((s) => s.createdAt instanceof Date)).toBe(true);
    const rows = await db.feedback.findMany({ where: { id: { in: ids } } });
    expect(rows).toHaveLength(count);
    const byId = new Map(rows.map((r) => [r.id, r]));
    stored.forEach((s, n) => {
      expect(byId.get(s.id)).toMatchObject({
        clarity: `clarity ${n}`,
        usage: `usage ${n}`,
        improvements: n % 2 ? `improve ${n}` : "",
        confusion: "",
        additional: "",
        email: null,
        rating: n % 5 || null,
        status: "new",
        priority: "medium",
        createdAt: s.createdAt,
      });
    });
  });

  it("fails only the bad entry; the others sent with it are stored", async () => {
    const first = createFeedback(entry(0));
    // NUL cannot be stored in a PostgreSQL text column: that one statement fails.
    const batch = Array.from({ length: 10 }, (_, n) => createFeedback(entry(n + 1, n === 4 ? { clarity: "bad \u0000 byte" } : {})));
    const results = await Promise.allSettled([first, ...batch]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", ...Array.from({ length: 10 }, (_, n) => (n === 4 ? "rejected" : "fulfilled"))]);
    expect(await db.feedback.count()).toBe(10);
    expect(await db.feedback.count({ where: { clarity: { contains: "bad" } } })).toBe(0);
  });

  it("gives each entry its arrival time: admin lists (createdAt, then id) keep the order of arrival", async () => {
    const before = Date.now();
    const results: { id: string; createdAt: Date }[] = [];
    for (let n = 0; n < 20; n++) results.push(await createFeedback(entry(n)));
    const after = Date.now();
    for (const r of results) expect(r.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1);
    for (const r of results) expect(r.createdAt.getTime()).toBeLessThanOrEqual(after);
    const listed = await db.feedback.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true } });
    const times = results.map((r) => r.createdAt.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // Entries of the same millisecond are ordered by id; all others by their arrival.
    expect(listed.map((r) => r.id).filter((id, i) => id !== results[i]!.id && times[i] !== times[i - 1] && times[i] !== times[i + 1])).toEqual([]);
  });
});
