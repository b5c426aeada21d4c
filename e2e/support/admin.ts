import { expect, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { baseURL, E2E_ADMIN } from "../../playwright.config";

/** Logs the browser context in as the e2e admin through the real login call. */
export async function loginAsAdmin(context: BrowserContext | { request: APIRequestContext }, credentials = E2E_ADMIN) {
  const response = await context.request.post("/api/admin/login", {
    data: credentials,
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}
