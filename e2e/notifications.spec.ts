import { Webhook } from "standardwebhooks";
import { expect, test } from "./support/test";
import { axeViolations } from "./support/axe";
import { baseURL } from "../playwright.config";
import { WebhookReceiver } from "../tests/webhook-receiver";
import { loginAsAdmin } from "./support/admin";
import { query } from "./support/db";
import { workerPorts } from "./support/worker";

// Admin Settings, Notifications: the e-mail choices, and webhooks added in the browser that
// receive a feedback submission within seconds (signed JSON, Slack's text), a failing one retried
// and shown failed in its log.
const receiver = new WebhookReceiver();

test.beforeAll(async () => {
  await receiver.start(workerPorts.webhook);
});
test.afterAll(async () => {
  await receiver.stop();
  await query("DELETE FROM webhooks");
});

test("webhooks receive a feedback submission; a failing endpoint is retried and shown failing", async ({ page, context }) => {
  await query("DELETE FROM webhooks");
  await loginAsAdmin(context);
  await page.goto("/admin/settings");
  await page.getByRole("tab", { name: "Notifications" }).click();

  // The e-mail choices save.
  await page.getByRole("combobox", { name: "Tester confirmed" }).selectOption("instant");
  await page.getByRole("button", { name: "Save notifications" }).click();
  await expect(page.getByText("Notification settings saved")).toBeVisible();

  // A private address is refused by the server's guard unless WEBHOOKS_ALLOW_PRIVATE (on here);
  // a non-http one always, named under the field.
  await page.getByLabel("Endpoint URL").fill("ftp://example.com/hook");
  await page.getByRole("button", { name: "Add webhook" }).click();
  await expect(page.locator("#webhook-url-error")).toHaveText("Only http and https URLs can receive webhooks");

  async function addWebhook(path: string, format: string) {
    await page.getByLabel("Endpoint URL").fill(`${receiver.url}${path}`);
    await page.getByRole("combobox", { name: "Format" }).selectOption(format);
    await page.getByRole("button", { name: "Add webhook" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: `${receiver.url}${path}` })).toBeVisible();
  }
  await addWebhook("/json", "json");
  const secret = await page.getByLabel("Signing secret (shown once)").inputValue();
  expect(secret).toMatch(/^whsec_/);
  // The tab with an endpoint and its shown-once secret (the tab panel only: axe is slow on big pages).
  expect(await axeViolations(page, { tags: "all", include: "[role=tabpanel]" })).toEqual([]);
  await addWebhook("/slack", "slack");
  await expect(page.getByTestId("webhook-secret")).toHaveCount(0);
  await addWebhook("/fail", "discord");

  const stamp = Date.now().toString(36);
  const sent = await page.request.post("/api/feedback", { headers: { Origin: baseURL }, data: { clarity: `Clear steps ${stamp}`, usage: "Weekly", email: "" } });
  expect(sent.status()).toBe(201);

  const [signed] = await receiver.waitFor("/json", 1, 10_000);
  const payload = new Webhook(secret).verify(signed!.body, signed!.headers as Record<string, string>);
  expect(payload).toMatchObject({ type: "feedback", data: { summary: `New feedback: Clear steps ${stamp}` } });
  const [slack] = await receiver.waitFor("/slack", 1, 10_000);
  expect(JSON.parse(slack!.body)).toEqual({ text: expect.stringContaining(`Clear steps ${stamp}`) });

  // Three tries (WEBHOOK_MAX_ATTEMPTS in the e2e servers), then "Failed" in the endpoint's log,
  // which reads itself again while a delivery is in flight.
  await receiver.waitFor("/fail", 3, 20_000);
  await page.reload();
  await page.getByRole("tab", { name: "Notifications" }).click();
  const failing = page.getByRole("list", { name: `Deliveries to ${receiver.url}/fail` });
  await expect(failing.getByTestId("webhook-delivery").first()).toContainText("Failed", { timeout: 15_000 });
  await expect(failing.getByTestId("webhook-delivery").first()).toContainText("3 tries · HTTP 500");
  await expect(page.getByRole("list", { name: `Deliveries to ${receiver.url}/json` }).getByTestId("webhook-delivery").first()).toContainText("Delivered");
});
