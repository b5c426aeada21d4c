import { readFile } from "node:fs/promises";
import { expect, test } from "./support/test";
import { E2E_ADMIN } from "../playwright.config";
import { seedAdminData } from "./support/admin-seed";
import { query } from "./support/db";

// Issue 20: the CSV export streams every matching row (no 10,000-row cap any more), and a list
// beyond 1,000 entries says its total is an estimate and pages forward by cursor.
const ROWS = 12_345;
const HEADER = "id,createdAt,email,rating,status,priority,clarity,confusion,improvements,usage,additional,response,testerSlot";

test.beforeAll(async () => {
  await seedAdminData();
  await query(`
    INSERT INTO feedback (id, clarity, usage, rating, status, priority, "createdAt")
    SELECT 'e2e-bulk-' || lpad(i::text, 6, '0'), 'Bulk entry ' || i || ', with a comma', 'Weekly', 1 + i % 5,
           (ARRAY['new','resolved']::"FeedbackStatus"[])[1 + i % 2], 'low', now() - interval '1 day' - i * interval '1 second'
    FROM generate_series(1, ${ROWS}) AS i`);
  await query(`ANALYZE feedback`);
});

test.afterAll(seedAdminData);

test("an admin downloads every feedback entry as CSV, beyond the old 10,000-row cap", async ({ page }) => {
  await page.goto("/admin");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("total-feedback")).toContainText(/^about [\d,]+$/);

  await page.getByRole("tab", { name: "Feedback" }).click();
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination).toContainText(/about [\d,]+ entries · page 1 of about/);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(pagination).toContainText("page 2 of about");
  await expect(page.getByTestId("feedback-row")).toHaveCount(10);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^stepwise-feedback-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, "utf8")).trimEnd().split("\n");
  expect(lines[0]).toBe(HEADER);
  expect(lines).toHaveLength(1 + ROWS + 3); // the header, the bulk rows and the three seeded entries
  expect(lines[1]).toContain("e2e-fb-3"); // newest first
  expect(lines.at(-1)).toContain(`e2e-bulk-${String(ROWS).padStart(6, "0")}`);
  expect(lines.filter((line) => line.startsWith("e2e-bulk-"))).toHaveLength(ROWS);

  // The export follows the list's filters.
  await page.getByLabel("Status").selectOption("resolved");
  await expect(pagination).toContainText("about");
  const filtered = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const resolved = (await readFile((await (await filtered).path())!, "utf8")).trimEnd().split("\n");
  expect(resolved[0]).toBe(HEADER);
  expect(resolved).toHaveLength(1 + Math.ceil(ROWS / 2));
  expect(resolved.slice(1).every((line) => line.split(",")[4] === "resolved")).toBe(true);
});
