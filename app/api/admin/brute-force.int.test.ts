import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/admin/login/route";
import { hashPassword } from "@/lib/auth/password";
import { createAdmin } from "@/lib/data/admin";
import { request, resetDatabase } from "@/tests/integration/helpers";

const PASSWORD = "brute-force-correct-password";
const attempt = (username: string, password: string, ip: string) =>
  login(request("/api/admin/login", { method: "POST", body: { username, password }, ip }));

/** Moves every limiter entry's expiry into the past, as if the 15 minutes had gone by. */
async function expireLockouts() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(`UPDATE rate_limits SET expire = $1`, [Date.now() - 1000]);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await resetDatabase();
  await createAdmin("admin", await hashPassword(PASSWORD));
  await createAdmin("other", await hashPassword(PASSWORD));
});

describe("login brute force", () => {
  it("answers 429 with Retry-After on the 6th wrong password within 15 minutes, even for the right one", async () => {
    for (let i = 1; i <= 5; i++) expect((await attempt("admin", `wrong-${i}`, `198.51.100.${i}`)).status).toBe(401);
    const sixth = await attempt("admin", "wrong-6", "198.51.100.6");
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect((await sixth.json()).error.code).toBe("rate_limited");
    // Locked per username: the correct password from a fresh address is refused too.
    expect((await attempt("admin", PASSWORD, "198.51.100.7")).status).toBe(429);
  });

  it("limits one address that varies the username", async () => {
    const ip = "192.0.2.50";
    for (let i = 1; i <= 5; i++) expect((await attempt(`user${i}`, "nope", ip)).status).toBe(401);
    expect((await attempt("user6", "nope", ip)).status).toBe(429);
    expect((await attempt("other", PASSWORD, ip)).status).toBe(429);
    // Another address is not affected.
    expect((await attempt("other", PASSWORD, "192.0.2.51")).status).toBe(200);
  });

  it("lets the correct password in after the lockout expires", async () => {
    await expireLockouts();
    const response = await attempt("admin", PASSWORD, "198.51.100.8");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, user: { username: "admin" } });
    // And from the address that had varied usernames.
    expect((await attempt("other", PASSWORD, "192.0.2.50")).status).toBe(200);
  });
});
