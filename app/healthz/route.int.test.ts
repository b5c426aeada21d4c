import { describe, expect, it } from "vitest";
import { GET } from "@/app/healthz/route";

describe("GET /healthz", () => {
  it("answers 200 after a database round trip", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
  });
});
