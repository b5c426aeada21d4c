import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { baseURL, E2E_ADMIN } from "../../playwright.config";

/** Logs the browser context in as the e2e admin through the real login call. */
export async function loginAsAdmin(context: BrowserContext | { request: APIRequestContext }, credentials = E2E_ADMIN) {
  const response = await context.request.post("/api/admin/login", {
    data: credentials,
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Unlocks the admin's password gate (the visual editor and its calls, uploads, the debug page) through the real call. */
export async function unlockGates(request: APIRequestContext) {
  const gate = await request.post("/api/admin/gate", { data: { password: E2E_ADMIN.password }, headers: { Origin: baseURL } });
  expect(gate.status(), await gate.text()).toBe(200);
}

/**
 * Opens a tab of the admin dashboard (from its first tab, Overview) once React has hydrated it:
 * the overview's figures come from a client query, so they show only then. A tab clicked on the
 * server's HTML before that was lost (a CI run waited 60 s for the Feedback tab's filters).
 */
export async function openDashboardTab(page: Page, name: string) {
  await expect(page.getByTestId("total-feedback")).toBeVisible();
  const tab = page.getByRole("tab", { name });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
}
