import type { Page } from "@playwright/test";
import { MIN_FORM_FILL_MS } from "../../lib/config";

const clocked = new WeakSet<Page>();

/**
 * Gives the page Playwright's clock before it loads (time still flows), so that a spec can pass a
 * form's minimum fill time (measured in the page with performance.now()) without waiting it out.
 */
export async function installClock(page: Page) {
  if (clocked.has(page)) return;
  await page.clock.install();
  clocked.add(page);
}

/** Moves the page's clock past the server's minimum fill time for forms (its anti-bot rule). */
export async function passMinimumFillTime(page: Page) {
  if (!clocked.has(page)) throw new Error("installClock(page) must run before the page loads the form");
  await page.clock.fastForward(MIN_FORM_FILL_MS + 100);
}

/**
 * Opens a landing-page URL and waits until React has hydrated it: the feedback panel asks for
 * the programme state as soon as it is mounted, so that request marks the page as interactive.
 */
export async function openLanding(page: Page, path = "/") {
  await installClock(page);
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
