import { expect, test } from "./support/test";
import { axeViolations } from "./support/axe";
import { E2E_ADMIN, baseURL } from "../playwright.config";
import { loginAsAdmin } from "./support/admin";
import { restoreAdmin, storageDump } from "./support/admin-seed";
import { query } from "./support/db";

const NEW_PASSWORD = "e2e-new-password-9";

test.beforeEach(async () => {
  await query(`DELETE FROM rate_limits`);
});
// Whatever happens here, the other specs log in with the e2e credentials.
test.afterAll(restoreAdmin);

test("anonymous visitors of /admin/settings land on the login form", async ({ page }) => {
  await page.goto("/admin/settings");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});

test("every settings flow, with each of its messages", async ({ page, context, playwright }) => {
  await loginAsAdmin(context);
  // Signed in elsewhere before the password change: that session ends with it.
  const before = await playwright.request.newContext({ baseURL });
  await loginAsAdmin({ request: before });
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { name: "Admin Settings" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/admin");
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  expect(await axeViolations(page, { tags: "all" })).toEqual([]);

  // Account: blank is ignored, a new name is saved.
  await expect(page.getByText("Account Status: Active")).toBeVisible();
  await page.getByLabel("Admin username").fill("   ");
  await page.getByRole("button", { name: "Update", exact: true }).click();
  await expect(page.getByText("Username updated successfully!")).toHaveCount(0);
  await page.getByLabel("Admin username").fill("e2e-chief");
  await page.getByRole("button", { name: "Update", exact: true }).click();
  await expect(page.getByText("Username updated successfully!")).toBeVisible();
  await expect(page.getByTestId("admin-username")).toHaveText("e2e-chief");

  // Security: the button waits for all three fields; each rule has its message.
  await page.getByRole("tab", { name: "Security" }).click();
  await expect(page.getByText("Changing your password signs out your other sessions")).toBeVisible();
  const update = page.getByRole("button", { name: "Update Password" });
  const current = page.getByLabel("Current password");
  const fresh = page.getByLabel("New password", { exact: true });
  const confirm = page.getByLabel("Confirm new password");
  await expect(update).toBeDisabled();
  await current.fill("not-my-password");
  await fresh.fill(NEW_PASSWORD);
  await expect(update).toBeDisabled();
  await confirm.fill(NEW_PASSWORD);
  await update.click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Current password is incorrect!");
  await current.fill(E2E_ADMIN.password);
  await fresh.fill("abc");
  await confirm.fill("abc");
  await update.click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("New password must be at least 6 characters long!");
  await fresh.fill(NEW_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}-typo`);
  await update.click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("New password and confirmation do not match!");
  await confirm.fill(NEW_PASSWORD);
  await update.click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Password updated successfully!");
  await expect(current).toHaveValue("");
  await expect(fresh).toHaveValue("");
  await expect(confirm).toHaveValue("");
  await expect(update).toBeDisabled();

  // The other session ended; the one here goes on; the new password works for a new login.
  expect((await before.get("/api/admin/session")).status()).toBe(401);
  await before.dispose();
  expect((await page.request.get("/api/admin/session")).status()).toBe(200);
  const other = await playwright.request.newContext({ baseURL });
  await loginAsAdmin({ request: other }, { username: "e2e-chief", password: NEW_PASSWORD });
  await other.dispose();

  // Activity: newest first, at most 10.
  await page.getByRole("tab", { name: "Activity" }).click();
  const entries = page.getByTestId("activity-entry");
  await expect(entries.first()).toContainText("Logged in as e2e-chief");
  await expect(page.getByText("Password changed")).toBeVisible();
  await expect(page.getByText("Username changed from admin to e2e-chief")).toBeVisible();
  expect(await entries.count()).toBeLessThanOrEqual(10);

  // Danger zone: the spec's confirm text plus the current password.
  await page.getByRole("tab", { name: "Security" }).click();
  await page.getByRole("button", { name: "Reset to Defaults" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure you want to reset all admin settings to defaults? This cannot be undone.");
  await dialog.getByLabel("Current password").fill(E2E_ADMIN.password);
  await dialog.getByRole("button", { name: "Reset" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Current password is incorrect!");
  await dialog.getByLabel("Current password").fill(NEW_PASSWORD);
  await dialog.getByRole("button", { name: "Reset" }).click();
  // The page reloads with the default username and a history holding only the reset.
  await expect(page.getByTestId("admin-username")).toHaveText(E2E_ADMIN.username);
  // The reloaded page shows its server HTML before its tabs hydrate: a click before then is lost.
  const activityTab = page.getByRole("tab", { name: "Activity" });
  await expect(async () => {
    await activityTab.click();
    await expect(activityTab).toHaveAttribute("aria-selected", "true", { timeout: 1000 });
  }).toPass();
  await expect(page.getByTestId("activity-entry")).toHaveCount(1);
  await expect(page.getByTestId("activity-entry")).toContainText("Admin settings reset to defaults");
  const again = await playwright.request.newContext({ baseURL });
  await loginAsAdmin({ request: again }, E2E_ADMIN);
  await again.dispose();

  const storage = await page.evaluate(storageDump);
  for (const secret of [E2E_ADMIN.password, NEW_PASSWORD, "not-my-password"]) expect(storage).not.toContain(secret);
});

test("'No activity recorded yet' when the history is empty", async ({ page, context }) => {
  await loginAsAdmin(context);
  await query(`DELETE FROM activity_log`);
  await page.goto("/admin/settings");
  await page.getByRole("tab", { name: "Activity" }).click();
  await expect(page.getByText("No activity recorded yet")).toBeVisible();
});

test("Sessions: listed with the current one marked, one signed out, then 'Sign out everywhere'", async ({ page, context, playwright }) => {
  await query(`DELETE FROM admin_sessions`);
  await loginAsAdmin(context);
  const elsewhere = await playwright.request.newContext({ baseURL, userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1" });
  await loginAsAdmin({ request: elsewhere });
  const third = await playwright.request.newContext({ baseURL });
  await loginAsAdmin({ request: third });

  await page.goto("/admin/settings");
  await page.getByRole("tab", { name: "Sessions" }).click();
  const entries = page.getByTestId("session-entry");
  await expect(entries).toHaveCount(3);
  const current = entries.filter({ hasText: "This session" });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(/Chrome( Headless)? on \w+/);
  await expect(current).toContainText(/Started \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/);
  await expect(current).toContainText(/Last seen \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/);
  await expect(current.getByRole("button", { name: /^Sign out/ })).toHaveCount(0);
  expect(await axeViolations(page, { tags: "all" })).toEqual([]);

  // One session signed out: its token is refused at once.
  await entries.filter({ hasText: "Mobile Safari on iOS" }).getByRole("button", { name: /^Sign out/ }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Session signed out");
  await expect(entries).toHaveCount(2);
  expect((await elsewhere.get("/api/admin/session")).status()).toBe(401);
  expect((await third.get("/api/admin/session")).status()).toBe(200);

  // Sign out everywhere: every session ends, this one too, and the login form follows.
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  expect((await third.get("/api/admin/session")).status()).toBe(401);
  expect((await page.request.get("/api/admin/session")).status()).toBe(401);
  await page.goto("/admin/settings");
  await expect(page).toHaveURL(/\/admin$/);
  await elsewhere.dispose();
  await third.dispose();
});
