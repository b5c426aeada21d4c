import { expect, type BrowserContext, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { loginAsAdmin, unlockGates } from "./admin";

/** Opens the visual editor and waits until its toolbar and the site's preview are in; answers the preview. */
export async function openVisualEditor(page: Page) {
  await page.goto("/visual-editor");
  await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
  const frame = page.frameLocator('iframe[title="Site preview"]');
  await expect(frame.locator("[data-edit-id=hero-heading]")).toBeVisible();
  return frame;
}

/** Logs in, unlocks the editor gate through the real call, and opens the editor with its preview ready. */
export async function openEditor(context: BrowserContext, page: Page) {
  await loginAsAdmin(context);
  await unlockGates(context.request);
  // Each spec starts from the live site: a draft left by an earlier one is discarded.
  const discarded = await context.request.delete("/api/admin/visual-editor/draft", { headers: { Origin: baseURL } });
  expect(discarded.status()).toBe(200);
  return openVisualEditor(page);
}

/** Saves through the toolbar and waits for the success toast. */
export async function saveChanges(page: Page) {
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Changes saved successfully").last()).toBeVisible();
  await expect(page.getByText("Draft — not live")).toBeHidden();
}
