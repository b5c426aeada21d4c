import { devices, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { THEME_STORAGE_KEY } from "../lib/config";
import { query } from "./support/db";
import { frontToast, installClock, passMinimumFillTime } from "./support/landing";
import { inDays, resetProgram, setProgram } from "./support/program";
import { loginAsAdmin } from "./support/admin";

// A user agent of its own makes this test's visitor hash differ from every other spec's visits.
const VISITOR_UA = `${devices["Desktop Chrome"].userAgent} stepwise-analytics-${Date.now()}`;
const SOURCE = `launch-${Date.now().toString(36)}`;

const pageView = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === "/api/pageview");
async function visit(page: Page, path: string) {
  const [response] = await Promise.all([pageView(page), page.goto(path)]);
  expect(response.status()).toBe(204);
}

test.afterEach(resetProgram);

test("a UTM-tagged visit of three pages through to a reserved tester slot shows on the dashboard", async ({ browser }) => {
  await setProgram({ cap: 100_000, deadline: inDays(30), liveCount: false });
  const visitor = await browser.newContext({ ...devices["Desktop Chrome"], userAgent: VISITOR_UA });
  const page = await visitor.newPage();
  await installClock(page);
  await visit(page, `/privacy?utm_source=${SOURCE}&utm_medium=social&utm_campaign=launch-week`);
  await visit(page, "/terms");
  await Promise.all([page.waitForResponse((r) => r.url().includes("/api/feedback/count")), visit(page, "/#feedback")]);

  await page.getByTestId("rewards-banner").getByRole("button", { name: "Get Started" }).click();
  const form = page.getByRole("form", { name: "Feedback form" });
  await expect(form).toBeVisible();
  await form.getByLabel("Is it clear what the app does and who it is for?").fill("Clear");
  await form.getByLabel("How would you use the app?").fill("Weekly");
  await form.getByLabel(/^E-mail \(optional/).fill(`analytics-${Date.now()}@example.com`);
  await passMinimumFillTime(page);
  // The server records the submitted and reserved steps while it answers the form.
  await form.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(frontToast(page)).toContainText("Confirm your address from the e-mail");
  await visitor.close();

  const admin = await browser.newContext();
  await loginAsAdmin(admin);
  const dash = await admin.newPage();
  await dash.goto("/admin");
  await dash.getByRole("tab", { name: "Analytics" }).click();

  // The source's funnel, then the whole dashboard filtered by that source.
  const funnelRow = dash.getByTestId("table-funnel-per-source").getByRole("row").filter({ hasText: SOURCE });
  await expect(funnelRow).toHaveText(new RegExp(`${SOURCE}\\s*1\\s*1 \\(100%\\)\\s*1 \\(100%\\)\\s*1 \\(100%\\)`));
  await dash.getByTestId("table-utm-source").getByRole("button", { name: SOURCE }).click();
  await expect(dash.getByTestId("active-filter")).toContainText(SOURCE);
  await expect(dash.getByTestId("metric-visitors").locator("dd").first()).toHaveText("1");
  await expect(dash.getByTestId("metric-pageviews").locator("dd").first()).toHaveText("3");
  await expect(dash.getByTestId("metric-visits").locator("dd").first()).toHaveText("1");
  await expect(dash.getByTestId("table-utm-campaign")).toContainText("launch-week");
  await expect(dash.getByTestId("table-top-pages")).toContainText("/privacy");
  await expect(dash.getByTestId("table-entry-pages").getByRole("row")).toHaveCount(2); // header + /privacy
  for (const [step, count] of [["visitors", "1"], ["form_opened", "1"], ["submitted", "1"], ["reserved", "1"]]) {
    await expect(dash.getByTestId(`funnel-${step}`).getByTestId("funnel-count")).toHaveText(count!);
  }
  await expect(dash.getByTestId("table-events")).toContainText("Tester slot reserved");
  const download = dash.waitForEvent("download");
  await dash.getByRole("button", { name: "Export Top pages as CSV" }).click();
  expect((await download).suggestedFilename()).toBe("top-pages.csv");
  await admin.close();
});

test("public pages set no cookie and store nothing but the theme choice", async ({ page, context }) => {
  for (const path of ["/", "/privacy", "/terms", "/cookies"]) await visit(page, path);
  await page.goto("/");
  await page.getByRole("button", { name: "Toggle dark mode" }).filter({ visible: true }).first().click();
  expect(await context.cookies()).toEqual([]);
  const keys = await page.evaluate(() => [Object.keys(localStorage), Object.keys(sessionStorage)]);
  expect(keys[0]!.filter((k) => k !== THEME_STORAGE_KEY)).toEqual([]);
  expect(keys[1]).toEqual([]);
});

test("a bot's page view is not counted", async ({ browser }) => {
  const before = await query<{ n: number }>("SELECT count(*)::int AS n FROM analytics_page_views");
  const bot = await browser.newContext({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
  const page = await bot.newPage();
  await visit(page, "/privacy");
  const after = await query<{ n: number }>("SELECT count(*)::int AS n FROM analytics_page_views");
  expect(after[0]!.n).toBe(before[0]!.n);
  await bot.close();
});
