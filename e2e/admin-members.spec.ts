import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { baseURL } from "../playwright.config";
import { THEME_STORAGE_KEY } from "../lib/config";
import { loginAsAdmin } from "./support/admin";
import { query } from "./support/db";

// Issue 30: /admin/members lists the confirmed addresses (and, by its filter, those never
// confirmed) with search, filters, keyset pages and a CSV export; each member has a page with
// everything their address sent.

const stamp = `m${Date.now().toString(36)}`;
const address = (i: number) => `${stamp}-${String(i).padStart(2, "0")}@example.com`;
const MEMBERS = 12;
const TESTER = 3;
const SUGGESTER = 5;
const UNCONFIRMED = `${stamp}-never@example.com`;

test.beforeAll(async () => {
  // Twelve members, the newest last; member 3 holds a tester slot, member 5 sent a suggestion.
  await query(
    `INSERT INTO members (id, email, "emailKey", "createdAt", "lastSignInAt")
     SELECT $1 || '-' || i, $1 || '-' || lpad(i::text, 2, '0') || '@example.com', $1 || '-' || lpad(i::text, 2, '0') || '@example.com',
            now() - (20 - i) * interval '1 hour', now() - (20 - i) * interval '1 hour' + interval '5 minutes'
     FROM generate_series(1, $2::int) AS i`,
    [stamp, MEMBERS],
  );
  await query(`INSERT INTO feedback (id, email, "emailKey", clarity, usage, rating) VALUES ($1, $2, $2, 'Clear photos of every step', 'Weekly', 5)`, [`${stamp}-fb`, address(TESTER)]);
  await query(
    `INSERT INTO testers (id, "feedbackId", slot, email, "emailKey", status, "tokenNonce", "expiresAt", "confirmedAt")
     VALUES ($1, $2, 4242, $3, $3, 'confirmed', 'x', now() + interval '1 day', now())`,
    [`${stamp}-t`, `${stamp}-fb`, address(TESTER)],
  );
  await query(`INSERT INTO feature_suggestions (id, name, description, email, "emailKey") VALUES ($1, 'Torque values beside each bolt', 'd', $2, $2)`, [`${stamp}-fs`, address(SUGGESTER)]);
  await query(`INSERT INTO feature_suggestions (id, name, description, email, "emailKey") VALUES ($1, 'Offline mode', 'd', $2, $3)`, [`${stamp}-fs2`, UNCONFIRMED.toUpperCase(), UNCONFIRMED]);
});

test.afterAll(async () => {
  await query(`DELETE FROM testers WHERE id = $1`, [`${stamp}-t`]);
  await query(`DELETE FROM feedback WHERE id = $1`, [`${stamp}-fb`]);
  await query(`DELETE FROM feature_suggestions WHERE id LIKE $1`, [`${stamp}-%`]);
  await query(`DELETE FROM members WHERE id LIKE $1`, [`${stamp}-%`]);
});

const rows = (page: Page) => page.getByTestId("member-row");
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" });

async function openList(page: Page) {
  await loginAsAdmin(page.context());
  await page.goto("/admin/members");
  await expect(page.getByRole("heading", { name: "Members", level: 1 })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search by address" }).fill(stamp);
  await expect(pagination(page)).toContainText(`${MEMBERS} entries · page 1 of 2`);
}

async function download(page: Page) {
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^stepwise-members-\d{4}-\d{2}-\d{2}\.csv$/);
  return (await readFile((await file.path())!, "utf8")).trimEnd().split("\n");
}

test("an admin searches, filters, pages and exports the members, and opens one member's page", async ({ page }) => {
  await openList(page);
  // Newest first, ten a page; the next page by cursor holds the rest.
  await expect(rows(page)).toHaveCount(10);
  await expect(rows(page).first()).toContainText(address(MEMBERS));
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(pagination(page)).toContainText("page 2 of 2");
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).last()).toContainText(address(1));

  // Filters: a tester slot, suggestions, and the addresses never confirmed.
  await page.getByRole("combobox", { name: "Tester" }).selectOption("yes");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(address(TESTER));
  await expect(rows(page).getByTestId("member-tester-slot")).toHaveText("Tester #4242");
  await expect(rows(page)).toContainText("1 feedback · 0 suggestions · 0 messages");
  await page.getByRole("combobox", { name: "Tester" }).selectOption("");
  await page.getByRole("combobox", { name: "Suggestions" }).selectOption("yes");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(address(SUGGESTER));
  await page.getByRole("combobox", { name: "Confirmed" }).selectOption("no");
  await expect(page.getByRole("heading", { name: "Addresses never confirmed" })).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(UNCONFIRMED.toUpperCase());
  await expect(rows(page).getByRole("link")).toHaveCount(0);
  expect(await download(page)).toEqual([
    "email,confirmed,since,lastSignInAt,testerSlot,feedback,suggestions,contactMessages",
    `"${UNCONFIRMED.toUpperCase()}",false,,,,0,1,0`,
  ]);

  // The export follows the search and filters: every matching member, not only the page shown.
  await page.getByRole("combobox", { name: "Confirmed" }).selectOption("yes");
  await page.getByRole("combobox", { name: "Suggestions" }).selectOption("");
  await expect(rows(page)).toHaveCount(10);
  const lines = await download(page);
  expect(lines).toHaveLength(1 + MEMBERS);
  expect(lines[1]).toMatch(new RegExp(`^"${address(MEMBERS)}",true,\\d{4}-`));
  expect(lines.find((line) => line.startsWith(`"${address(TESTER)}"`))).toMatch(/,4242,1,0,0$/);

  // A member's page: what their address sent and their slot.
  await page.getByRole("searchbox", { name: "Search by address" }).fill(address(TESTER));
  await expect(rows(page)).toHaveCount(1);
  await rows(page).getByRole("link", { name: address(TESTER) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/members/${stamp}-${TESTER}$`));
  await expect(page.getByTestId("member-email")).toHaveText(address(TESTER));
  await expect(page.getByRole("heading", { name: "Feedback (1)" })).toBeVisible();
  await expect(page.getByText("Clear photos of every step")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tester slots (1)" })).toBeVisible();
  await expect(page.getByText("#4242 (Confirmed)")).toBeVisible();
  await page.getByRole("link", { name: "Back to Members" }).click();
  await expect(page).toHaveURL(/\/admin\/members$/);
});

test("the member pages answer only an admin", async ({ page, context }) => {
  const list = await context.request.get("/api/admin/members");
  expect(list.status()).toBe(401);
  const csv = await context.request.get("/api/admin/export/members");
  expect(csv.status()).toBe(401);
  await page.goto(`/admin/members/${stamp}-1`);
  await expect(page.getByRole("heading", { name: "Members" })).toBeHidden();
  await loginAsAdmin(context);
  expect((await page.goto("/admin/members/no-such-member"))?.status()).toBe(404);
});

test("an admin erases a member's data from their page, after confirming", async ({ page }) => {
  const email = `${stamp}-erase@example.com`;
  await query(`INSERT INTO members (id, email, "emailKey") VALUES ($1, $2, $2)`, [`${stamp}-erase`, email]);
  await query(`INSERT INTO feedback (id, email, "emailKey", clarity, usage) VALUES ($1, $2, $2, 'Please erase me', 'Weekly')`, [`${stamp}-erase-fb`, email]);
  await loginAsAdmin(page.context());
  await page.goto(`/admin/members/${stamp}-erase`);
  await expect(page.getByText("Please erase me")).toBeVisible();
  await page.getByRole("button", { name: "Erase member data" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Erase everything about ${email}?`);
  // Cancel changes nothing.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect(await query(`SELECT 1 FROM members WHERE id = $1`, [`${stamp}-erase`])).toHaveLength(1);
  await page.getByRole("button", { name: "Erase member data" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Erase for good" }).click();
  await expect(page).toHaveURL(/\/admin\/members$/);
  expect(await query(`SELECT 1 FROM members WHERE id = $1`, [`${stamp}-erase`])).toHaveLength(0);
  expect(await query(`SELECT 1 FROM feedback WHERE id = $1`, [`${stamp}-erase-fb`])).toHaveLength(0);
  await page.getByRole("searchbox", { name: "Search by address" }).fill(email);
  await expect(page.getByText("No members found.")).toBeVisible();
});

// Screenshots of both screens at phone, tablet and desktop widths in both themes (test-results/),
// with no sideways scrolling.
for (const colorScheme of ["light", "dark"] as const) {
  test(`the list and a member's page fit 390, 820 and 1280 px, ${colorScheme}`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL, colorScheme });
    await context.addInitScript(([key, theme]) => localStorage.setItem(key, theme), [THEME_STORAGE_KEY, colorScheme] as const);
    const page = await context.newPage();
    await openList(page);
    for (const width of [390, 820, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/members");
      await page.getByRole("searchbox", { name: "Search by address" }).fill(stamp);
      await expect(rows(page)).toHaveCount(10);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/admin-members-${colorScheme}-${width}.png`, fullPage: true });
      await page.goto(`/admin/members/${stamp}-${TESTER}`);
      await expect(page.getByTestId("member-email")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/admin-member-${colorScheme}-${width}.png`, fullPage: true });
    }
    await context.close();
  });
}
