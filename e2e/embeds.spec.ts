import { expect, test } from "./support/test";
import { E2E_LINKS } from "../playwright.config";
import { openEditor, saveChanges } from "./support/editor";
import { installClock, openLanding } from "./support/landing";
import { resetSiteContent } from "./support/site";

// The e2e server configures every embed and link by env (playwright.config.ts): the editor's
// settings default to those values and override them.

test("the footer links to the configured profiles and documentation, and has one back-to-top control", async ({ page }) => {
  await openLanding(page, "/");
  const footer = page.locator("footer");
  for (const [name, href] of [
    ["LinkedIn", E2E_LINKS.LINKEDIN_URL],
    ["Instagram", E2E_LINKS.INSTAGRAM_URL],
    ["Facebook", E2E_LINKS.FACEBOOK_URL],
    ["Documentation", E2E_LINKS.DOCUMENTATION_URL],
  ]) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
  }
  await expect(page.getByRole("button", { name: /scroll to top/i })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole("button", { name: /top/i })).toHaveCount(1);
});

test("an embed that never loads is replaced by a fallback with a link to its page", async ({ page }) => {
  // The prototype's host holds the request forever; the page's clock runs the 15 s wait.
  await page.route("**/embed.figma.com/**", () => undefined);
  await installClock(page);
  await openLanding(page, "/");
  const section = page.locator("#prototype");
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator("iframe")).toHaveAttribute("src", E2E_LINKS.PROTOTYPE_URL);
  await page.clock.runFor(15_500);
  const fallback = section.getByTestId("embed-fallback");
  await expect(fallback).toContainText("The prototype did not load");
  await expect(fallback.getByRole("link", { name: "Open it in a new tab" })).toHaveAttribute("href", E2E_LINKS.PROTOTYPE_OPEN_URL);
  await expect(section.locator("iframe")).toHaveCount(0);
});

test("an unreachable embed host shows the fallback though the frame fires load on the error page; a reachable one stays", async ({ page }) => {
  // Refused connections: the browser shows its error page in the frame and fires load there.
  await page.route("**/embed.figma.com/**", (route) => route.abort("connectionrefused"));
  await installClock(page);
  await openLanding(page, "/");
  const prototype = page.locator("#prototype");
  await prototype.scrollIntoViewIfNeeded();
  await page.locator("#video").scrollIntoViewIfNeeded();
  // The video's host answers (the suite's stand-in page): shown, before the clock runs out.
  await expect(page.locator('#video [data-embed-state="loaded"] iframe')).toBeVisible();
  await page.clock.runFor(15_500);
  await expect(prototype.getByTestId("embed-fallback")).toContainText("The prototype did not load");
  await expect(page.locator("#video iframe")).toBeVisible();
  await expect(page.locator("#video").getByTestId("embed-fallback")).toHaveCount(0);
});

test.describe("embeds and links set in the visual editor", () => {
  test.afterEach(async ({ browser }) => resetSiteContent(browser));

  test("override the env's values on the public site", async ({ page, context }) => {
    await openEditor(context, page);
    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByLabel("LinkedIn profile").fill("https://www.linkedin.com/company/from-the-editor");
    await page.getByLabel("Video embed address").fill("https://evil.example/embed");
    await expect(page.getByText(/Video embed address must be an embed address on/)).toBeVisible();
    // The bad address does not hold back the LinkedIn edit: the draft is saved and says what is left.
    await expect(page.getByRole("status").filter({ hasText: "Draft saved, except Video embed address, which needs correcting" })).toBeVisible();
    await page.getByLabel("Video embed address").fill("https://www.youtube-nocookie.com/embed/e2e");
    await page.getByLabel("Video page ('Watch the video')").fill("https://www.youtube.com/watch?v=e2e");
    await saveChanges(page);

    await openLanding(page, "/");
    await expect(page.locator("footer").getByRole("link", { name: "LinkedIn" })).toHaveAttribute("href", "https://www.linkedin.com/company/from-the-editor");
    await expect(page.locator("#video iframe")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/e2e");
    await expect(page.locator("#video").getByRole("link", { name: "Watch on YouTube" })).toHaveAttribute("href", "https://www.youtube.com/watch?v=e2e");
  });
});
