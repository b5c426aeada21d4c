import type { Page } from "@playwright/test";

/**
 * Opens a landing-page URL and waits until React has hydrated it: the feedback panel asks for
 * the programme state as soon as it is mounted, so that request marks the page as interactive.
 */
export async function openLanding(page: Page, path = "/") {
  await Promise.all([page.waitForResponse((r) => r.url().includes("/api/feedback/count")), page.goto(path)]);
}

/** The toast in front (sonner keeps older ones hidden behind it). */
export const frontToast = (page: Page) => page.locator('[data-sonner-toast][data-front="true"]');
