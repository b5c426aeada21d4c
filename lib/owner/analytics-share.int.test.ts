import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as revoke } from "@/app/api/admin/analytics-shares/[id]/route";
import { GET as list, POST as create } from "@/app/api/admin/analytics-shares/route";
import { GET as shared } from "@/app/api/share/analytics/[token]/route";
import { hashPassword } from "@/lib/auth/password";
import { createAdmin } from "@/lib/data/admin";
import { env } from "@/lib/env";
import { shareToken } from "@/lib/owner/share-token";
import { params, request, resetDatabase, signIn } from "@/tests/integration/helpers";

let cookie = "";
type Created = { id: string; url: string; hasPassword: boolean };

async function newShare(body: object): Promise<Created> {
  const response = await create(request("/api/admin/analytics-shares", { method: "POST", body, cookie }));
  expect(response.status).toBe(201);
  return (await response.json()).share;
}
const tokenOf = (share: Created) => share.url.split("/share/analytics/")[1]!;
const open = (token: string, { password, ip = "198.51.100.1" }: { password?: string; ip?: string } = {}) =>
  shared(request(`/api/share/analytics/${token}?days=7`, { ip, headers: password === undefined ? {} : { "x-share-password": password } }), params({ token }));

beforeAll(async () => {
  await resetDatabase();
  const admin = await createAdmin("admin", await hashPassword("share-Secret-1"));
  ({ cookie } = await signIn(admin));
});

describe("shared analytics links", () => {
  it("opens a read-only copy of the Analytics tab, never cached", async () => {
    const share = await newShare({ label: "Investors" });
    expect(share.url).toMatch(/\/share\/analytics\/[a-z0-9]+\.[\w-]{43}$/);
    const response = await open(tokenOf(share));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const body = await response.json();
    expect(body.range.days).toBe(7);
    expect(Object.keys(body.metrics)).toContain("visitors");
    const listed = (await (await list(request("/api/admin/analytics-shares", { cookie }))).json()).shares;
    expect(listed).toMatchObject([{ id: share.id, label: "Investors", hasPassword: false, url: share.url }]);
    expect(JSON.stringify(listed)).not.toContain("passwordHash");
  });

  it("answers 404 to a forged or unknown token, and to a revoked link", async () => {
    const share = await newShare({});
    const token = tokenOf(share);
    expect((await open(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).status).toBe(404);
    expect((await open(shareToken("unknownshareid"))).status).toBe(404);
    expect((await open("not-a-token")).status).toBe(404);
    const gone = await revoke(request(`/api/admin/analytics-shares/${share.id}`, { method: "DELETE", cookie }), params({ id: share.id }));
    expect(gone.status).toBe(200);
    expect((await open(token)).status).toBe(404);
    expect((await revoke(request(`/api/admin/analytics-shares/${share.id}`, { method: "DELETE", cookie }), params({ id: share.id }))).status).toBe(404);
  });

  it("asks for the password, and locks an address out after repeated wrong ones, before checking any", async () => {
    const share = await newShare({ password: "correct horse" });
    const token = tokenOf(share);
    expect((await open(token)).status).toBe(401);
    for (let i = 0; i < env.LOGIN_MAX_FAILURES; i++) expect((await open(token, { password: `guess ${i}` })).status).toBe(401);
    const locked = await open(token, { password: "correct horse" });
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await open(token, { password: "correct horse", ip: "198.51.100.2" })).status).toBe(200);
  });

  it("refuses a short password, unknown fields and anyone but the admin", async () => {
    const post = (body: object, withCookie = true) => create(request("/api/admin/analytics-shares", { method: "POST", body, cookie: withCookie ? cookie : undefined }));
    expect((await post({ password: "short" })).status).toBe(422);
    expect((await post({ label: "x", public: true })).status).toBe(400);
    expect((await post({ label: "x" }, false)).status).toBe(401);
    expect((await list(request("/api/admin/analytics-shares"))).status).toBe(401);
  });
});
