import { devices } from "@playwright/test";
import { expect, test } from "./support/test";
import { openLanding } from "./support/landing";

// A phone: Pixel 7 viewport, touch and mobile layout (the browser stays the configured chromium).
const { defaultBrowserType: _browser, ...pixel7 } = devices["Pixel 7"];
void _browser;
test.use(pixel7);

test.describe("mobile menu (phone viewport)", () => {
  test("opens with the entries and the swipe note, locks scrolling, closes on choosing an entry", async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu.getByRole("link")).toHaveText(["Features", "Try Prototype", "Feedback", "Contact"]);
    await expect(menu).toContainText("Swipe left to close");
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");

    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("contact")!.getBoundingClientRect().top))).toBe(80);
  });

  test("closes on an outside click", async ({ page }) => {
    await openLanding(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    await page.mouse.click(20, box.y + box.height + 40);
    await expect(menu).toBeHidden();
  });

  test("closes on a left swipe over 50 px, not on a shorter one", async ({ page }) => {
    await openLanding(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByTestId("mobile-menu");
    const box = (await menu.boundingBox())!;
    const y = box.y + box.height - 10;
    const swipe = async (distance: number) => {
      await page.mouse.move(300, y);
      await page.mouse.down();
      await page.mouse.move(300 - distance, y, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(30);
    await expect(menu).toBeVisible();
    await swipe(120);
    await expect(menu).toBeHidden();
  });
});
