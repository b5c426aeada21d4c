import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { axeViolations } from "./support/axe";
import { E2E_ADMIN } from "../playwright.config";
import { openDashboardTab } from "./support/admin";
import { storageDump, seedAdminData } from "./support/admin-seed";
import { query } from "./support/db";

test.beforeEach(seedAdminData);

async function logIn(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

test("the login form shows the server's message, 'Login failed' and the connection error", async ({ page }) => {
  await page.goto("/admin");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill("definitely-wrong");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid username or password");

  await page.route("/api/admin/login", (route) => route.fulfill({ status: 500, body: "" }));
  await page.getByLabel("Password").fill("x");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Login failed");

  await page.unroute("/api/admin/login");
  await page.route("/api/admin/login", (route) => route.abort("connectionrefused"));
  await page.getByLabel("Password").fill("x");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Connection error. Please try again.");
  expect(await page.evaluate(storageDump)).not.toContain("definitely-wrong");
});

test("the login form says how long a lockout lasts, from the server", async ({ page }) => {
  await page.goto("/admin");
  await page.getByLabel("Username").fill("Admin");
  for (let i = 0; i < 5; i++) {
    await page.getByLabel("Password").fill(`wrong-${i}`);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid username or password");
    await expect(page.getByLabel("Password")).toHaveValue("");
  }
  // Locked for this name from this address: even the right password waits, and the form says how long.
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/^Too many failed sign-ins\. Try again in 1[45] minutes\.$/);
  await query(`DELETE FROM rate_limits`);
});

test("an admin logs in and sees the seeded data in every tab", async ({ page }) => {
  // Five tabs and an axe run: with two workers on two cores it passed 45 s when the machine was busy.
  test.setTimeout(90_000);
  await logIn(page);
  await expect(page.getByTestId("total-feedback")).toHaveText("3");
  await expect(page.getByTestId("total-suggestions")).toHaveText("1");
  await expect(page.getByTestId("total-contact")).toHaveText("1");
  await expect(page.getByTestId("tester-count")).toHaveText("2 / 50");
  await expect(page.getByTestId("recent-feedback")).toHaveCount(3);
  expect(await axeViolations(page, { tags: "all" })).toEqual([]);

  await openDashboardTab(page, "Feedback");
  await expect(page.getByTestId("feedback-row")).toHaveCount(3);
  await page.getByLabel("Status").selectOption("closed");
  await expect(page.getByTestId("feedback-row")).toHaveCount(1);
  await expect(page.getByTestId("feedback-row")).toContainText('Third, with "quotes", and commas');
  await page.getByLabel("Status").selectOption("");
  await page.getByLabel("Search feedback").fill("second");
  await expect(page.getByTestId("feedback-row")).toHaveCount(1);
  await expect(page.getByTestId("feedback-row").getByTestId("status-badge")).toHaveText("In progress");

  await page.getByRole("tab", { name: "Feature Requests" }).click();
  await expect(page.getByTestId("suggestion-row")).toContainText("Seeded voice guidance");

  await page.getByRole("tab", { name: "Contact Forms" }).click();
  const contact = page.getByTestId("contact-row");
  await expect(contact).toContainText("Grace Hopper");
  await expect(contact.getByTestId("delivery-badge")).toHaveText("E-mail failed");
  await expect(contact.getByRole("button", { name: "Send again" })).toBeVisible();

  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page.locator(".recharts-surface").first()).toBeVisible();
  // Human labels, never raw ids such as cta_click or hero_prototype_button.
  await expect(page.getByRole("row", { name: "Hero: Try the Prototype 2", exact: true })).toBeVisible();
  await expect(page.getByRole("tabpanel").getByText("hero_prototype_button")).toHaveCount(0);
  await page.getByLabel("Range").selectOption("7");
  await expect(page.getByRole("row", { name: "Theme switched 1", exact: true })).toBeVisible();
  // The tab is in the address: Back and Forward move between tabs as between pages, also after a reload.
  await expect(page).toHaveURL(/\/admin\?tab=analytics$/);
  await page.goBack();
  await expect(page.getByRole("tab", { name: "Contact Forms" })).toHaveAttribute("aria-selected", "true");
  await page.goForward();
  await expect(page.getByRole("tab", { name: "Analytics" })).toHaveAttribute("aria-selected", "true");
  await page.reload();
  await expect(page.getByRole("tab", { name: "Analytics" })).toHaveAttribute("aria-selected", "true");
  await page.goBack();
  await expect(page.getByRole("tab", { name: "Contact Forms" })).toHaveAttribute("aria-selected", "true");
  // Right after this traversal the document was once (in 24 runs on a loaded machine) briefly
  // without its <title> while the router caught up with the address: axe reads the settled page.
  await expect(page).toHaveTitle(/\S/);
  expect(await axeViolations(page, { tags: "all" })).toEqual([]);
  expect(await page.evaluate(storageDump)).not.toContain(E2E_ADMIN.password);
});

test("a response and a private note persist after a reload; the switch shows the exact e-mail and alone sends it", async ({ page }) => {
  await logIn(page);
  await openDashboardTab(page, "Feedback");
  await expect(page).toHaveURL(/\/admin\?tab=feedback$/);
  // Beside each address, whether its owner confirmed it (only then is it e-mailed).
  await expect(page.getByTestId("feedback-row").filter({ hasText: "Seeded clarity answer" }).getByTestId("email-confirmed")).toHaveText("Confirmed");
  await expect(page.getByTestId("feedback-row").filter({ hasText: "other@example.com" }).getByTestId("email-confirmed")).toHaveText("Not confirmed");
  await page.getByTestId("feedback-row").filter({ hasText: "Seeded clarity answer" }).getByRole("button").first().click();
  const dialog = page.getByRole("dialog");
  const notify = dialog.getByRole("switch", { name: "Notify the submitter" });
  await expect(notify).not.toBeChecked();
  await dialog.getByLabel("Status").selectOption("resolved");
  await dialog.getByLabel("Priority").selectOption("high");
  await dialog.getByLabel("Response", { exact: true }).fill("Thanks, fixed in the next build.");
  await dialog.getByLabel("Private note").fill("Same crash as the May report");
  await notify.click();
  const preview = dialog.getByTestId("notify-preview");
  await expect(preview).toContainText("To tester@example.com · Your StepWise feedback is now resolved");
  await expect(preview).toContainText("Thanks, fixed in the next build.");
  await expect(preview).not.toContainText("May report");
  await dialog.getByRole("button", { name: "Save and Send" }).click();
  await expect(dialog).toBeHidden();

  // The tab is in the address: a reload stays on Feedback.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Feedback" })).toHaveAttribute("aria-selected", "true");
  const row = page.getByTestId("feedback-row").filter({ hasText: "Seeded clarity answer" });
  await expect(row).toContainText("Response: Thanks, fixed in the next build.");
  await expect(row.getByTestId("status-badge")).toHaveText("Resolved");
  await expect(row.getByTestId("priority-badge")).toHaveText("High priority");
  const mails = await query<{ kind: string; to: string; text: string }>(`SELECT kind, "to", text FROM email_outbox WHERE "feedbackId" = 'e2e-fb-1'`);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ kind: "feedback_update", to: "tester@example.com" });
  expect(mails[0]?.text).toContain("Thanks, fixed in the next build.");
  expect(mails[0]?.text).not.toContain("May report");

  // Opened again: the note is there, the switch is off, and saving sends nothing more.
  await row.getByRole("button").first().click();
  await expect(dialog.getByLabel("Private note")).toHaveValue("Same crash as the May report");
  await expect(notify).not.toBeChecked();
  await dialog.getByRole("button", { name: "Save Response" }).click();
  await expect(dialog).toBeHidden();
  expect(await query(`SELECT id FROM email_outbox WHERE "feedbackId" = 'e2e-fb-1'`)).toHaveLength(1);

  // Delete, after its confirm.
  await row.getByRole("button", { name: /Delete feedback/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("feedback-row")).toHaveCount(2);
});

test("the CSV export honours the current filters", async ({ page }) => {
  await logIn(page);
  await openDashboardTab(page, "Feedback");
  await page.getByLabel("Priority").selectOption("high");
  await expect(page.getByTestId("feedback-row")).toHaveCount(1);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^stepwise-feedback-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  const lines = csv.trim().split("\n");
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain("id,createdAt,email,rating,status,priority,clarity");
  expect(lines[1]).toContain('"Third, with ""quotes"", and commas"');
  expect(lines[1]).toContain("other@example.com");

  await page.getByRole("tab", { name: "Contact Forms" }).click();
  const contactDownload = page.waitForEvent("download");
  await page.getByRole("tabpanel").getByRole("link", { name: "Export CSV" }).click();
  const contactCsv = await readFile((await (await contactDownload).path())!, "utf8");
  expect(contactCsv.trim().split("\n")).toHaveLength(2);
  expect(contactCsv).toContain("grace@example.com");
});

test("the live count toggle persists and the landing page follows; resets ask first, in the danger zone below what needs attention", async ({ page, browser }) => {
  // An e-mail outage in progress: a message retrying after a failed try.
  await query(`INSERT INTO email_outbox (id, kind, "to", subject, html, text, "idempotencyKey", status, attempts, "lastError", "updatedAt")
    VALUES ('e2e-outage', 'contact_notification', 'owner@example.com', 's', '', '', 'e2e-outage', 'queued', 3, 'connect ECONNREFUSED', now())`);
  await logIn(page);
  const attention = page.getByTestId("needs-attention");
  await expect(attention.locator("[data-attention=email-retrying]")).toHaveText("E-mail is failing: 1 message waiting to be retried");
  await query(`DELETE FROM email_outbox WHERE id = 'e2e-outage'`);
  // "Needs attention" comes first; the resets come last, in the danger zone.
  const order = await page.locator("[data-testid=needs-attention], [data-testid=total-feedback], section[aria-labelledby=danger-zone-title]").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-testid") ?? "danger"));
  expect(order).toEqual(["needs-attention", "total-feedback", "danger"]);
  await expect(page.getByRole("region", { name: "Danger zone" }).getByRole("button", { name: "Reset Feedback" })).toBeVisible();
  await page.getByRole("button", { name: "Begin Live Count" }).click();
  await expect(page.getByRole("button", { name: "Stop Live Count" })).toBeVisible();
  expect((await query(`SELECT "liveCount" FROM program_settings WHERE id = 1`))[0]?.liveCount).toBe(true);
  // A visitor's landing page follows the persisted setting.
  const visitor = await browser.newContext();
  const landing = await visitor.newPage();
  await landing.goto("/");
  await expect(landing.getByTestId("live-count")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Stop Live Count" })).toBeVisible();
  await page.getByRole("button", { name: "Stop Live Count" }).click();
  await expect(page.getByRole("button", { name: "Begin Live Count" })).toBeVisible();
  expect((await query(`SELECT "liveCount" FROM program_settings WHERE id = 1`))[0]?.liveCount).toBe(false);
  await landing.reload();
  await expect(landing.getByTestId("live-count")).toHaveCount(0);
  await visitor.close();

  await page.getByRole("button", { name: "Reset Feedback" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("All feedback entries and feature suggestions move to the trash");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("total-feedback")).toHaveText("3");
  await page.getByRole("button", { name: "Reset Feedback" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reset" }).click();
  await expect(page.getByTestId("total-feedback")).toHaveText("0");
  await expect(page.getByTestId("total-suggestions")).toHaveText("0");
  await expect(page.getByTestId("tester-count")).toHaveText("0 / 50");
  await expect(page.getByTestId("total-contact")).toHaveText("1");
});

test("the reset waits in the trash: restored, reset again, then erased for good", async ({ page }) => {
  await logIn(page);
  await expect(page.getByTestId("total-feedback")).toHaveText("3");
  await page.getByRole("button", { name: "Reset Feedback" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reset" }).click();
  await expect(page.getByTestId("total-feedback")).toHaveText("0");
  // The reset is in the trash (newest first), and restoring it brings every entry (and its slot) back.
  await page.getByRole("link", { name: "Trash" }).first().click();
  await expect(page.getByRole("heading", { name: "Trash", level: 1 })).toBeVisible();
  const line = page.getByTestId("trash-line").first();
  await expect(line).toContainText(/^Reset: 3 feedback entries and \d+ suggestions?/);
  const before = await page.getByTestId("trash-line").count();
  await line.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByTestId("trash-line")).toHaveCount(before - 1);
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page.getByTestId("total-feedback")).toHaveText("3");
  await expect(page.getByTestId("tester-count")).not.toHaveText("0 / 50");

  // Reset again, and empty the trash: gone for good.
  await page.getByRole("button", { name: "Reset Feedback" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reset" }).click();
  await expect(page.getByTestId("total-feedback")).toHaveText("0");
  await page.getByRole("link", { name: "Trash" }).first().click();
  await page.getByRole("button", { name: "Empty trash" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Empty trash" }).click();
  await expect(page.getByText("The trash is empty.")).toBeVisible();
  expect((await query(`SELECT count(*)::int AS n FROM trash_items`))[0]?.n).toBe(0);
});

test("after logout the back button shows no admin data", async ({ page }) => {
  await logIn(page);
  // Admin pages and calls are never stored by the browser.
  const pageResponse = await page.request.get("/admin");
  expect(pageResponse.headers()["cache-control"]).toContain("no-store");
  expect((await page.request.get("/api/feedback")).headers()["cache-control"]).toContain("no-store");
  await openDashboardTab(page, "Feature Requests");
  await expect(page.getByText("Seeded voice guidance")).toBeVisible();
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Admin Settings" })).toBeVisible();
  const copied = (await page.context().cookies()).find((c) => c.name.endsWith("next-auth.session-token"));
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  // A copy of the logged-out cookie is refused: the session ended on the server.
  expect(copied).toBeDefined();
  const replay = await page.request.get("/api/admin/session", { headers: { cookie: `${copied?.name}=${copied?.value}` } });
  expect(replay.status()).toBe(401);
  // Back as the browser's button does: a dashboard restored from the back/forward cache is
  // reloaded at once by its guard, which page.goBack() reports as an aborted navigation.
  await page.evaluate(() => history.back());
  await expect(page).toHaveURL(/\/admin\?tab=suggestions$/);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(page.getByText("Seeded voice guidance")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
  expect((await page.request.get("/api/feature-suggestions")).status()).toBe(401);
  await page.goForward();
  await expect(page.getByRole("heading", { name: "Admin Settings" })).toHaveCount(0);
  expect(await page.evaluate(storageDump)).not.toContain(E2E_ADMIN.password);
});

test("logout clears the client state even when the call fails", async ({ page }) => {
  await logIn(page);
  await page.route("/api/admin/logout", (route) => route.abort("connectionrefused"));
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("Seeded clarity answer")).toHaveCount(0);
});
