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

/** Opens the landing page's feedback form and fills its two required answers; returns the form. */
export async function openFilledFeedbackForm(page: Page, clarity = "Yes", usage = "Daily") {
  await openLanding(page, "/#feedback");
  await page.getByRole("button", { name: "Open Feedback Form" }).click();
  const form = page.getByRole("form", { name: "Feedback form" });
  await form.getByLabel("Is it clear what the app does and who it is for?").fill(clarity);
  await form.getByLabel("How would you use the app?").fill(usage);
  return form;
}
