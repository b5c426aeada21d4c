import { describe, expect, it } from "vitest";
import { GroupCommit } from "@/lib/data/group-commit";

type Deferred = { rows: number[]; resolve: (results: string[]) => void; reject: (error: unknown) => void };

/** A writer whose statements stay pending until the test settles them. */
function fakeWriter() {
  const calls: Deferred[] = [];
  const writeMany = (rows: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({ rows, resolve, reject });
    });
  return { calls, writeMany };
}

const tick = () => new Promise((r) => setImmediate(r));
const fatal = new Error("database down");

describe("GroupCommit", () => {
  it("writes a lone row at once, and the rows that arrive meanwhile together in the next statement", async () => {
    const { calls, writeMany } = fakeWriter();
    const commit = new GroupCommit({ writeMany, isFatal: (e) => e === fatal, maxBatch: 100 });
    const first = commit.write(1);
    const rest = [2, 3, 4].map((n) => commit.write(n));
    expect(calls.map((c) => c.rows)).toEqual([[1]]);
    expect(commit.waiting).toBe(3);
    calls[0]!.resolve(["r1"]);
    await expect(first).resolves.toBe("r1");
    await tick();
    expect(calls.map((c) => c.rows)).toEqual([[1], [2, 3, 4]]);
    calls[1]!.resolve(["r2", "r3", "r4"]);
    await expect(Promise.all(rest)).resolves.toEqual(["r2", "r3", "r4"]);
  });

  it("bounds a statement to maxBatch rows", async () => {
    const { calls, writeMany } = fakeWriter();
    const commit = new GroupCommit({ writeMany, isFatal: () => false, maxBatch: 2 });
    const all = [1, 2, 3, 4, 5, 6].map((n) => commit.write(n));
    for (let i = 0; i < 4; i++) {
      await tick();
      calls[i]!.resolve(calls[i]!.rows.map((n) => `r${n}`));
    }
    await expect(Promise.all(all)).resolves.toEqual(["r1", "r2", "r3", "r4", "r5", "r6"]);
    expect(calls.map((c) => c.rows)).toEqual([[1], [2, 3], [4, 5], [6]]);
  });

  it("retries a failed batch row by row: only the bad row fails", async () => {
    const writeMany = async (rows: number[]) => {
      if (rows.includes(3)) throw new Error("bad row");
      return rows.map((n) => `r${n}`);
    };
    const commit = new GroupCommit({ writeMany, isFatal: (e) => e === fatal, maxBatch: 100 });
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => commit.write(n)));
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : (r.reason as Error).message))).toEqual(["r1", "r2", "bad row", "r4"]);
  });

  it("fails every row of a batch at once when the database is down (no retry)", async () => {
    const { calls, writeMany } = fakeWriter();
    const commit = new GroupCommit({ writeMany, isFatal: (e) => e === fatal, maxBatch: 100 });
    const first = commit.write(1);
    const rest = [2, 3].map((n) => commit.write(n));
    calls[0]!.resolve(["r1"]);
    await first;
    await tick();
    calls[1]!.reject(fatal);
    for (const p of rest) await expect(p).rejects.toBe(fatal);
    expect(calls).toHaveLength(2);
    // The writer is idle again: the next row goes at once.
    const later = commit.write(9);
    expect(calls).toHaveLength(3);
    calls[2]!.resolve(["r9"]);
    await expect(later).resolves.toBe("r9");
  });

  it("treats a statement that returns the wrong number of rows as failed (rows retried one by one)", async () => {
    let call = 0;
    const writeMany = async (rows: number[]) => (call++ === 1 ? ["only one"] : rows.map((n) => `r${n}`));
    const commit = new GroupCommit({ writeMany, isFatal: () => false, maxBatch: 100 });
    const results = await Promise.all([1, 2, 3].map((n) => commit.write(n)));
    expect(results).toEqual(["r1", "r2", "r3"]);
  });
});
