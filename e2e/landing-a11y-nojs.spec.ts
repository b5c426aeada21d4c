import { expect, test } from "./support/test";
import { axeViolations } from "./support/axe";
import { openLanding } from "./support/landing";

test("axe finds no violations on / in light and dark", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openLanding(page);
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  expect(await axeViolations(page, { tags: "all" })).toEqual([]);
  await page.getByRole("button", { name: "Toggle dark mode" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await axeViolations(page, { tags: "all" })).toEqual([]);
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("/ still shows every section's text", async ({ page }) => {
    await page.goto("/");
    const expectations: [string, string[]][] = [
      ["#home", ["Take anything apart. Put it back together.", "Try the Prototype", "Share Feedback", "Your dashboard", "Automotive repair", "Electronics teardown", "Mechanical assembly", "Safety Alerts", "Step Tracking", "Templates"]],
      ["#features", ["Features", "AI assembly instructions", "Version history"]],
      ["#prototype", ["Try the Interactive Prototype", "Try the Prototype", "Record a Prototype Test"]],
      ["#video", ["See StepWise in Action", "Watch on Vimeo", "Reload Video"]],
      ["#feedback", ["Share Your Feedback", "Early Tester Rewards", "Beta Tester Badge", "Lifetime Pro Access (core features only)", "Early Feature Access", "Open Feedback Form", "Open Feature Suggestion Form"]],
      ["#contact", ["Get in Touch", "hello@stepwise.app", "Open Contact Form"]],
      ["footer", ["© 2024 StepWise", "Quick Links", "Privacy Policy"]],
    ];
    for (const [selector, texts] of expectations) {
      const region = page.locator(selector);
      await expect(region).toBeVisible();
      for (const text of texts) await expect(region).toContainText(text);
    }
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Features" })).toHaveAttribute("href", "/#features");
  });
});
