import { readdirSync } from "node:fs";
import path from "node:path";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import { createSessionToken } from "@/lib/auth/session";
import { createAdmin } from "@/lib/data/admin";
import { revokeSessions } from "@/lib/data/admin-sessions";
import { params, request, resetDatabase, sessionCookie } from "@/tests/integration/helpers";

// Every admin route handler, by file. A route file under app/api/admin (or an admin-only list
// call) that is missing here fails the "complete" test below: new handlers must be added.
type Entry = { load: () => Promise<Record<string, unknown>>; params?: Record<string, string>; noBody?: boolean };
const ADMIN_ROUTES: Record<string, Entry> = {
  "app/api/admin/analytics/route.ts": { load: () => import("@/app/api/admin/analytics/route") },
  "app/api/admin/analytics-shares/route.ts": { load: () => import("@/app/api/admin/analytics-shares/route") },
  "app/api/admin/analytics-shares/[id]/route.ts": { load: () => import("@/app/api/admin/analytics-shares/[id]/route"), params: { id: "x" } },
  "app/api/admin/reports/route.ts": { load: () => import("@/app/api/admin/reports/route") },
  "app/api/admin/board-settings/route.ts": { load: () => import("@/app/api/admin/board-settings/route") },
  "app/api/admin/contact/[id]/route.ts": { load: () => import("@/app/api/admin/contact/[id]/route"), params: { id: "x" } },
  "app/api/admin/export/[list]/route.ts": { load: () => import("@/app/api/admin/export/[list]/route"), params: { list: "feedback" } },
  "app/api/admin/feature-suggestions/[id]/route.ts": { load: () => import("@/app/api/admin/feature-suggestions/[id]/route"), params: { id: "x" } },
  "app/api/admin/feature-suggestions/[id]/notice-preview/route.ts": { load: () => import("@/app/api/admin/feature-suggestions/[id]/notice-preview/route"), params: { id: "x" } },
  "app/api/admin/feature-suggestions/[id]/voters/route.ts": { load: () => import("@/app/api/admin/feature-suggestions/[id]/voters/route"), params: { id: "x" } },
  "app/api/admin/feature-suggestions/[id]/merge/route.ts": { load: () => import("@/app/api/admin/feature-suggestions/[id]/merge/route"), params: { id: "x" } },
  "app/api/admin/feature-suggestions/[id]/votes/[memberId]/route.ts": { load: () => import("@/app/api/admin/feature-suggestions/[id]/votes/[memberId]/route"), params: { id: "x", memberId: "y" } },
  "app/api/admin/feedback/[id]/route.ts": { load: () => import("@/app/api/admin/feedback/[id]/route"), params: { id: "x" } },
  "app/api/admin/feedback/[id]/notice-preview/route.ts": { load: () => import("@/app/api/admin/feedback/[id]/notice-preview/route"), params: { id: "x" } },
  "app/api/admin/gate/route.ts": { load: () => import("@/app/api/admin/gate/route") },
  "app/api/admin/members/route.ts": { load: () => import("@/app/api/admin/members/route") },
  "app/api/admin/members/[id]/erase/route.ts": { load: () => import("@/app/api/admin/members/[id]/erase/route"), params: { id: "x" } },
  "app/api/admin/overview/route.ts": { load: () => import("@/app/api/admin/overview/route") },
  "app/api/admin/reset-feedback/route.ts": { load: () => import("@/app/api/admin/reset-feedback/route") },
  "app/api/admin/reset-suggestions/route.ts": { load: () => import("@/app/api/admin/reset-suggestions/route") },
  "app/api/admin/changelog/[id]/publish/route.ts": { load: () => import("@/app/api/admin/changelog/[id]/publish/route"), params: { id: "x" } },
  "app/api/admin/changelog/[id]/route.ts": { load: () => import("@/app/api/admin/changelog/[id]/route"), params: { id: "x" } },
  "app/api/admin/changelog/[id]/unpublish/route.ts": { load: () => import("@/app/api/admin/changelog/[id]/unpublish/route"), params: { id: "x" } },
  "app/api/admin/changelog/[id]/schedule/route.ts": { load: () => import("@/app/api/admin/changelog/[id]/schedule/route"), params: { id: "x" } },
  "app/api/admin/changelog/route.ts": { load: () => import("@/app/api/admin/changelog/route") },
  "app/api/admin/newsletter/route.ts": { load: () => import("@/app/api/admin/newsletter/route") },
  "app/api/admin/newsletter/preview/route.ts": { load: () => import("@/app/api/admin/newsletter/preview/route") },
  "app/api/admin/newsletter/settings/route.ts": { load: () => import("@/app/api/admin/newsletter/settings/route") },
  "app/api/admin/newsletter/[id]/route.ts": { load: () => import("@/app/api/admin/newsletter/[id]/route"), params: { id: "x" } },
  "app/api/admin/newsletter/[id]/send/route.ts": { load: () => import("@/app/api/admin/newsletter/[id]/send/route"), params: { id: "x" } },
  "app/api/admin/preview-links/[id]/route.ts": { load: () => import("@/app/api/admin/preview-links/[id]/route"), params: { id: "x" } },
  "app/api/admin/preview-links/route.ts": { load: () => import("@/app/api/admin/preview-links/route") },
  "app/api/admin/testers/[id]/resend/route.ts": { load: () => import("@/app/api/admin/testers/[id]/resend/route"), params: { id: "x" } },
  "app/api/admin/testers/[id]/revoke/route.ts": { load: () => import("@/app/api/admin/testers/[id]/revoke/route"), params: { id: "x" } },
  "app/api/admin/testers/route.ts": { load: () => import("@/app/api/admin/testers/route") },
  "app/api/admin/testers/revocations/route.ts": { load: () => import("@/app/api/admin/testers/revocations/route") },
  "app/api/admin/testers/revocations/lift/route.ts": { load: () => import("@/app/api/admin/testers/revocations/lift/route") },
  "app/api/admin/waitlist/settings/route.ts": { load: () => import("@/app/api/admin/waitlist/settings/route") },
  "app/api/admin/waitlist/referrals/[id]/approve/route.ts": { load: () => import("@/app/api/admin/waitlist/referrals/[id]/approve/route"), params: { id: "x" } },
  "app/api/admin/waitlist/referrals/[id]/reject/route.ts": { load: () => import("@/app/api/admin/waitlist/referrals/[id]/reject/route"), params: { id: "x" } },
  "app/api/admin/testers/settings/route.ts": { load: () => import("@/app/api/admin/testers/settings/route") },
  "app/api/admin/waitlist/route.ts": { load: () => import("@/app/api/admin/waitlist/route") },
  "app/api/admin/waitlist/invite/route.ts": { load: () => import("@/app/api/admin/waitlist/invite/route") },
  "app/api/admin/waitlist/referrals/route.ts": { load: () => import("@/app/api/admin/waitlist/referrals/route") },
  "app/api/admin/visual-editor/draft/route.ts": { load: () => import("@/app/api/admin/visual-editor/draft/route") },
  "app/api/admin/visual-editor/draft/schedule/route.ts": { load: () => import("@/app/api/admin/visual-editor/draft/schedule/route") },
  "app/api/admin/trash/route.ts": { load: () => import("@/app/api/admin/trash/route") },
  "app/api/admin/trash/[batch]/route.ts": { load: () => import("@/app/api/admin/trash/[batch]/route"), params: { batch: "x" } },
  "app/api/admin/trash/[batch]/restore/route.ts": { load: () => import("@/app/api/admin/trash/[batch]/restore/route"), params: { batch: "x" } },
  "app/api/admin/session/route.ts": { load: () => import("@/app/api/admin/session/route") },
  "app/api/admin/sessions/route.ts": { load: () => import("@/app/api/admin/sessions/route") },
  "app/api/admin/sessions/[id]/route.ts": { load: () => import("@/app/api/admin/sessions/[id]/route"), params: { id: "x" } },
  "app/api/admin/settings/activity/route.ts": { load: () => import("@/app/api/admin/settings/activity/route") },
  "app/api/admin/settings/profile/route.ts": { load: () => import("@/app/api/admin/settings/profile/route") },
  "app/api/admin/settings/password/route.ts": { load: () => import("@/app/api/admin/settings/password/route") },
  "app/api/admin/settings/reset/route.ts": { load: () => import("@/app/api/admin/settings/reset/route") },
  "app/api/admin/settings/username/route.ts": { load: () => import("@/app/api/admin/settings/username/route") },
  "app/api/admin/toggle-live-feedback/route.ts": { load: () => import("@/app/api/admin/toggle-live-feedback/route") },
  "app/api/admin/outbox/[id]/retry/route.ts": { load: () => import("@/app/api/admin/outbox/[id]/retry/route"), params: { id: "x" } },
  "app/api/admin/notifications/route.ts": { load: () => import("@/app/api/admin/notifications/route") },
  "app/api/admin/webhooks/route.ts": { load: () => import("@/app/api/admin/webhooks/route") },
  "app/api/admin/webhooks/[id]/route.ts": { load: () => import("@/app/api/admin/webhooks/[id]/route"), params: { id: "x" } },
  "app/api/admin/webhooks/[id]/test/route.ts": { load: () => import("@/app/api/admin/webhooks/[id]/test/route"), params: { id: "x" } },
  // Multipart only: a JSON body is refused (415) before the session is checked, so send none.
  "app/api/admin/uploads/route.ts": { load: () => import("@/app/api/admin/uploads/route"), noBody: true },
  "app/api/admin/uploads/[field]/route.ts": { load: () => import("@/app/api/admin/uploads/[field]/route"), params: { field: "cover" }, noBody: true },
  "app/api/admin/visual-editor/blog-content/route.ts": { load: () => import("@/app/api/admin/visual-editor/blog-content/route") },
  "app/api/admin/visual-editor/revisions/route.ts": { load: () => import("@/app/api/admin/visual-editor/revisions/route") },
  "app/api/admin/visual-editor/revisions/[id]/route.ts": { load: () => import("@/app/api/admin/visual-editor/revisions/[id]/route"), params: { id: "1" } },
  "app/api/admin/visual-editor/revisions/[id]/restore/route.ts": { load: () => import("@/app/api/admin/visual-editor/revisions/[id]/restore/route"), params: { id: "1" } },
  "app/api/admin/visual-editor/save/route.ts": { load: () => import("@/app/api/admin/visual-editor/save/route") },
  // Blog writes are admin-only (reading is public).
  "app/api/blog/posts/route.ts#POST": { load: () => import("@/app/api/blog/posts/route") },
  "app/api/blog/posts/[key]/route.ts#PUT": { load: () => import("@/app/api/blog/posts/[key]/route"), params: { key: "x" } },
  "app/api/blog/posts/[key]/route.ts#DELETE": { load: () => import("@/app/api/blog/posts/[key]/route"), params: { key: "x" } },
  // The admin-only list calls (their POST is the public form submission).
  "app/api/feedback/route.ts#GET": { load: () => import("@/app/api/feedback/route") },
  "app/api/feature-suggestions/route.ts#GET": { load: () => import("@/app/api/feature-suggestions/route") },
  "app/api/contact/route.ts#GET": { load: () => import("@/app/api/contact/route") },
};
// Under app/api/admin but public by design: logging in, and logging out (works without a session).
const PUBLIC_BY_DESIGN = new Set(["app/api/admin/login/route.ts", "app/api/admin/logout/route.ts"]);
const ADMIN_ONLY_ELSEWHERE = [
  "app/api/feedback/route.ts",
  "app/api/feature-suggestions/route.ts",
  "app/api/contact/route.ts",
  "app/api/blog/posts/route.ts",
  "app/api/blog/posts/[key]/route.ts",
];

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const BYPASS_HEADERS = [
  "middleware",
  "src/middleware",
  "pages/_middleware",
  "middleware:middleware:middleware:middleware:middleware",
  "src/middleware:src/middleware:src/middleware:src/middleware:src/middleware",
  "proxy:proxy:proxy:proxy:proxy",
  "src/proxy:src/proxy:src/proxy:src/proxy:src/proxy",
];

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return routeFiles(full);
    return d.name === "route.ts" ? [path.relative(process.cwd(), full).split(path.sep).join("/")] : [];
  });
}

let forged = "";
let expired = "";
let ghost = "";
let sessionless = "";
let revoked = "";
beforeAll(async () => {
  await resetDatabase();
  const admin = await createAdmin("admin", await hashPassword("security-test-password"));
  forged = await encode({ token: { sub: admin.id, name: "admin" }, secret: "not-the-server-secret-not-the-server-secret", maxAge: 3600 });
  expired = await encode({ token: { sub: admin.id, name: "admin" }, secret: process.env.NEXTAUTH_SECRET ?? "", maxAge: -60 });
  // A well-signed token whose admin (and session row) does not exist.
  // Well signed, but of no live session: the old format without a session id, and a logged-out one.
  sessionless = await encode({ token: { sub: admin.id, name: "admin" }, secret: process.env.NEXTAUTH_SECRET ?? "", maxAge: 3600 });
  revoked = await createSessionToken(admin);
  await revokeSessions(admin.id);
  ghost = await encode({ token: { sub: "no-such-admin", name: "ghost", sid: "no-such-session" }, secret: process.env.NEXTAUTH_SECRET ?? "", maxAge: 3600 });
});

type Attempt = { name: string; cookie?: string; headers?: Record<string, string> };
const attempts = (): Attempt[] => [
  { name: "no cookie" },
  { name: "forged cookie", cookie: sessionCookie(forged) },
  { name: "expired cookie", cookie: sessionCookie(expired) },
  { name: "cookie of a deleted admin", cookie: sessionCookie(ghost) },
  { name: "signed cookie without a session id", cookie: sessionCookie(sessionless) },
  { name: "cookie of a revoked session", cookie: sessionCookie(revoked) },
  { name: "garbage cookie", cookie: `${SESSION_COOKIE}=not.a.jwt` },
  ...BYPASS_HEADERS.map((value) => ({ name: `x-middleware-subrequest: ${value}`, headers: { "x-middleware-subrequest": value } })),
  ...BYPASS_HEADERS.map((value) => ({ name: `forged cookie + x-middleware-subrequest: ${value}`, cookie: sessionCookie(forged), headers: { "x-middleware-subrequest": value } })),
];

describe("every admin route handler refuses requests without a valid session", () => {
  it("the list is complete: every route file under app/api/admin and every admin-only call is in it", () => {
    const listed = new Set(Object.keys(ADMIN_ROUTES).map((k) => k.split("#")[0] ?? k));
    const missing = routeFiles("app/api/admin").filter((f) => !listed.has(f) && !PUBLIC_BY_DESIGN.has(f));
    expect(missing, "add these route files to ADMIN_ROUTES").toEqual([]);
    for (const f of ADMIN_ONLY_ELSEWHERE) expect(listed.has(f)).toBe(true);
    const stale = [...listed].filter((f) => !routeFiles(path.dirname(f).split("/").slice(0, 3).join("/")).includes(f));
    expect(stale, "listed files that no longer exist").toEqual([]);
  });

  for (const [file, entry] of Object.entries(ADMIN_ROUTES)) {
    it(`${file}: 401 for each method and each forged access`, async () => {
      const mod = await entry.load();
      const only = file.includes("#") ? file.split("#")[1] : undefined;
      const methods = METHODS.filter((m) => typeof mod[m] === "function" && (!only || m === only));
      expect(methods.length).toBeGreaterThan(0);
      for (const method of methods) {
        const handler = mod[method] as (req: NextRequest, ctx: unknown) => Promise<Response>;
        for (const attempt of attempts()) {
          const body = method === "GET" || method === "DELETE" || entry.noBody ? undefined : { password: "x", currentPassword: "x", newPassword: "xxxxxx", confirmPassword: "xxxxxx", username: "x" };
          const response = await handler(request("/api/admin/x", { method, body, cookie: attempt.cookie, headers: attempt.headers }), params(entry.params ?? {}));
          expect(response.status, `${method} ${file} with ${attempt.name}`).toBe(401);
          expect((await response.json()).error.code).toBe("unauthorized");
        }
      }
    });
  }
});

// Admin pages: requireAdminPage() redirects anonymous visitors to /admin (and /admin shows the login form).
const cookieJar = new Map<string, string>();
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (cookieJar.has(name) ? { name, value: cookieJar.get(name) } : undefined),
    getAll: () => [...cookieJar].map(([name, value]) => ({ name, value })),
    has: (name: string) => cookieJar.has(name),
  }),
  headers: async () => new Headers(),
}));

describe("admin pages check the session on the server", () => {
  const pages = {
    "/admin/settings": () => import("@/app/(admin)/admin/settings/page"),
    "/admin-debug": () => import("@/app/(admin)/admin-debug/page"),
  };
  for (const [route, load] of Object.entries(pages)) {
    it(`${route} redirects to /admin without a valid session`, async () => {
      const Page = (await load()).default as (props: { searchParams: Promise<object> }) => Promise<unknown>;
      for (const value of [undefined, forged, expired, ghost]) {
        cookieJar.clear();
        if (value) cookieJar.set(SESSION_COOKIE, value);
        const error = await Page({ searchParams: Promise.resolve({}) }).then(() => null, (e: unknown) => e as { digest?: string });
        expect(error?.digest, `${route} with ${value ? "a bad cookie" : "no cookie"}`).toMatch(/^NEXT_REDIRECT;replace;\/admin;307;/);
      }
    });
  }

  it("/admin renders the login form, not the dashboard, without a valid session", async () => {
    const { default: AdminPage } = await import("@/app/(admin)/admin/page");
    for (const value of [undefined, forged, expired]) {
      cookieJar.clear();
      if (value) cookieJar.set(SESSION_COOKIE, value);
      const element = (await AdminPage()) as { type: { name: string } };
      expect(element.type.name).toBe("LoginForm");
    }
  });

  it("proxy.ts redirects anonymous visitors of admin sub-pages, whatever x-middleware-subrequest says", async () => {
    const { proxy } = await import("@/proxy");
    for (const value of ["", ...BYPASS_HEADERS]) {
      const req = new NextRequest("http://localhost:3000/admin/settings", { headers: value ? { "x-middleware-subrequest": value } : {} });
      const response = await proxy(req);
      expect(response.status).toBe(307);
      expect(response.headers.get("location")).toBe("http://localhost:3000/admin");
    }
  });
});
