import { expect, test } from "./support/test";
import { E2E_TESTER_DEADLINE } from "../playwright.config";
import { openLanding } from "./support/landing";

// axe checks these pages in both themes and widths in the sweep (e2e/a11y-sweep.spec.ts).
const PAGES = [
  { path: "/privacy", title: "Privacy Policy", facts: ["July 2025", "never sell", "Access", "Correction", "Deletion", "Portability", "under 13", "Your member record", "Export every record we hold about you as a JSON file"] },
  { path: "/terms", title: "Terms of Service", facts: ["13 years of age or older", "one account only", E2E_TESTER_DEADLINE.text, "non-transferable", "revoked"] },
  { path: "/cookies", title: "Cookie Policy", facts: ["30 days to 1 year", "local storage"] },
];

for (const { path, title, facts } of PAGES) {
  test(`${path} shows the ${title} and its home buttons`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    for (const fact of facts) await expect(page.locator("article")).toContainText(fact);
    await expect(page.locator("header").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

// The e2e server's TESTER_PROGRAM_DEADLINE is not the default: every page that states it reads it.
test("the terms, the privacy policy and the landing page show the configured deadline, never the default", async ({ page }) => {
  for (const [path, words] of [
    ["/terms", `confirmed or on ${E2E_TESTER_DEADLINE.text}`],
    ["/privacy", `until ${E2E_TESTER_DEADLINE.text}`],
  ] as const) {
    await page.goto(path);
    await expect(page.locator("article")).toContainText(words);
    await expect(page.locator("article")).not.toContainText("30 September 2025");
  }
  await openLanding(page, "/#feedback");
  await expect(page.getByTestId("rewards-banner")).toContainText(`on ${E2E_TESTER_DEADLINE.text}, whichever comes first`);
});

test("/privacy.html and /terms.html redirect (308) to the pages", async ({ request }) => {
  for (const [from, to] of [["/privacy.html", "/privacy"], ["/terms.html", "/terms"]]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe(to);
  }
});

test("an unknown path answers 404 with the spec's title, a hint and the ways on; switched-off pages are that same 404", async ({ page }) => {
  const response = await page.goto("/definitely/not/here");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("404 Page Not Found | StepWise");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("No route matches this path")).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
  const links = page.getByRole("navigation", { name: "Helpful links" });
  await expect(links.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect(links.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/#contact");
  // The blog is off (its default): no link into it.
  await expect(links.getByRole("link", { name: "Read the blog" })).toHaveCount(0);

  // Roadmap, changelog and blog are off by default: each is the real 404, title included.
  for (const path of ["/roadmap", "/changelog", "/blog"]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page, path).toHaveTitle("404 Page Not Found | StepWise");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  }
});
