import { beforeEach, describe, expect, it, vi } from "vitest";

// The database: every programme read is a pending query that the test settles.
const reads: { resolve: (rows: unknown[]) => void; reject: (error: unknown) => void }[] = [];
vi.mock("@/lib/db", () => ({
  db: {
    $queryRaw: () =>
      new Promise((resolve, reject) => {
        reads.push({ resolve, reject });
      }),
  },
}));

const { getProgramState } = await import("@/lib/data/program");
const row = (claimed: number) => [{ cap: 100, deadline: new Date("2099-01-01"), liveCount: claimed % 2 === 0, claimed }];
const tick = () => new Promise((r) => setImmediate(r));

beforeEach(() => {
  reads.length = 0;
});

describe("getProgramState's shared reads", () => {
  it("shares one read between the requests of one turn, and never hands a request a read that started before it", async () => {
    const first = getProgramState();
    const alsoFirst = getProgramState();
    expect(reads).toHaveLength(0); // the batch starts at the end of the turn
    await tick();
    expect(reads).toHaveLength(1);
    // Arrive while the first read is in flight: it may predate them, so they get a read of their own.
    const second = getProgramState();
    const third = getProgramState();
    await tick();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(row(2));
    reads[0]!.resolve(row(1));
    expect((await first).claimed).toBe(1);
    expect((await alsoFirst).claimed).toBe(1);
    expect((await second).claimed).toBe(2);
    expect((await third).claimed).toBe(2);
  });

  it("runs at most three reads at once; the requests arriving meanwhile share the next one", async () => {
    const running = [getProgramState()];
    await tick();
    running.push(getProgramState());
    await tick();
    running.push(getProgramState());
    await tick();
    expect(reads).toHaveLength(3);
    const waiting = [getProgramState(), getProgramState()];
    await tick();
    expect(reads).toHaveLength(3);
    reads[0]!.resolve(row(1));
    await running[0];
    await tick();
    await tick();
    expect(reads).toHaveLength(4);
    reads[3]!.resolve(row(4));
    for (const request of waiting) expect((await request).claimed).toBe(4);
    reads[1]!.resolve(row(2));
    reads[2]!.resolve(row(3));
    expect((await running[2]!).claimed).toBe(3);
  });

  it("keeps nothing once a read is done, and a failed read fails only its own requests", async () => {
    const failing = getProgramState();
    await tick();
    const next = getProgramState();
    reads[0]!.reject(new Error("connection terminated"));
    await expect(failing).rejects.toThrow("connection terminated");
    await tick();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(row(4));
    expect((await next).claimed).toBe(4);
    const later = getProgramState();
    await tick();
    expect(reads).toHaveLength(3);
    reads[2]!.resolve(row(5));
    expect(await later).toMatchObject({ claimed: 5, cap: 100, open: true, liveCount: false });
  });
});
