import { expect, test } from "./support/test";
import { axeViolations } from "./support/axe";
import { E2E_ADMIN } from "../playwright.config";
import { loginAsAdmin } from "./support/admin";
import { storageDump } from "./support/admin-seed";
import { query } from "./support/db";

test.beforeEach(async () => {
  await query(`DELETE FROM rate_limits`);
});

test("anonymous visitors of /admin-debug land on the login form", async ({ page }) => {
  await page.goto("/admin-debug");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});

test("the debug gate checks the password on the server, then runs the checks", async ({ page, context }) => {
  await loginAsAdmin(context);
  await page.goto("/admin-debug");
  await expect(page.getByRole("heading", { name: "Debug access" })).toBeVisible();
  await expect(page.getByTestId("debug-check")).toHaveCount(0);
  await page.getByLabel("Password").fill("wrong-debug-password");
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid password");

  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByText("Access granted")).toBeVisible();
  const checks = page.getByTestId("debug-check");
  await expect(checks).toHaveCount(5);
  await expect(checks.filter({ hasText: "GET /healthz" }).getByTestId("debug-result")).toHaveText("PASS (200)");
  // Every check ends as pass or fail with the status code it got.
  for (const check of await checks.all()) await expect(check.getByTestId("debug-result")).toHaveText(/^(PASS|FAIL) \(\d{3}\)$/);
  expect(await axeViolations(page, { tags: "all" })).toEqual([]);

  // The unlock lives in the session: a reload still shows the checks.
  await page.reload();
  await expect(page.getByTestId("debug-check")).toHaveCount(5);
  const storage = await page.evaluate(storageDump);
  expect(storage).not.toContain(E2E_ADMIN.password);
  expect(storage).not.toContain("wrong-debug-password");
});

test("the debug page has its own crash screen", async ({ page, context }) => {
  await loginAsAdmin(context);
  await page.goto("/admin-debug?crash=1");
  await expect(page.getByRole("heading", { name: "Debug page error" })).toBeVisible();
  await expect(page.getByTestId("debug-error-message")).not.toBeEmpty();
  await page.getByText("Stack trace").click();
  await expect(page.getByRole("button", { name: "Copy Error" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
