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
    const commit = new GroupCommit({ writeMany, maxBatch: 100 });
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
    const commit = new GroupCommit({ writeMany, maxBatch: 2 });
    const all = [1, 2, 3, 4, 5, 6].map((n) => commit.write(n));
    for (let i = 0; i < 4; i++) {
      await tick();
      calls[i]!.resolve(calls[i]!.rows.map((n) => `r${n}`));
    }
    await expect(Promise.all(all)).resolves.toEqual(["r1", "r2", "r3", "r4", "r5", "r6"]);
    expect(calls.map((c) => c.rows)).toEqual([[1], [2, 3], [4, 5], [6]]);
  });

  it("fails every row of a failed batch at once, and goes on with the next", async () => {
    const { calls, writeMany } = fakeWriter();
    const commit = new GroupCommit({ writeMany, maxBatch: 100 });
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

  it("treats a statement that returns the wrong number of rows as failed", async () => {
    const writeMany = async () => ["only one"];
    const commit = new GroupCommit({ writeMany, maxBatch: 100 });
    // The first row goes alone; the two that arrive meanwhile share the next statement.
    const results = await Promise.allSettled([1, 2, 3].map((n) => commit.write(n)));
    expect(results[0]).toEqual({ status: "fulfilled", value: "only one" });
    for (const result of results.slice(1)) expect(result).toMatchObject({ status: "rejected", reason: { message: "group commit: 1 results for 2 rows" } });
  });
});
