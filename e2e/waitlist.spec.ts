import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { baseURL } from "../playwright.config";
import { query } from "./support/db";
import { openLanding, passMinimumFillTime } from "./support/landing";
import { mailedLink } from "./support/members";
import { inDays, resetProgram, setProgram } from "./support/program";

// The waitlist once the programme has closed: join from the banner, confirm by the e-mailed link,
// see the place; a friend who opens the personal link and joins moves the first member up.

const stamp = Date.now().toString(36);

/** Six members already waiting (seeded straight into the line), so that a move up shows. */
async function seedLine() {
  await query(`
    WITH people AS (
      INSERT INTO members (id, email, "emailKey", "createdAt")
      SELECT 'wl-${stamp}-' || n, 'waiting${stamp}-' || n || '@example.com', 'waiting${stamp}-' || n || '@example.com', now() FROM generate_series(1, 6) AS n
      RETURNING id
    )
    INSERT INTO waitlist_entries ("memberId", rank, code) SELECT id, 0, 'seed' || substr(md5(id), 1, 8) FROM people`);
  await query(`UPDATE waitlist_entries SET rank = 2 * seq WHERE "memberId" LIKE 'wl-${stamp}-%'`);
}

/** Joins from the closed programme's banner and presses the e-mailed link's button; the place shown. */
async function joinFromBanner(page: Page, email: string, path = "/#feedback") {
  await openLanding(page, path);
  const banner = page.getByTestId("waitlist-banner");
  await banner.getByLabel("E-mail").fill(email);
  await passMinimumFillTime(page);
  await banner.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page.getByTestId("waitlist-status")).toHaveText("Check your inbox to confirm your place on the waitlist");
  await page.goto(await mailedLink(email, /Confirm your place on the .* waitlist/, "/waitlist/confirm"));
  await page.getByRole("button", { name: "Confirm my place" }).click();
  await page.waitForURL("**/waitlist/joined");
  const place = page.getByTestId("waitlist-place");
  await expect(place).toContainText(/You are #\d+ on the waitlist/);
  return Number(await place.getAttribute("data-place"));
}

test.afterEach(resetProgram);

test("a closed programme offers the waitlist; a friend who joins through the personal link moves the member up", async ({ page, browser }) => {
  await setProgram({ cap: null, deadline: inDays(-1), liveCount: false });
  await seedLine();
  const first = `first${stamp}@example.com`;
  const place = await joinFromBanner(page, first);
  expect(place).toBeGreaterThan(6);
  const link = await page.getByTestId("waitlist-link").inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/\\?ref=[A-Za-z0-9_-]{8}$`));

  // A friend, in another browser on another network, opens the link and joins from the banner.
  const friendContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "203.0.113.77" } });
  const friend = await friendContext.newPage();
  const friendPlace = await joinFromBanner(friend, `friend${stamp}@example.org`, `${new URL(link).pathname}${new URL(link).search}#feedback`);
  expect(friendPlace).toBe(place + 1);
  await friendContext.close();

  // The referral counted: five places up, on the first member's account page.
  await page.goto("/account");
  const mine = page.getByTestId("account-waitlist");
  await expect(mine.getByTestId("waitlist-place")).toHaveAttribute("data-place", String(place - 5));
  await expect(mine.getByTestId("waitlist-referrals")).toContainText("1 referral counted");
});

test("the waitlist form's place is kept while its code loads: nothing below the banner moves", async ({ browser }) => {
  // The programme is closed by default here. Without script the page stays at the moment before the
  // form's code arrives (its server HTML); with script, the form is there.
  for (const width of [390, 1280]) {
    const bannerHeight = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto("/#feedback");
      const banner = page.getByTestId("waitlist-banner");
      if (javaScriptEnabled) await expect(banner.getByLabel("E-mail")).toBeVisible();
      else await expect(banner).toContainText("Loading form…");
      const box = await banner.boundingBox();
      await context.close();
      return Math.round(box!.height);
    };
    expect(await bannerHeight(false), `${width} px`).toBe(await bannerHeight(true));
  }
});
