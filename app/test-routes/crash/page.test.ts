import { describe, expect, it } from "vitest";
import CrashTestPage from "@/app/test-routes/crash/page";
import { env } from "@/lib/env";

describe("test-only crash route", () => {
  it("answers 404 when ENABLE_TEST_ROUTES is off (production default)", async () => {
    expect(env.ENABLE_TEST_ROUTES).toBe(false);
    await expect(CrashTestPage({ searchParams: Promise.resolve({ server: "1" }) })).rejects.toMatchObject({
      digest: expect.stringContaining("404"),
    });
  });
});
