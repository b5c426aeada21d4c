import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const PAGES = [
  { path: "/privacy", title: "Privacy Policy", facts: ["July 2025", "never sell", "Access", "Correction", "Deletion", "Portability", "under 13"] },
  { path: "/terms", title: "Terms of Service", facts: ["13 years of age or older", "one account only", "30 September 2025", "non-transferable", "revoked"] },
  { path: "/cookies", title: "Cookie Policy", facts: ["30 days to 1 year", "local storage"] },
];

for (const { path, title, facts } of PAGES) {
  test(`${path} shows the ${title}, its home buttons, and passes axe`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    for (const fact of facts) await expect(page.locator("article")).toContainText(fact);
    await expect(page.locator("header").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test("/privacy.html and /terms.html redirect (308) to the pages", async ({ request }) => {
  for (const [from, to] of [["/privacy.html", "/privacy"], ["/terms.html", "/terms"]]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe(to);
  }
});

test("an unknown path answers 404 with the developer-style hint, passing axe", async ({ page }) => {
  const response = await page.goto("/definitely/not/here");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/404 Page Not Found/);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
