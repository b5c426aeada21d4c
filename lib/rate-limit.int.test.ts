import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { rateLimitPurgeJob } from "@/lib/jobs/rate-limit-purge";
import { assertLoginAllowed, limitCostlyPath, limitFormSubmission, recordLoginFailure } from "@/lib/rate-limit";
import { resetDatabase } from "@/tests/integration/helpers";

const ADDRESS = "198.51.100.42";
const USERNAME = "someone-typed-this";
const keys = async () => (await db.$queryRawUnsafe<{ key: string }[]>("SELECT key FROM rate_limits ORDER BY key")).map((r) => r.key);
const expire = (where: string) => db.$executeRawUnsafe(`UPDATE rate_limits SET expire = $1 WHERE ${where}`, BigInt(Date.now() - 1000));

beforeEach(() => resetDatabase());

describe("rate_limits rows", () => {
  it("hold a keyed hash, never the address or the username, after a burst of limited requests", async () => {
    const refused = [];
    for (let i = 0; i < 12; i++) refused.push(await limitFormSubmission("feedback", ADDRESS).then(() => false, () => true));
    expect(refused.filter(Boolean).length).toBeGreaterThan(0);
    await limitCostlyPath("image", ADDRESS);
    await recordLoginFailure(USERNAME, ADDRESS);
    await assertLoginAllowed(USERNAME, ADDRESS);

    const stored = await keys();
    expect(stored.length).toBeGreaterThanOrEqual(4);
    const dump = JSON.stringify(await db.$queryRawUnsafe("SELECT key, points FROM rate_limits"));
    for (const secret of [ADDRESS, "198.51.100", USERNAME]) expect(dump).not.toContain(secret);
    // The prefix stays readable; what it counts is a 43-character base64url HMAC.
    for (const key of stored) expect(key).toMatch(/^[a-z:-]+:[A-Za-z0-9_-]{43}$/);
    // The same address counts against the same row (the hash is stable): the burst was refused.
    expect(stored.filter((key) => key.startsWith("form:feedback:"))).toHaveLength(1);
  });

  it("are deleted by the purge job once their window has ended, and only then", async () => {
    await limitFormSubmission("feedback", ADDRESS);
    await limitFormSubmission("contact", "203.0.113.5");
    await expire("key LIKE 'form:feedback:%'");
    await rateLimitPurgeJob.run({} as never);
    expect((await keys()).map((key) => key.split(":").slice(0, 2).join(":"))).toEqual(["form:contact"]);

    await expire("true");
    await rateLimitPurgeJob.run({} as never);
    expect(await keys()).toEqual([]);
  });
});
