import { expect, type BrowserContext, type Page } from "@playwright/test";
import { baseURL, E2E_ADMIN } from "../../playwright.config";
import { loginAsAdmin } from "./admin";

/** Logs in, unlocks the editor gate through the real call, and opens the editor with its preview ready. */
export async function openEditor(context: BrowserContext, page: Page) {
  await loginAsAdmin(context);
  const gate = await context.request.post("/api/admin/gate", { data: { password: E2E_ADMIN.password }, headers: { Origin: baseURL } });
  expect(gate.status()).toBe(200);
  // Each spec starts from the live site: a draft left by an earlier one is discarded.
  const discarded = await context.request.delete("/api/admin/visual-editor/draft", { headers: { Origin: baseURL } });
  expect(discarded.status()).toBe(200);
  await page.goto("/visual-editor");
  await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
  const frame = page.frameLocator('iframe[title="Site preview"]');
  await expect(frame.locator("[data-edit-id=hero-heading]")).toBeVisible();
  return frame;
}

/** Saves through the toolbar and waits for the success toast. */
export async function saveChanges(page: Page) {
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Changes saved successfully").last()).toBeVisible();
  await expect(page.getByText("Draft — not live")).toBeHidden();
}
