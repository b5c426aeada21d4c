import { expect, test } from "./support/test";
import { countEvents } from "./support/program";
import { installClock, openLanding } from "./support/landing";

const SECTIONS = ["home", "features", "prototype", "video", "feedback", "contact"];

test.describe("landing page", () => {
  test("shows every section in order, then the footer", async ({ page }) => {
    await openLanding(page, "/");
    const ids = await page.locator("main > section[id]").evaluateAll((els) => els.map((e) => e.id));
    expect(ids).toEqual(SECTIONS);
    await expect(page.locator("footer")).toContainText("© 2024 StepWise. All rights reserved.");
    await expect(page.locator("footer")).toContainText("Your data is only used for feedback purposes.");
    for (const name of ["LinkedIn", "Instagram", "Facebook", "Features", "Try Prototype", "Give Feedback", "Documentation"]) {
      await expect(page.locator("footer").getByRole("link", { name, exact: true })).toBeVisible();
    }
    for (const [name, href] of [["Ideas", "/ideas"], ["Privacy Policy", "/privacy"], ["Terms of Service", "/terms"], ["Cookie Policy", "/cookies"]] as const) {
      await expect(page.locator("footer").getByRole("link", { name })).toHaveAttribute("href", href);
    }
    // Editable texts carry their editor ids.
    for (const id of ["hero-heading", "hero-description", "cta-button", "feature-1-title", "feature-3-description", "hero-image", "logo-image", "site-title"]) {
      await expect(page.locator(`[data-edit-id="${id}"]`).first()).toBeAttached();
    }
  });

  test("nav entries scroll with the 80 px offset and the active entry follows the scroll", async ({ page }) => {
    await openLanding(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(["Features", "Try Prototype", "Feedback", "Contact"]);
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveCount(0);

    await nav.getByRole("link", { name: "Feedback" }).click();
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("feedback")!.getBoundingClientRect().top))).toBe(80);
    await expect(nav.getByRole("link", { name: "Feedback" })).toHaveAttribute("aria-current", "true");
    await expect(nav.getByRole("link", { name: "Features" })).not.toHaveAttribute("aria-current", "true");

    await nav.getByRole("link", { name: "Features" }).click();
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("features")!.getBoundingClientRect().top))).toBe(80);
    await expect(nav.getByRole("link", { name: "Features" })).toHaveAttribute("aria-current", "true");

    // From the keyboard, focus follows the jump: to the section's heading, and Tab goes on inside it.
    await nav.getByRole("link", { name: "Feedback" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#feedback h2")).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("#feedback") !== null)).toBe(true);
  });

  test("back-to-top appears after 400 px and scrolls to the top", async ({ page }) => {
    await openLanding(page, "/");
    const back = page.getByRole("button", { name: "Back to top" });
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(back).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(back).toBeVisible();
    await back.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(back).toHaveCount(0);
  });

  test("the hero buttons scroll to their sections and record their call-to-action events", async ({ page }) => {
    await openLanding(page, "/");
    const prototypeBefore = await countEvents("cta_click", "hero_prototype_button");
    const feedbackBefore = await countEvents("cta_click", "hero_feedback_button");
    const hero = page.locator("#home");
    await hero.getByRole("link", { name: "Try the Prototype" }).click();
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("prototype")!.getBoundingClientRect().top))).toBe(80);
    await page.evaluate(() => window.scrollTo(0, 0));
    await hero.getByRole("link", { name: "Share Feedback" }).click();
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("feedback")!.getBoundingClientRect().top))).toBe(80);
    await expect.poll(() => countEvents("cta_click", "hero_prototype_button")).toBe(prototypeBefore + 1);
    await expect.poll(() => countEvents("cta_click", "hero_feedback_button")).toBe(feedbackBefore + 1);
  });

  test("the theme toggle switches to dark, is remembered and records theme_toggle", async ({ page }) => {
    const before = await countEvents("theme_toggle");
    await openLanding(page, "/");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("stepwise-theme"))).toBe("dark");
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect.poll(() => countEvents("theme_toggle")).toBe(before + 1);
  });

  test("the hero carousel has 11 items, advances every 4 s, wraps, and pauses while hovered", async ({ page }) => {
    await installClock(page);
    await openLanding(page, "/");
    const carousel = page.getByRole("region", { name: "App screenshots" });
    const title = carousel.getByTestId("carousel-title");
    // Its code loads once it is in view and the browser is idle: wait for the live carousel.
    await expect(carousel).toHaveAttribute("data-paused", "false");
    await expect(carousel).toContainText("1 / 11");
    await expect(title).toHaveText("Your dashboard");
    await page.clock.runFor(4000);
    await expect(carousel).toContainText("2 / 11");
    await carousel.getByRole("button", { name: "Previous screenshot" }).click();
    await carousel.getByRole("button", { name: "Previous screenshot" }).click();
    await expect(carousel).toContainText("11 / 11");
    await expect(title).toHaveText("Version history");
    await carousel.getByRole("button", { name: "Next screenshot" }).click();
    await expect(carousel).toContainText("1 / 11");
    // Hovered (and focused after the clicks): it stays still.
    await carousel.hover();
    await page.clock.runFor(8000);
    await expect(carousel).toContainText("1 / 11");
    await page.mouse.move(0, 0);
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.clock.runFor(4000);
    await expect(carousel).toContainText("2 / 11");
  });

  test("the carousel stays still under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await installClock(page);
    await openLanding(page, "/");
    const carousel = page.getByRole("region", { name: "App screenshots" });
    await expect(carousel).toHaveAttribute("data-paused", "true");
    await page.clock.runFor(12_000);
    await expect(carousel).toContainText("1 / 11");
  });

  test("the phone carousel below the fold is static HTML until needed; a keyboard focus carries over to the live one", async ({ page }) => {
    await openLanding(page, "/");
    const phone = page.locator("#prototype").getByRole("region", { name: "App screens" });
    const slides = phone.locator('[aria-roledescription="slide"]');
    // At load: the first slide only, and no live carousel (data-paused is the live one's).
    await expect(slides).toHaveCount(1);
    await expect(phone).not.toHaveAttribute("data-paused");
    await phone.getByRole("button", { name: "Next screenshot" }).focus();
    await expect(phone).toHaveAttribute("data-paused", "true");
    await expect(slides).toHaveCount(11);
    await expect(phone.getByRole("button", { name: "Next screenshot" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(phone).toContainText("2 / 11");
  });

  test("prototype section: lazy 600 px frame, dots, new-tab opening, blocked alert and the test event", async ({ page, context }) => {
    await openLanding(page, "/");
    const section = page.locator("#prototype");
    const frame = section.locator("iframe");
    await expect(frame).toHaveAttribute("loading", "lazy");
    // The frame fills its box (EmbedFrame), which holds the spec's height and minimum.
    expect(await frame.evaluate((f) => [f.parentElement!.getBoundingClientRect().height, getComputedStyle(f.parentElement!).minHeight])).toEqual([600, "500px"]);

    const phone = section.getByRole("region", { name: "App screens" });
    // Scrolled to, as a visitor would, the live carousel takes over before the dot is pressed: a
    // swap between the press and the release would leave the click nowhere (the test above covers
    // the static controls).
    await phone.scrollIntoViewIfNeeded();
    await expect(section.locator('[data-island="live"]')).toBeAttached();
    await phone.getByRole("button", { name: /Show screenshot 5:/ }).click();
    await expect(phone).toContainText("5 / 11");
    await expect(phone.getByRole("button", { name: /Show screenshot 5:/ })).toHaveAttribute("aria-current", "true");
    await phone.getByRole("button", { name: "Next screenshot" }).click();
    await expect(phone).toContainText("6 / 11");

    await context.route("**/*figma.com/**", (route) => route.fulfill({ body: "prototype" }));
    const [popup] = await Promise.all([context.waitForEvent("page"), section.getByRole("button", { name: "Try the Prototype" }).click()]);
    expect(popup.url()).toContain("figma.com/proto");
    await popup.close();

    await page.evaluate(() => {
      window.open = () => null;
    });
    let alertText = "";
    page.once("dialog", (dialog) => {
      alertText = dialog.message();
      void dialog.accept();
    });
    await section.getByRole("button", { name: "Try the Prototype" }).click();
    await expect.poll(() => alertText).toContain("check that the prototype is publicly accessible");

    const before = await countEvents("prototype_test");
    await section.getByRole("button", { name: "Record a Prototype Test" }).click();
    await expect.poll(() => countEvents("prototype_test")).toBe(before + 1);
  });

  test("video section: embed, Watch on Vimeo and Reload Video", async ({ page }) => {
    await openLanding(page, "/");
    const section = page.locator("#video");
    await expect(section.locator("iframe")).toHaveAttribute("src", /player\.vimeo\.com/);
    await expect(section.getByRole("link", { name: "Watch on Vimeo" })).toHaveAttribute("href", /vimeo\.com/);
    await expect(section.getByRole("link", { name: "Watch on Vimeo" })).toHaveAttribute("target", "_blank");
    await section.getByRole("button", { name: "Reload Video" }).click();
    await expect(section.locator("iframe")).toHaveAttribute("src", /player\.vimeo\.com/);
    await expect(section.getByRole("button", { name: "Reload Video" })).toBeEnabled();
  });
});
