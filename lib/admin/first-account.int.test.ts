import { beforeAll, describe, expect, it } from "vitest";
import { resetDatabase } from "@/tests/integration/helpers";
import { ensureFirstAdmin } from "@/lib/admin/first-account";
import { db } from "@/lib/db";
import { postgres } from "@/lib/postgres";

beforeAll(resetDatabase);

describe("the first admin account", () => {
  it("instances starting at once store one account, print its password once, and cost the pool no connection", async () => {
    await db.adminUser.deleteMany();
    const pool = postgres().pool;
    let removed = 0;
    const onRemove = () => removed++;
    pool.on("remove", onRemove);
    const printed: string[] = [];
    try {
      await Promise.all(Array.from({ length: 4 }, () => ensureFirstAdmin((message) => printed.push(message))));
    } finally {
      pool.off("remove", onRemove);
    }
    expect(await db.adminUser.count()).toBe(1);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain("Admin account created");
    // A failed insert would have ended its connection (pg's pool.query releases it with the error).
    expect(removed).toBe(0);
    // Once there is an account, a later start changes nothing and prints nothing.
    await ensureFirstAdmin((message) => printed.push(message));
    expect(printed).toHaveLength(1);
  });
});
