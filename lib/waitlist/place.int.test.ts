import { beforeAll, describe, expect, it } from "vitest";
import { entryStanding, foldPlaceDeltas } from "@/lib/data/waitlist";
import { db } from "@/lib/db";
import { resetDatabase } from "@/tests/integration/helpers";

// The place by block counts (lib/waitlist/place.ts) against the plain count it stands for, on a
// line spread over many blocks of 4,096 ranks, through every kind of change an entry sees.

/** Every waiting member's place as the plain count gives it: its row number in (rank, seq) order. */
async function expectedPlaces(): Promise<Map<string, number>> {
  const rows = await db.$queryRaw<{ memberId: string; place: number }[]>`
    SELECT "memberId", row_number() OVER (ORDER BY rank, seq)::int AS place FROM waitlist_entries WHERE status = 'waiting'`;
  return new Map(rows.map((r) => [r.memberId, r.place]));
}

async function expectPlacesAgree() {
  const expected = await expectedPlaces();
  const members = await db.waitlistEntry.findMany({ select: { memberId: true, status: true } });
  for (const { memberId, status } of members) {
    const standing = await entryStanding(memberId);
    expect({ memberId, place: standing?.place ?? null }).toEqual({ memberId, place: status === "waiting" ? expected.get(memberId) : null });
    expect(standing?.waiting).toBe(expected.size);
  }
}

describe("the place counted by blocks of ranks", () => {
  beforeAll(async () => {
    await resetDatabase();
    // 60 members whose join orders lie 1,000 apart: ranks 2,000 to 120,000, about 30 blocks.
    await db.$executeRaw`INSERT INTO members (id, email, "emailKey") SELECT 'm' || i, 'p' || i || '@example.com', 'p' || i || '@example.com' FROM generate_series(1, 60) i`;
    await db.$executeRaw`
      INSERT INTO waitlist_entries ("memberId", seq, rank, code) SELECT 'm' || i, i * 1000, 2 * i * 1000, 'code' || i FROM generate_series(1, 60) i`;
  });

  it("agrees with the plain count after joins, invites, referrals, returns, deletions and a rank below every other, before and after the deltas are folded", async () => {
    await expectPlacesAgree();
    // Invited (leave the line), a referral's move across blocks, a restored tester's negative rank.
    await db.$executeRaw`UPDATE waitlist_entries SET status = 'invited' WHERE seq IN (5000, 17000, 33000)`;
    await db.$executeRaw`UPDATE waitlist_entries SET referrals = 3, rank = 2 * (seq - 5 * 3) - 1 WHERE seq = 40000`;
    await db.$executeRaw`UPDATE waitlist_entries SET rank = 2 * (seq - 9000) - 1 WHERE seq = 52000`;
    await db.$executeRaw`UPDATE waitlist_entries SET rank = -1000000 WHERE seq = 60000`;
    await expectPlacesAgree();

    expect(await foldPlaceDeltas()).toBeGreaterThan(0);
    expect(await db.waitlistRankDelta.count()).toBe(0);
    await expectPlacesAgree();

    // An expired invite back in line, a tester who leaves it, a member erased (cascade).
    await db.$executeRaw`UPDATE waitlist_entries SET status = 'waiting' WHERE seq = 17000`;
    await db.$executeRaw`UPDATE waitlist_entries SET status = 'tester' WHERE seq = 2000`;
    await db.member.delete({ where: { id: "m30" } });
    await expectPlacesAgree();
    await foldPlaceDeltas();
    await expectPlacesAgree();
    expect(await foldPlaceDeltas()).toBe(0);
  });

  it("a TRUNCATE of the line (no row trigger fires) empties its counts with it", async () => {
    await db.$executeRawUnsafe(`TRUNCATE waitlist_entries CASCADE`);
    expect((await db.waitlistRankBlock.count()) + (await db.waitlistRankDelta.count())).toBe(0);
    await db.$executeRaw`INSERT INTO waitlist_entries ("memberId", seq, rank, code) SELECT 'm' || i, i, 2 * i, 'again' || i FROM generate_series(1, 5) i`;
    await expectPlacesAgree();
  });
});

describe("the count of referrals awaiting review, kept on the referrer's entry", () => {
  const flaggedOf = async (memberId: string) => (await db.waitlistEntry.findUniqueOrThrow({ where: { memberId }, select: { flagged: true } })).flagged;

  it("follows flags, reviews, the referred member's erasure and a TRUNCATE", async () => {
    await resetDatabase();
    await db.$executeRaw`INSERT INTO members (id, email, "emailKey") SELECT 'f' || i, 'f' || i || '@example.com', 'f' || i || '@example.com' FROM generate_series(1, 4) i`;
    await db.$executeRaw`INSERT INTO waitlist_entries ("memberId", rank, code) SELECT 'f' || i, 2 * i, 'fc' || i FROM generate_series(1, 4) i`;
    await db.$executeRaw`
      INSERT INTO waitlist_referrals (id, "referrerId", "referredId", state, flags) VALUES
        ('r2', 'f1', 'f2', 'flagged', ARRAY['same_network']), ('r3', 'f1', 'f3', 'flagged', ARRAY['relay']), ('r4', 'f1', 'f4', 'counted', ARRAY[]::text[])`;
    expect(await flaggedOf("f1")).toBe(2);
    await db.$executeRaw`UPDATE waitlist_referrals SET state = 'approved' WHERE id = 'r2'`;
    expect(await flaggedOf("f1")).toBe(1);
    await db.member.delete({ where: { id: "f3" } });
    expect(await flaggedOf("f1")).toBe(0);
    await db.$executeRaw`UPDATE waitlist_referrals SET state = 'flagged' WHERE id = 'r4'`;
    expect(await flaggedOf("f1")).toBe(1);
    await db.$executeRawUnsafe(`TRUNCATE waitlist_referrals`);
    expect(await flaggedOf("f1")).toBe(0);
    // The referrer erased with their referrals: nothing is left to count, and nothing fails.
    await db.$executeRaw`INSERT INTO waitlist_referrals (id, "referrerId", "referredId", state) VALUES ('r5', 'f1', 'f2', 'flagged')`;
    await db.member.delete({ where: { id: "f1" } });
    expect(await db.waitlistReferral.count()).toBe(0);
  });
});
