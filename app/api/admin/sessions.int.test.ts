import { decode } from "next-auth/jwt";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { NextResponse } from "next/server";
import { POST as gate } from "@/app/api/admin/gate/route";
import { POST as login } from "@/app/api/admin/login/route";
import { POST as logout } from "@/app/api/admin/logout/route";
import { GET as session } from "@/app/api/admin/session/route";
import { DELETE as revokeAll, GET as listSessions } from "@/app/api/admin/sessions/route";
import { DELETE as revokeOne } from "@/app/api/admin/sessions/[id]/route";
import { POST as changePassword } from "@/app/api/admin/settings/password/route";
import { POST as resetSettings } from "@/app/api/admin/settings/reset/route";
import { GATE_COOKIE, isGateUnlocked, setGateCookie } from "@/lib/auth/gate";
import { authOptions } from "@/lib/auth/options";
import { hashPassword } from "@/lib/auth/password";
import { getTokenAdmin } from "@/lib/auth/session";
import { LAST_SEEN_INTERVAL_MS } from "@/lib/auth/sessions";
import { createAdmin } from "@/lib/data/admin";
import { env } from "@/lib/env";
import { params, request, resetDatabase, signIn } from "@/tests/integration/helpers";

const PASSWORD = "sessions-test-password";
const CHROME_LINUX = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";

async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf("=") + 1);
const sidOf = async (cookie: string) => (await decode({ token: tokenOf(cookie), secret: env.NEXTAUTH_SECRET ?? "" }))?.sid as string;
const me = (cookie: string) => session(request("/api/admin/session", { cookie }));
const signInOver = async (ip: string, userAgent: string, password = PASSWORD) => {
  const response = await login(request("/api/admin/login", { method: "POST", body: { username: "admin", password }, ip, headers: { "user-agent": userAgent } }));
  expect(response.status).toBe(200);
  return cookieOf(response);
};

let admin = { id: "", username: "admin" };
beforeAll(async () => {
  await resetDatabase();
  admin = await createAdmin("admin", await hashPassword(PASSWORD));
});

describe("server-side sessions", () => {
  it("a sign-in stores its session (address, browser); logout revokes it for good: the replayed token gets 401", async () => {
    const cookie = await signInOver("198.51.100.20", CHROME_LINUX);
    const [row] = await sql<{ address: string; userAgent: string; revokedAt: Date | null }>(`SELECT address, "userAgent", "revokedAt" FROM admin_sessions WHERE id = $1`, [await sidOf(cookie)]);
    expect(row).toEqual({ address: "198.51.100.20", userAgent: CHROME_LINUX, revokedAt: null });
    expect((await me(cookie)).status).toBe(200);

    const out = await logout(request("/api/admin/logout", { method: "POST", cookie }));
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/Max-Age=0/i);
    // The browser forgot the cookie; a copy of it is refused everywhere.
    expect((await me(cookie)).status).toBe(401);
    expect((await listSessions(request("/api/admin/sessions", { cookie }))).status).toBe(401);
  });

  it("a session ends at its absolute lifetime, counted from the sign-in, whatever the token says", async () => {
    const cookie = await signInOver("198.51.100.21", CHROME_LINUX);
    expect((await me(cookie)).status).toBe(200);
    await sql(`UPDATE admin_sessions SET "createdAt" = now() - make_interval(secs => $2) WHERE id = $1`, [await sidOf(cookie), env.SESSION_LIFETIME_SECONDS + 1]);
    expect((await me(cookie)).status).toBe(401);
  });

  it("next-auth's renewal refuses an ended session and never signs a token past the lifetime", async () => {
    const options = authOptions();
    const cookie = await signInOver("198.51.100.22", CHROME_LINUX);
    const token = (await decode({ token: tokenOf(cookie), secret: env.NEXTAUTH_SECRET ?? "" }))!;
    // A live session renews: the new token's expiry stays within the lifetime from `started`.
    const renewed = await options.callbacks!.jwt!({ token } as never);
    const encoded = await options.jwt!.encode!({ token: renewed, secret: env.NEXTAUTH_SECRET ?? "", maxAge: options.session!.maxAge! });
    const again = (await decode({ token: encoded, secret: env.NEXTAUTH_SECRET ?? "" }))!;
    expect(again.exp as number).toBeLessThanOrEqual(token.started! + env.SESSION_LIFETIME_SECONDS);
    // Near the end of the lifetime, a renewal gives only what is left.
    const late = await options.jwt!.encode!({ token: { ...renewed, started: Math.floor(Date.now() / 1000) - env.SESSION_LIFETIME_SECONDS + 30 }, secret: env.NEXTAUTH_SECRET ?? "", maxAge: options.session!.maxAge! });
    const lateExp = (await decode({ token: late, secret: env.NEXTAUTH_SECRET ?? "" }))!.exp as number;
    expect(lateExp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(30);
    // A revoked session does not renew (next-auth then clears the cookie).
    await logout(request("/api/admin/logout", { method: "POST", cookie }));
    await expect(options.callbacks!.jwt!({ token } as never)).rejects.toThrow("The session has ended");
  });

  it("writes 'last seen' at most once a minute per session", async () => {
    const cookie = await signInOver("198.51.100.23", CHROME_LINUX);
    const sid = await sidOf(cookie);
    const lastSeen = async () => (await sql<{ t: Date }>(`SELECT "lastSeenAt" AS t FROM admin_sessions WHERE id = $1`, [sid]))[0]!.t.getTime();
    const first = await lastSeen();
    for (let i = 0; i < 5; i++) await me(cookie);
    expect(await lastSeen()).toBe(first);
    await sql(`UPDATE admin_sessions SET "lastSeenAt" = "lastSeenAt" - make_interval(secs => $2) WHERE id = $1`, [sid, LAST_SEEN_INTERVAL_MS / 1000 + 1]);
    const before = await lastSeen();
    await me(cookie);
    expect(await lastSeen()).toBeGreaterThan(before);
  });
});

describe("a password change or a reset ends the other sessions and the gate", () => {
  it("password change: other sessions get 401, this one stays, its gate closes", async () => {
    await sql(`DELETE FROM admin_sessions`);
    const { cookie: here, session: current } = await signIn(admin, { address: "198.51.100.30", userAgent: CHROME_LINUX });
    const elsewhere = await signInOver("198.51.100.31", SAFARI_IPHONE);
    const response = NextResponse.json({});
    await setGateCookie(response, current);
    const gateCookie = `${GATE_COOKIE}=${response.cookies.get(GATE_COOKIE)?.value}`;
    const both = `${here}; ${gateCookie}`;
    expect(await isGateUnlocked(request("/x", { cookie: both }), current)).toBe(true);

    const NEW = "sessions-test-password-2";
    const changed = await changePassword(request("/x", { method: "POST", body: { currentPassword: PASSWORD, newPassword: NEW, confirmPassword: NEW }, cookie: here }));
    expect(changed.status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await me(here)).status).toBe(200);
    const after = (await getTokenAdmin(request("/x", { cookie: both })))!;
    expect(await isGateUnlocked(request("/x", { cookie: both }), after)).toBe(false);
    // Unlocking again works with the new password.
    expect((await gate(request("/api/admin/gate", { method: "POST", body: { password: NEW }, cookie: here }))).status).toBe(200);
    await changePassword(request("/x", { method: "POST", body: { currentPassword: NEW, newPassword: PASSWORD, confirmPassword: PASSWORD }, cookie: here }));
  });

  it("reset to defaults: other sessions get 401, this one stays", async () => {
    const { cookie: here } = await signIn(admin, { address: "198.51.100.32", userAgent: CHROME_LINUX });
    const elsewhere = await signInOver("198.51.100.33", SAFARI_IPHONE);
    const reset = await resetSettings(request("/x", { method: "POST", body: { currentPassword: PASSWORD }, cookie: here }));
    expect(reset.status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await me(here)).status).toBe(200);
    // Back to the test's own account for what follows.
    await sql(`UPDATE admin_users SET username = 'admin', "passwordHash" = $1`, [await hashPassword(PASSWORD)]);
  });
});

describe("the Sessions section's calls", () => {
  it("lists live sessions (started, last seen, address, readable browser), the current one marked", async () => {
    await sql(`DELETE FROM admin_sessions`);
    const here = await signInOver("198.51.100.40", CHROME_LINUX);
    await signInOver("198.51.100.41", SAFARI_IPHONE);
    const ended = await signInOver("198.51.100.42", CHROME_LINUX);
    await logout(request("/api/admin/logout", { method: "POST", cookie: ended }));
    const response = await listSessions(request("/api/admin/sessions", { cookie: here }));
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    const { sessions } = await response.json();
    expect(sessions).toHaveLength(2);
    const byAddress = Object.fromEntries(sessions.map((s: { address: string }) => [s.address, s]));
    expect(byAddress["198.51.100.40"]).toMatchObject({ browser: "Chrome on Linux", current: true });
    expect(byAddress["198.51.100.41"]).toMatchObject({ browser: "Mobile Safari on iOS", current: false });
    for (const s of sessions) {
      expect(Number.isNaN(Date.parse(s.createdAt))).toBe(false);
      expect(Number.isNaN(Date.parse(s.lastSeenAt))).toBe(false);
    }
  });

  it("revokes one other session, and answers 404 for a session that is not live", async () => {
    const here = await signInOver("198.51.100.43", CHROME_LINUX);
    const other = await signInOver("198.51.100.44", SAFARI_IPHONE);
    const id = await sidOf(other);
    const response = await revokeOne(request(`/api/admin/sessions/${id}`, { method: "DELETE", cookie: here }), params({ id }));
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect((await me(other)).status).toBe(401);
    expect((await me(here)).status).toBe(200);
    expect((await revokeOne(request(`/api/admin/sessions/${id}`, { method: "DELETE", cookie: here }), params({ id }))).status).toBe(404);
  });

  it("'Sign out everywhere' ends every session, this one included", async () => {
    const here = await signInOver("198.51.100.45", CHROME_LINUX);
    const other = await signInOver("198.51.100.46", SAFARI_IPHONE);
    const response = await revokeAll(request("/api/admin/sessions", { method: "DELETE", cookie: here }));
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/Max-Age=0/i);
    expect((await me(here)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    const [count] = await sql<{ live: number }>(`SELECT count(*)::int AS live FROM admin_sessions WHERE "revokedAt" IS NULL`);
    expect(count?.live).toBe(0);
  });
});
