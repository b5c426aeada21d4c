import { expect, test } from "./support/test";
import { axeViolations } from "./support/axe";
import { loginAsAdmin } from "./support/admin";
import { query } from "./support/db";
import { baseURL } from "../playwright.config";

// The e2e server sends through the fake Resend API (tests/fake-resend, started per worker by e2e/support/test.ts): the
// status is a real authenticated check against it.

test("the email status page shows the provider as operational", async ({ page }) => {
  await page.goto("/email-status");
  await expect(page.getByRole("heading", { name: "Email System Status" })).toBeVisible();
  await expect(page.getByText("Operational", { exact: true })).toBeVisible();
  await expect(page.getByText("Contact form submissions will be delivered.")).toBeVisible();
  await expect(page.getByText("Connected", { exact: true })).toBeVisible();
  await expect(page.getByText("Resend", { exact: true })).toBeVisible();
  await expect(page.getByText("Email proxy is not responding. Contact forms may not work properly.")).toHaveCount(0);
  expect(await axeViolations(page, { tags: "all" })).toEqual([]);
});

// A server with no RESEND_API_KEY (the worker's no-mail server, e2e/support/test.ts): the provider is
// `log`, which e-mails nothing, and the page says so.

test("without a key the email status page says Not configured, where messages go and what to set", async ({ page, noMailApp }) => {
  await page.goto(`${noMailApp.url}/email-status`);
  await expect(page.getByRole("heading", { name: "Email System Status" })).toBeVisible();
  await expect(page.getByText("Not configured", { exact: true })).toBeVisible();
  await expect(page.getByText("No e-mail provider is configured, so nothing is e-mailed.")).toBeVisible();
  await expect(page.getByText("Messages are not lost: they are kept in the outbox and written to the server log (not e-mailed).")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^RESEND_API_KEY$/ })).toBeVisible();
  await expect(page.getByText("None (log only)", { exact: true })).toBeVisible();
  await expect(page.getByText("Operational", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Connected", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Contact form submissions will be delivered.")).toHaveCount(0);
  await expect(page.getByText("Email proxy is not responding. Contact forms may not work properly.")).toHaveCount(0);
  expect(await axeViolations(page, { tags: "all" })).toEqual([]);
});

test("the email status call reports the spec's fields and never a key", async ({ request }) => {
  const response = await request.get("/api/email-status");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({
    emailSystemStatus: "operational",
    environment: "production",
    emailProvider: "resend",
    proxyUrl: null,
    proxyStatus: "connected",
    proxyError: null,
    deploymentInfo: { recommendation: expect.stringContaining("working") },
    outbox: { queued: expect.any(Number), failed: expect.any(Number) },
  });
  expect(Date.parse(body.timestamp)).not.toBeNaN();
  expect(JSON.stringify(body)).not.toContain("re_fake_test_key");
});

test("without a key the email status call says where messages go and what to set", async ({ request, noMailApp }) => {
  const body = await (await request.get(`${noMailApp.url}/api/email-status`)).json();
  expect(body).toMatchObject({
    emailSystemStatus: "not_configured",
    deploymentInfo: { recommendation: expect.stringContaining("RESEND_API_KEY") },
    delivery: { destination: expect.stringContaining("outbox"), toConfigure: expect.arrayContaining(["RESEND_API_KEY"]) },
  });
});

test("the server's job queue delivers a message another instance queued", async () => {
  const [row] = await query<{ id: string }>(
    `INSERT INTO email_outbox (id, kind, "to", subject, html, text, "idempotencyKey", "updatedAt")
     VALUES ('e2e-notify-' || md5(random()::text), 'e2e', 'owner@example.com', 's', '<p>h</p>', 'h', 'e2e-' || md5(random()::text), now())
     RETURNING id`,
  );
  // Its delivery job, as enqueueEmail sends it in the same transaction.
  await query(`INSERT INTO pgboss.job (name, data) VALUES ('email-delivery', jsonb_build_object('id', $1::text))`, [row!.id]);
  await expect
    .poll(async () => (await query<{ status: string }>("SELECT status FROM email_outbox WHERE id = $1", [row!.id]))[0]?.status, { timeout: 10_000 })
    .toBe("sent");
});

test("an admin sends a failed message again and the worker delivers it", async ({ context }) => {
  const [row] = await query<{ id: string }>(
    `INSERT INTO email_outbox (id, kind, "to", subject, html, text, "idempotencyKey", status, attempts, "lastError", "updatedAt")
     VALUES ('e2e-failed-' || md5(random()::text), 'e2e', 'owner@example.com', 's', '<p>h</p>', 'h', 'e2e-' || md5(random()::text), 'failed', 8, 'gave up', now())
     RETURNING id`,
  );
  const anonymous = await context.request.post(`/api/admin/outbox/${row!.id}/retry`, { headers: { Origin: baseURL } });
  expect(anonymous.status()).toBe(401);
  await loginAsAdmin(context);
  const response = await context.request.post(`/api/admin/outbox/${row!.id}/retry`, { headers: { Origin: baseURL } });
  expect(response.status()).toBe(200);
  await expect
    .poll(async () => (await query<{ status: string }>("SELECT status FROM email_outbox WHERE id = $1", [row!.id]))[0]?.status, { timeout: 10_000 })
    .toBe("sent");
});

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`the email status page fits a ${viewport.name} screen`, async ({ page, noMailApp }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${noMailApp.url}/email-status`);
    await expect(page.getByText("Not configured", { exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/email-status-${viewport.name}.png`, fullPage: true });
  });
}

// The server's own provider is `log` here; the page's other states are shown from scripted answers.
test("the page says 'Testing email system...', then Failed with the three checks when the proxy is down", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/email-status", async (route) => {
    await held;
    await route.fulfill({
      json: {
        emailSystemStatus: "failed",
        environment: "production",
        emailProvider: "resend",
        proxyUrl: "http://proxy.internal:8080",
        proxyStatus: "failed",
        proxyError: "The email proxy at http://proxy.internal:8080 is not reachable",
        timestamp: null,
        deploymentInfo: { recommendation: "Email proxy is not responding: check the proxy." },
        outbox: { queued: 4, failed: 1, oldestQueuedAgeSeconds: 95 },
      },
    });
  });
  await page.goto("/email-status");
  await expect(page.getByText("Testing email system...")).toBeVisible();
  release();
  await expect(page.getByText("Failed", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("alert").getByText("Email proxy is not responding. Contact forms may not work properly.")).toBeVisible();
  await expect(page.getByText("Is the email proxy service running?")).toBeVisible();
  await expect(page.getByText(/network connectivity/)).toBeVisible();
  await expect(page.getByText(/proxy logs/)).toBeVisible();
  await expect(page.getByText("http://proxy.internal:8080", { exact: true })).toBeVisible();
  await expect(page.getByText("Unknown", { exact: true })).toBeVisible();
  await expect(page.getByText("4 queued, 1 failed, oldest queued 95 s ago")).toBeVisible();
  await expect(page.getByText("Contact form submissions will be delivered.")).toHaveCount(0);
  expect(await axeViolations(page, { tags: "all" })).toEqual([]);
  await page.screenshot({ path: "test-results/email-status-failed.png", fullPage: true });
});

test("the page says 'Failed to load email status' when the call fails", async ({ page }) => {
  await page.route("**/api/email-status", (route) => route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "x" } } }));
  await page.goto("/email-status");
  await expect(page.getByText("Failed to load email status")).toBeVisible();
});
