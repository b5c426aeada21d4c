import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { query } from "./support/db";
import { frontToast, openFilledFeedbackForm, openLanding } from "./support/landing";

// When the server refuses a submission it says why, and how long to wait; the forms show that
// reason instead of the generic "Please try again". The form's own timer is told 200 ms (as if a
// bot filled it), so the server's minimum fill time (1.5 s) refuses it for real: 1.3 s left to wait.
async function reportFillTime(page: Page, path: string, fillMs: number) {
  await page.route(`**${path}`, async (route) => {
    const body = { ...(route.request().postDataJSON() as Record<string, unknown>), fillMs };
    await route.continue({ postData: JSON.stringify(body) });
  });
}

const TOO_FAST = "The form was submitted too quickly. Try again in 2 seconds.";

test("a too-fast feedback submission shows the server's reason and the wait, and stores nothing", async ({ page }) => {
  await reportFillTime(page, "/api/feedback", 200);
  const marker = `too-fast-${Date.now()}`;
  const form = await openFilledFeedbackForm(page, marker);
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/feedback") && r.request().method() === "POST");
  await form.getByRole("button", { name: "Submit Feedback" }).click();
  const response = await answer;
  expect(response.status()).toBe(422);
  expect(response.headers()["retry-after"]).toBe("2");
  await expect(frontToast(page)).toContainText(TOO_FAST);
  await expect(frontToast(page)).not.toContainText("Failed to submit feedback");
  // Nothing is lost: the answers stay in the form to send again.
  await expect(form.getByLabel("Is it clear what the app does and who it is for?")).toHaveValue(marker);
  expect(await query(`SELECT id FROM feedback WHERE clarity = $1`, [marker])).toEqual([]);
});

test("a too-fast suggestion and contact message show the server's reason", async ({ page }) => {
  await reportFillTime(page, "/api/feature-suggestions", 200);
  await reportFillTime(page, "/api/contact", 200);
  await openLanding(page, "/#feedback");
  await page.getByRole("button", { name: "Open Feature Suggestion Form" }).click();
  const suggestion = page.getByRole("form", { name: "Feature suggestion form" });
  await suggestion.getByLabel("Feature name").fill("Quick idea");
  await suggestion.getByLabel("Description").fill("Typed fast");
  await suggestion.getByRole("button", { name: "Submit Suggestion" }).click();
  await expect(frontToast(page)).toContainText(TOO_FAST);

  await page.locator("#contact").getByRole("button", { name: "Open Contact Form" }).click();
  const contact = page.getByRole("form", { name: "Contact form" });
  await contact.getByLabel("First name").fill("Quick");
  await contact.getByLabel("Last name").fill("Sender");
  await contact.getByLabel("E-mail").fill("quick@example.com");
  await contact.getByLabel("Subject").fill("Fast");
  await contact.getByLabel("Message").fill("Typed fast");
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(contact.getByTestId("contact-status")).toHaveText(TOO_FAST);
  await expect(contact.getByTestId("contact-status")).toHaveClass(/text-destructive/);
});

test("a rate-limited submission says how long to wait", async ({ page }) => {
  // The e2e server runs without the form rate limit (FORM_RATE_LIMIT_PER_MINUTE=0); its 429 is
  // scripted here in the server's own shape, built by the same words the server uses.
  await page.route("**/api/feedback", (route) =>
    route.fulfill({
      status: 429,
      headers: { "Retry-After": "120" },
      json: { error: { code: "rate_limited", message: "Too many requests. Try again in 2 minutes." } },
    }),
  );
  const form = await openFilledFeedbackForm(page);
  await form.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(frontToast(page)).toContainText("Too many requests. Try again in 2 minutes.");
});
