import { expect, test } from "@playwright/test";

// The bench's framework floor (npm run bench): an empty page of the same build, loading the
// same framework and root-layout scripts as every page and nothing else.
test("the bench floor page is an empty main that loads the shared scripts", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      scripts.push(new URL(response.url()).pathname);
  });
  const response = await page.goto("/bench-floor", { waitUntil: "networkidle" });
  expect(response?.status()).toBe(200);
  await expect(page.locator("main")).toBeEmpty();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((path) => path.startsWith("/_next/static/"))).toBe(true);
});
