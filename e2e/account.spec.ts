import { readFile } from "node:fs/promises";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { THEME_STORAGE_KEY } from "../lib/config";
import { baseURL } from "../playwright.config";
import { loginAsAdmin, openDashboardTab } from "./support/admin";
import { query } from "./support/db";
import { installClock } from "./support/landing";
import { askForLink, mailedLink, signInLink } from "./support/members";

// A member's page, from end to end: what they sent before signing in shows there with its status
// and our answer; they download it, move it to a new address (confirmed on that address), and
// erase it, after which neither the admin's lists nor the API hold anything of it.

const stamp = Date.now().toString(36);
const sender = `Reader.${stamp}@Example.com`;
const email = `reader.${stamp}@example.com`;
const moved = `moved-${stamp}@example.com`;
const feedbackText = `The steps for the shelf ${stamp} were clear`;
const suggestionName = `Barcode scanning ${stamp}`;
const ANSWER = "Thanks: we made the steps bigger.";

/** Sends feedback and a suggestion through the public calls, as the site's forms do. */
async function sendAsVisitor(page: Page) {
  const headers = { Origin: baseURL };
  const feedback = await page.request.post("/api/feedback", { headers, data: { clarity: feedbackText, usage: "Weekly", email: sender } });
  expect(feedback.status(), await feedback.text()).toBe(201);
  const suggestion = await page.request.post("/api/feature-suggestions", { headers, data: { name: suggestionName, description: "Scan a part to find its guide", email: sender, notify: true } });
  expect(suggestion.status(), await suggestion.text()).toBe(201);
  // The admin answers the feedback.
  await query(`UPDATE feedback SET status = 'resolved', response = $1, "respondedAt" = now() WHERE clarity = $2`, [ANSWER, feedbackText]);
}

/** Signs the context in by link, on a page of its own: the form's fill time needs Playwright's
 * clock, which must not drive the account page's dialogs (their checks wait on animation frames). */
async function signIn(context: BrowserContext, address: string) {
  const page = await context.newPage();
  await installClock(page);
  await page.goto("/account/sign-in");
  await askForLink(page, address);
  await page.goto(await signInLink(address));
  await page.getByRole("button", { name: `Sign in as ${address}` }).click();
  await expect(page).toHaveURL(`${baseURL}/account`);
  await page.close();
}

test("a member sees, exports, moves and erases what they sent, and nothing of it is left", async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  await sendAsVisitor(page);
  await signIn(context, email);
  await page.goto("/account");

  // Sent with another spelling of the address, before there was a member: both show, with status and answer.
  const sent = page.getByTestId("account-sent");
  await expect(sent.getByTestId("sent-item")).toHaveCount(2);
  await expect(sent.getByText(feedbackText)).toBeVisible();
  await expect(sent.getByText(ANSWER)).toBeVisible();
  await expect(sent.getByText("Resolved")).toBeVisible();
  await expect(sent.getByText(suggestionName)).toBeVisible();
  await expect(sent.getByText("Under review")).toBeVisible();
  await expect(page.getByTestId("account-tester")).toContainText("no early-tester slot");

  // The preference switches, and stays switched.
  const updates = page.getByRole("switch", { name: "Updates on my suggestions" });
  await expect(updates).toBeChecked();
  await updates.click();
  await expect(updates).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Updates on my suggestions" })).not.toBeChecked();

  // Screenshots for a designer's eye: three widths, light and dark.
  for (const colorScheme of ["light", "dark"] as const) {
    const shots = await browser.newContext({ baseURL, colorScheme, storageState: await context.storageState() });
    await shots.addInitScript(([key, theme]) => localStorage.setItem(key, theme), [THEME_STORAGE_KEY, colorScheme] as const);
    const shot = await shots.newPage();
    for (const width of [390, 820, 1280]) {
      await shot.setViewportSize({ width, height: 900 });
      await shot.goto("/account");
      await expect(shot.getByTestId("sent-item")).toHaveCount(2);
      const overflow = await shot.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow at ${width} px, ${colorScheme}`).toBeLessThanOrEqual(0);
      await shot.screenshot({ path: `test-results/account-${width}-${colorScheme}.png`, fullPage: true });
    }
    await shots.close();
  }

  // Export: a JSON attachment with both entries.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("account-export").click()]);
  expect(download.suggestedFilename()).toMatch(/^stepwise-account-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as { feedback: { clarity: string; response: string }[]; suggestions: { name: string }[] };
  expect(exported.feedback).toEqual([expect.objectContaining({ clarity: feedbackText, response: ANSWER })]);
  expect(exported.suggestions).toEqual([expect.objectContaining({ name: suggestionName })]);

  // Change of address: nothing changes until the new address's link page's button is pressed.
  const changeForm = page.getByRole("form", { name: "Change address form" });
  await changeForm.getByLabel("New e-mail address").fill(moved);
  await changeForm.getByRole("button", { name: "Send a confirmation link" }).click();
  await expect(page.getByTestId("change-email-status")).toContainText("We sent a link to the new address");
  const changeLink = await mailedLink(moved, /Confirm your new/i, "/account/change-email/confirm");
  await page.goto(changeLink);
  await page.goto("/account");
  await expect(page.getByTestId("account-email")).toHaveText(email);
  await page.goto(changeLink);
  await page.getByRole("button", { name: `Use ${moved}` }).click();
  await expect(page).toHaveURL(`${baseURL}/account`);
  await expect(page.getByTestId("account-email")).toHaveText(moved);
  await expect(page.getByTestId("sent-item")).toHaveCount(2);

  // Erase, after the confirm step.
  const dialog = page.getByRole("alertdialog", { name: "Erase everything we hold about you?" });
  // The page just navigated shows its server HTML before the button hydrates: a click before then is lost.
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole("button", { name: "Erase my data" }).click({ timeout: 2000 });
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  await dialog.getByRole("button", { name: "Keep my data" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Erase my data" }).click();
  await dialog.getByRole("button", { name: "Erase for good" }).click();
  await expect(page).toHaveURL(`${baseURL}/account/erased`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your data was erased");
  await page.goto("/account");
  await expect(page).toHaveURL(`${baseURL}/account/sign-in`);
  expect((await page.request.get("/api/account/export")).status()).toBe(401);

  // Nothing left in the admin's lists or calls, in any spelling; the log names no address.
  const admin = await browser.newContext({ baseURL });
  await loginAsAdmin(admin);
  for (const [path, q] of [["/api/feedback", stamp], ["/api/feature-suggestions", stamp], ["/api/contact", stamp], ["/api/admin/testers", stamp]] as const) {
    const response = await admin.request.get(`${path}?q=${q}`);
    expect(response.status(), path).toBe(200);
    const body = (await response.json()) as { items: unknown[]; total?: number };
    expect(body.items, path).toEqual([]);
  }
  const adminPage = await admin.newPage();
  await adminPage.goto("/admin");
  await openDashboardTab(adminPage, "Feedback");
  await Promise.all([
    adminPage.waitForResponse((r) => r.url().includes("/api/feedback?") && r.url().includes(stamp)),
    adminPage.getByLabel("Search feedback").fill(stamp),
  ]);
  await expect(adminPage.getByTestId("feedback-row")).toHaveCount(0);
  const rows = await query(
    `SELECT (SELECT count(*) FROM feedback WHERE clarity = $1)::int + (SELECT count(*) FROM feature_suggestions WHERE name = $2)::int
       + (SELECT count(*) FROM members WHERE "emailKey" IN ($3, $4))::int + (SELECT count(*) FROM email_outbox WHERE lower("to") IN ($3, $4))::int AS n`,
    [feedbackText, suggestionName, email, moved],
  );
  expect(rows[0]!.n).toBe(0);
  const log = await query<{ detail: string }>(`SELECT detail FROM activity_log WHERE action = 'member_erased' ORDER BY id DESC LIMIT 1`);
  expect(log[0]!.detail).toMatch(/^A member erased their data: 1 feedback entry, 1 suggestion/);
  expect(JSON.stringify(await query(`SELECT detail FROM activity_log`))).not.toContain(stamp);
  await admin.close();
});
