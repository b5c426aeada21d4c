import pg from "pg";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as gate } from "@/app/api/admin/gate/route";
import { POST as login } from "@/app/api/admin/login/route";
import { POST as changePassword } from "@/app/api/admin/settings/password/route";
import { POST as resetSettings } from "@/app/api/admin/settings/reset/route";
import { hashPassword } from "@/lib/auth/password";
import { createAdmin } from "@/lib/data/admin";
import { env } from "@/lib/env";
import { request, resetDatabase, signIn } from "@/tests/integration/helpers";

// The lockout protects the admin, not the attacker (OWASP Authentication and Account Lockout
// cheat sheets): failures count per (username, address) and per address, never per account alone.
const PASSWORD = "brute-force-correct-password";
const attempt = (username: string, password: string, ip: string) =>
  login(request("/api/admin/login", { method: "POST", body: { username, password }, ip }));

async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** Moves every limiter entry's expiry into the past, as if the 15 minutes had gone by. */
const expireLockouts = () => sql(`UPDATE rate_limits SET expire = $1`, [Date.now() - 1000]);

let adminId = "";
beforeAll(async () => {
  await resetDatabase();
  adminId = (await createAdmin("admin", await hashPassword(PASSWORD))).id;
  await createAdmin("other", await hashPassword(PASSWORD));
});
beforeEach(() => sql(`DELETE FROM rate_limits`));

describe("login lockout", () => {
  it("locks the attacker's address for that name, says how long, and lets the admin in from another address", async () => {
    const attacker = "198.51.100.66";
    // Any spelling of the name counts for the same name.
    for (const name of ["Admin", "ADMIN", " admin ", "ａｄｍｉｎ", "admin"]) expect((await attempt(name, "wrong", attacker)).status).toBe(401);
    const sixth = await attempt("admin", "wrong-6", attacker);
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    const body = await sixth.json();
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toBe(`Too many failed sign-ins. Try again in ${Math.ceil(retryAfter / 60)} minutes.`);
    // The right password from the locked address is refused too, before it is checked...
    expect((await attempt("admin", PASSWORD, attacker)).status).toBe(429);
    // ...but the admin's own address has no failures: signed in.
    const admin = await attempt("admin", PASSWORD, "198.51.100.7");
    expect(admin.status).toBe(200);
    // A wrong password of the admin's is an ordinary 401 there, not a lockout.
    expect((await attempt("admin", "typo", "198.51.100.7")).status).toBe(401);
  });

  it("throttles one address across usernames, and no other address", async () => {
    const ip = "192.0.2.50";
    for (let i = 1; i <= env.LOGIN_MAX_FAILURES_PER_ADDRESS; i++) expect((await attempt(`user${i}`, "nope", ip)).status).toBe(401);
    const next = await attempt("user-next", "nope", ip);
    expect(next.status).toBe(429);
    expect((await next.json()).error.message).toMatch(/^Too many failed sign-ins\. Try again in \d+ minutes\.$/);
    expect((await attempt("other", PASSWORD, ip)).status).toBe(429);
    expect((await attempt("other", PASSWORD, "192.0.2.51")).status).toBe(200);
  });

  it("forgets a pair's failures after a successful sign-in, and lets the locked address in after the window", async () => {
    const ip = "203.0.113.77";
    for (let i = 1; i < env.LOGIN_MAX_FAILURES; i++) expect((await attempt("admin", "wrong", ip)).status).toBe(401);
    expect((await attempt("admin", PASSWORD, ip)).status).toBe(200);
    // The count started again: as many failures as before are still ordinary 401s.
    for (let i = 1; i < env.LOGIN_MAX_FAILURES; i++) expect((await attempt("admin", "wrong", ip)).status).toBe(401);

    for (let i = 0; i < 2; i++) await attempt("admin", "wrong", ip);
    expect((await attempt("admin", PASSWORD, ip)).status).toBe(429);
    await expireLockouts();
    expect((await attempt("admin", PASSWORD, ip)).status).toBe(200);
  });
});

describe("wrong passwords while signed in (gates, settings, reset) count apart from login", () => {
  const ip = "203.0.113.10"; // the helpers' default address
  const wrongGate = (cookie: string) => gate(request("/api/admin/gate", { method: "POST", body: { password: "wrong" }, cookie, ip }));

  it("locks the gate after LOGIN_MAX_FAILURES, with the wait in words, and never the login", async () => {
    const { cookie } = await signIn({ id: adminId, username: "admin" });
    for (let i = 0; i < env.LOGIN_MAX_FAILURES; i++) expect((await wrongGate(cookie)).status).toBe(401);
    const locked = await wrongGate(cookie);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await locked.json()).error.message).toMatch(/^Too many wrong passwords\. Try again in 1[45] minutes\.$/);
    // The right password at the gate waits too...
    expect((await gate(request("/api/admin/gate", { method: "POST", body: { password: PASSWORD }, cookie, ip }))).status).toBe(429);
    // ...and so do the settings and the reset dialog, which share the bucket.
    const body = { currentPassword: PASSWORD, newPassword: "another-password", confirmPassword: "another-password" };
    expect((await changePassword(request("/x", { method: "POST", body, cookie, ip }))).status).toBe(429);
    expect((await resetSettings(request("/x", { method: "POST", body: { currentPassword: PASSWORD }, cookie, ip }))).status).toBe(429);
    // The login from the same address is untouched.
    expect((await attempt("admin", PASSWORD, ip)).status).toBe(200);
  });

  it("is not locked by failed logins", async () => {
    const { cookie } = await signIn({ id: adminId, username: "admin" });
    for (let i = 0; i < env.LOGIN_MAX_FAILURES + 1; i++) await attempt("admin", "wrong", ip);
    expect((await attempt("admin", PASSWORD, ip)).status).toBe(429);
    expect((await gate(request("/api/admin/gate", { method: "POST", body: { password: PASSWORD }, cookie, ip }))).status).toBe(200);
  });
});
