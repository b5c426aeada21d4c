import { beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/admin/login/route";
import { POST as logout } from "@/app/api/admin/logout/route";
import { GET as session } from "@/app/api/admin/session/route";
import { hashPassword } from "@/lib/auth/password";
import { createAdmin } from "@/lib/data/admin";
import { request, resetDatabase } from "@/tests/integration/helpers";

beforeAll(async () => {
  await resetDatabase();
  await createAdmin("admin", await hashPassword("correct horse"));
});

function sessionCookieFrom(response: Response) {
  const header = response.headers.get("set-cookie") ?? "";
  return header.split(";")[0] ?? "";
}

describe("admin login, session and logout", () => {
  it("logs in with the right password and the session call then knows the admin", async () => {
    const response = await login(request("/api/admin/login", { method: "POST", body: { username: "admin", password: "correct horse" } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, user: { username: "admin" }, message: "Login successful" });
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);

    const me = await session(request("/api/admin/session", { cookie: sessionCookieFrom(response) }));
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ success: true, user: { username: "admin" } });
  });

  it("refuses a wrong password with 401 and the server's message, never echoing the password", async () => {
    const response = await login(request("/api/admin/login", { method: "POST", body: { username: "admin", password: "wrong-password-xyz" } }));
    expect(response.status).toBe(401);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ success: false, message: "Invalid username or password" });
    expect(text).not.toContain("wrong-password-xyz");
  });

  it("answers 401 without a session, and 422 for a missing password", async () => {
    expect((await session(request("/api/admin/session"))).status).toBe(401);
    const invalid = await login(request("/api/admin/login", { method: "POST", body: { username: "admin" } }));
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).error.fields.password).toBeDefined();
  });

  it("logs out by clearing the cookie", async () => {
    const response = await logout(request("/api/admin/logout", { method: "POST" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/Max-Age=0/i);
  });
});
