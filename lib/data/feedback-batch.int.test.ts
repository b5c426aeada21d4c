import pg from "pg";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFeedback, feedbackId, FEEDBACK_BATCH_MAX } from "@/lib/data/feedback";
import { db } from "@/lib/db";
import { resetDatabase } from "@/tests/integration/helpers";

// The group commit of entries without a tester slot (lib/data/feedback.ts insertEntries).
const entry = (n: number, extra: Record<string, unknown> = {}) => ({
  clarity: `clarity ${n}`,
  usage: `usage ${n}`,
  improvements: n % 2 ? `improve ${n}` : undefined,
  rating: n % 5 || null,
  ...extra,
});

/** Transactions that wrote these rows (xmin): one per statement of the group commit. */
async function writingTransactions(ids: string[]) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`SELECT count(DISTINCT xmin::text)::int AS n FROM feedback WHERE id = ANY($1)`, [ids]);
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

beforeAll(resetDatabase);
beforeEach(async () => {
  await db.feedback.deleteMany({});
});

describe("createFeedback group commit", () => {
  it("stores every concurrent entry once, with its own fields and id, in a few multi-row INSERTs", async () => {
    const count = 250;
    const stored = await Promise.all(Array.from({ length: count }, (_, n) => createFeedback(entry(n))));
    const ids = stored.map((s) => s.id);
    expect(new Set(ids).size).toBe(count);
    expect(stored.every((s) => s.testerSlot === null && s.createdAt instanceof Date)).toBe(true);
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
        testerSlot: null,
        createdAt: s.createdAt,
      });
    });
    // The first entry went alone; the 249 that arrived meanwhile in ceil(249 / 100) statements.
    expect(await writingTransactions(ids)).toBe(1 + Math.ceil((count - 1) / FEEDBACK_BATCH_MAX));
  });

  it("fails only the bad entry of a batch; the others of that batch are stored", async () => {
    const first = createFeedback(entry(0));
    // NUL cannot be stored in a PostgreSQL text column: this statement fails, the batch is retried row by row.
    const batch = Array.from({ length: 10 }, (_, n) => createFeedback(entry(n + 1, n === 4 ? { clarity: "bad \u0000 byte" } : {})));
    const results = await Promise.allSettled([first, ...batch]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", ...Array.from({ length: 10 }, (_, n) => (n === 4 ? "rejected" : "fulfilled"))]);
    expect(await db.feedback.count()).toBe(10);
    expect(await db.feedback.count({ where: { clarity: { contains: "bad" } } })).toBe(0);
  });

  it("gives each entry its arrival time: admin lists (createdAt, then id) keep the order of arrival", async () => {
    const before = Date.now();
    const stored: Promise<{ id: string; createdAt: Date }>[] = [];
    for (let n = 0; n < 60; n++) {
      stored.push(createFeedback(entry(n)));
      if (n % 20 === 19) await new Promise((r) => setTimeout(r, 3));
    }
    const results = await Promise.all(stored);
    const after = Date.now();
    for (const r of results) expect(r.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1);
    for (const r of results) expect(r.createdAt.getTime()).toBeLessThanOrEqual(after);
    // Arrivals 20 apart are at least 3 ms apart: their batches did not share a time.
    expect(results[20]!.createdAt.getTime()).toBeGreaterThan(results[19]!.createdAt.getTime());
    const listed = await db.feedback.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { clarity: true } });
    expect(listed.map((r) => r.clarity)).toEqual(results.map((_, n) => `clarity ${n}`));
  });

  it("makes cuid-shaped ids that sort in creation order", () => {
    const now = Date.now();
    const ids = Array.from({ length: 1000 }, () => feedbackId(now));
    expect(ids.every((id) => /^c[a-z0-9]{24}$/.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(feedbackId(now + 1) > ids.at(-1)!).toBe(true);
  });
});
