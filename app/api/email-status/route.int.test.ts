import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { API_KEY, FakeResend } from "@/tests/fake-resend/server";
import { request, resetDatabase, sessionCookie } from "@/tests/integration/helpers";

const fake = new FakeResend();
type Modules = {
  GET: typeof import("@/app/api/email-status/route").GET;
  clearEmailStatusCache: typeof import("@/lib/email/status").clearEmailStatusCache;
  EmailStatusView: typeof import("@/components/email-status/email-status-view").EmailStatusView;
};
let m: Modules;
let cookie = "";

beforeAll(async () => {
  await resetDatabase();
  await fake.start();
  // The configuration is read once at import: load the app's modules with resend pointed at the fake.
  process.env.RESEND_API_KEY = API_KEY;
  process.env.RESEND_BASE_URL = fake.url;
  vi.resetModules();
  const route = await import("@/app/api/email-status/route");
  const status = await import("@/lib/email/status");
  const view = await import("@/components/email-status/email-status-view");
  m = { GET: route.GET, clearEmailStatusCache: status.clearEmailStatusCache, EmailStatusView: view.EmailStatusView };
  const { createAdmin } = await import("@/lib/data/admin");
  const { hashPassword } = await import("@/lib/auth/password");
  const { createSessionToken } = await import("@/lib/auth/session");
  const admin = await createAdmin("admin", await hashPassword("email-status-admin-password"));
  cookie = sessionCookie(await createSessionToken({ id: admin.id, username: admin.username }));
});

afterAll(async () => {
  delete process.env.RESEND_API_KEY;
  delete process.env.RESEND_BASE_URL;
  await fake.stop();
});

/** The admin's view (with details) unless `anonymous`. */
async function status({ anonymous = false } = {}) {
  const response = await m.GET(request("/api/email-status", { cookie: anonymous ? undefined : cookie }));
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(text).not.toContain(API_KEY);
  const body = JSON.parse(text);
  const page = renderToStaticMarkup(createElement(m.EmailStatusView, { status: body }));
  return { body, page };
}

describe("GET /api/email-status and the /email-status screen with the resend provider", () => {
  it("is operational after a real authenticated call to the provider, and caches that check", async () => {
    const { body, page } = await status();
    expect(body).toMatchObject({
      emailSystemStatus: "operational",
      environment: "test",
      emailProvider: "resend",
      proxyUrl: fake.url,
      proxyStatus: "connected",
      proxyError: null,
      outbox: { queued: 0, failed: 0, oldestQueuedAgeSeconds: null },
    });
    expect(Date.parse(body.timestamp)).not.toBeNaN();
    expect(body.deploymentInfo.recommendation).toMatch(/working/);
    const checks = fake.requests.filter((r) => r.path === "/domains");
    expect(checks).toHaveLength(1);
    expect(checks[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(page).toContain("Operational");
    expect(page).toContain("Contact form submissions will be delivered.");
    expect(page).toContain("Connected");

    // Polling within the cache window does not reach the provider again.
    await status();
    await status();
    expect(fake.requests.filter((r) => r.path === "/domains")).toHaveLength(1);
  });

  it("says Failed, with the three checks, while the proxy is down, and Operational after it recovers", async () => {
    await fake.down();
    m.clearEmailStatusCache();
    const down = await status();
    expect(down.body).toMatchObject({ emailSystemStatus: "failed", proxyStatus: "failed", emailProvider: "resend" });
    expect(down.body.proxyError).toMatch(/not reachable/);
    expect(down.body.deploymentInfo.recommendation).toMatch(/not responding/);
    expect(down.page).toContain("Failed");
    expect(down.page).toContain("Email proxy is not responding. Contact forms may not work properly.");
    expect(down.page).toContain("Is the email proxy service running?");
    expect(down.page).toContain("network connectivity");
    expect(down.page).toContain("proxy logs");
    expect(down.page).not.toContain("Contact form submissions will be delivered.");

    await fake.up();
    m.clearEmailStatusCache();
    const up = await status();
    expect(up.body).toMatchObject({ emailSystemStatus: "operational", proxyStatus: "connected", proxyError: null });
    expect(up.page).toContain("Operational");
  });

  it("shows visitors the state only: no provider URL, no error text, a recommendation without the URL", async () => {
    await fake.down();
    m.clearEmailStatusCache();
    const { body, page } = await status({ anonymous: true });
    expect(body).toMatchObject({ emailSystemStatus: "failed", proxyStatus: "failed", emailProvider: "resend", proxyUrl: null, proxyError: null });
    const text = JSON.stringify(body);
    expect(text).not.toContain(fake.url);
    expect(text).not.toMatch(/not reachable|127\.0\.0\.1|localhost/);
    expect(body.deploymentInfo.recommendation).toMatch(/not responding/);
    expect(page).toContain("Email proxy is not responding. Contact forms may not work properly.");
    expect(page).toContain("Shown to the signed-in admin only");
    expect(page).not.toContain(fake.url);
    // The same moment, the admin sees the details.
    const admin = await status();
    expect(admin.body.proxyUrl).toBe(fake.url);
    expect(admin.body.proxyError).toMatch(/not reachable/);
    await fake.up();
    m.clearEmailStatusCache();
  });

  it("says Failed when the provider rejects the key, or does not answer in time", async () => {
    fake.queue({ kind: "reject-key" });
    m.clearEmailStatusCache();
    expect((await status()).body).toMatchObject({ emailSystemStatus: "failed", proxyError: expect.stringMatching(/rejected the API key/) });

    fake.queue({ kind: "fail", status: 503 });
    m.clearEmailStatusCache();
    expect((await status()).body.proxyError).toMatch(/503/);
  });

  it("reports the outbox's health: queued, failed and the oldest queued message's age", async () => {
    const { enqueueEmail } = await import("@/lib/data/outbox");
    const { db } = await import("@/lib/db");
    const first = await enqueueEmail({ kind: "t", to: "a@example.com", subject: "s", html: "h", text: "t" });
    await enqueueEmail({ kind: "t", to: "b@example.com", subject: "s", html: "h", text: "t" });
    await db.emailOutbox.update({ where: { id: first!.id }, data: { createdAt: new Date(Date.now() - 90_000) } });
    const failed = await enqueueEmail({ kind: "t", to: "c@example.com", subject: "s", html: "h", text: "t" });
    await db.emailOutbox.update({ where: { id: failed!.id }, data: { status: "failed", lastError: "x" } });
    const { body } = await status();
    expect(body.outbox.queued).toBe(2);
    expect(body.outbox.failed).toBe(1);
    expect(body.outbox.oldestQueuedAgeSeconds).toBeGreaterThanOrEqual(90);
    expect(body.deploymentInfo.recommendation).toMatch(/1 message\(s\) failed/);
  });
});
