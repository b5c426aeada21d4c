import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { resetDatabase } from "@/tests/integration/helpers";
import { clearJobs, startJobs } from "@/tests/integration/jobs";

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const lifetimeMs = env.MEMBER_SESSION_LIFETIME_SECONDS * 1000;

let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  await resetDatabase();
  await clearJobs();
});

afterAll(async () => {
  await stop?.();
});

describe("the member purge job", () => {
  it("deletes sign-in and address change links (and waitlist joins) a day after they ended and sessions that were revoked or outlived their lifetime, and keeps the rest", async () => {
    const link = (tokenHash: string, expiresAt: Date, usedAt: Date | null = null) =>
      ({ tokenHash, email: "a@example.com", emailKey: "a@example.com", expiresAt, usedAt, createdAt: new Date(expiresAt.getTime() - 15 * 60_000) });
    await db.memberSignInLink.createMany({
      data: [
        link("expired-2-days", ago(48 * HOUR)),
        link("used-2-days", ago(48 * HOUR), ago(48 * HOUR + 60_000)),
        // Ended within the day: its page still says "expired" or "used".
        link("expired-1-hour", ago(HOUR)),
        link("used-1-hour", ago(HOUR), ago(HOUR + 60_000)),
        link("live", new Date(Date.now() + 10 * 60_000)),
      ],
    });
    const member = await db.member.create({ data: { email: "a@example.com", emailKey: "a@example.com" } });
    const session = (tokenHash: string, createdAt: Date, revokedAt: Date | null = null) => ({ tokenHash, memberId: member.id, createdAt, revokedAt });
    await db.memberSession.createMany({
      data: [
        session("live", ago(HOUR)),
        session("revoked", ago(HOUR), ago(60_000)),
        session("past-lifetime", ago(lifetimeMs + HOUR)),
      ],
    });
    const change = (tokenHash: string, expiresAt: Date) => ({ tokenHash, memberId: member.id, newEmail: "new@example.com", newEmailKey: "new@example.com", expiresAt });
    await db.memberEmailChange.createMany({ data: [change("change-expired-2-days", ago(48 * HOUR)), change("change-expired-1-hour", ago(HOUR))] });
    await db.waitlistPendingJoin.createMany({ data: [{ tokenHash: "join-expired-2-days", expiresAt: ago(48 * HOUR) }, { tokenHash: "join-expired-1-hour", expiresAt: ago(HOUR) }] });

    // The job runs once when an instance starts, and then every hour.
    stop = (await startJobs()).stop;
    const links = async () => (await db.memberSignInLink.findMany({ select: { tokenHash: true }, orderBy: { tokenHash: "asc" } })).map((l) => l.tokenHash);
    await expect.poll(links, { timeout: 15_000 }).toEqual(["expired-1-hour", "live", "used-1-hour"]);
    const sessions = async () => (await db.memberSession.findMany({ select: { tokenHash: true } })).map((s) => s.tokenHash);
    await expect.poll(sessions, { timeout: 15_000 }).toEqual(["live"]);
    expect((await db.memberEmailChange.findMany({ select: { tokenHash: true } })).map((c) => c.tokenHash)).toEqual(["change-expired-1-hour"]);
    expect((await db.waitlistPendingJoin.findMany({ select: { tokenHash: true } })).map((j) => j.tokenHash)).toEqual(["join-expired-1-hour"]);
    // The member itself is kept.
    expect(await db.member.count()).toBe(1);
  });
});
