import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { THEME_STORAGE_KEY } from "../lib/config";
import { inDays, resetProgram, setProgram } from "./support/program";

// Issue 21: public pages hydrate only their islands. No provider above them: the theme is an
// inline script plus the toggle, and the Toaster mounts only once something can toast.
const toaster = (page: Page) => page.locator("section[aria-label^='Notifications']");

for (const path of ["/privacy", "/terms", "/cookies"]) {
  test(`${path}: the theme toggle island works without a provider, and no Toaster is loaded`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await expect(toaster(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.locator("html")).toHaveCSS("color-scheme", "dark");
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe("dark");
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe("light");
  });
}

// The first paint of a public page is the one with its text, in the brand font on a fast link:
// the head holds rendering until #main is parsed, and Inter is preloaded (its `optional` display
// uses it only if it has arrived by then), and no other font. Next puts the preload in the head of
// a prerendered page and in a Link header of a dynamic one (/email-status).
for (const path of ["/", "/privacy", "/terms", "/email-status"]) {
  test(`${path}: the first paint waits for #main, and Inter is the one font preloaded`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const [head, body] = (await response.text()).split("</head>") as [string, string];
    // Without the element the paint would wait for the whole document.
    expect(body).toMatch(/<main\b[^>]*\sid="main"/);
    const links = head.match(/<link [^>]*>/g) ?? [];
    expect(links).toContain('<link rel="expect" href="#main" blocking="render"/>');
    const fonts = [
      ...links.filter((link) => link.includes('as="font"')).map((link) => /href="([^"]+)"/.exec(link)?.[1]),
      ...(response.headers()["link"] ?? "")
        .split(/,\s*(?=<)/)
        .filter((entry) => entry.includes('as="font"'))
        .map((entry) => /^<([^>]+)>/.exec(entry)?.[1]),
    ];
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/^\/_next\/static\/media\/inter_[^/]+\.woff2$/);
  });
}

test("the theme is applied before any script of the page runs, from the stored choice or the device's for 'system'", async ({ browser }) => {
  for (const [stored, scheme, expected] of [
    ["dark", "light", "dark"],
    ["system", "dark", "dark"],
    ["system", "light", "light"],
    [null, "dark", "light"],
  ] as const) {
    const context = await browser.newContext({ colorScheme: scheme, javaScriptEnabled: true });
    if (stored) await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, stored] as const);
    const page = await context.newPage();
    // The class as the HTML parser leaves it, before Next's scripts (deferred) have run.
    await page.route("**/_next/static/chunks/**", (route) => route.abort());
    await page.goto("/privacy");
    await expect(page.locator("html"), `stored ${stored}, device ${scheme}`).toHaveClass(new RegExp(`\\b${expected}\\b`));
    await context.close();
  }
});

test("a theme chosen in one tab is followed by the others", async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto("/privacy");
  await second.goto("/terms");
  await expect(second.getByRole("button", { name: "Toggle dark mode" })).toBeVisible();
  await first.getByRole("button", { name: "Toggle dark mode" }).click();
  await expect(second.locator("html")).toHaveClass(/\bdark\b/);
  await first.getByRole("button", { name: "Toggle dark mode" }).click();
  await expect(second.locator("html")).not.toHaveClass(/\bdark\b/);
});

test("a client-side navigation counts a page view of its own (the template mounts the beacon afresh)", async ({ page }) => {
  const views: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/pageview") views.push(JSON.parse(request.postData() ?? "{}").path);
  });
  await page.goto("/privacy");
  await expect.poll(() => views).toEqual(["/privacy"]);
  // "Return to Home" is a next/link: the router swaps the page without a load.
  const loads: string[] = [];
  page.on("load", () => loads.push(page.url()));
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => views).toEqual(["/privacy", "/"]);
  expect(loads).toEqual([]);
});

test("the footer's newsletter form stays server HTML until the reader nears it; then it is live, and a focused field stays focused", async ({ page }) => {
  await page.goto("/privacy");
  await page.waitForLoadState("networkidle");
  const form = page.getByTestId("footer-newsletter");
  const island = page.locator("[data-island]").filter({ has: form });
  await expect(island).toHaveAttribute("data-island", "static");
  await expect(form.getByLabel("Newsletter")).not.toBeEditable();
  await form.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute("data-island", "live");
  await expect(form.getByLabel("Newsletter")).toBeEditable();

  // Focused before it went live (a keyboard user tabbing down the page): the live field takes the
  // focus. Another page, at its top (a reload would restore the scroll position).
  await page.goto("/terms");
  await page.waitForLoadState("networkidle");
  await expect(island).toHaveAttribute("data-island", "static");
  await form.getByLabel("Newsletter").focus();
  await expect(island).toHaveAttribute("data-island", "live");
  await expect(form.getByLabel("Newsletter")).toBeFocused();
  await page.keyboard.type("reader@example.com");
  await expect(form.getByLabel("Newsletter")).toHaveValue("reader@example.com");
});

test("with the programme closed, the waitlist form's code loads only as the visitor nears the banner", async ({ page }) => {
  await setProgram({ cap: null, deadline: inDays(-1), liveCount: false });
  try {
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const banner = page.getByTestId("waitlist-banner");
    await expect(banner).toContainText("Loading form…");
    await expect(banner.getByRole("button", { name: "Join the waitlist" })).toHaveCount(0);
    const before = scripts.length;
    await banner.scrollIntoViewIfNeeded();
    await expect(banner.getByRole("button", { name: "Join the waitlist" })).toBeVisible();
    await expect(banner.getByLabel("E-mail")).toBeEditable();
    expect(scripts.length, "the form's chunks arrive with the scroll").toBeGreaterThan(before);
  } finally {
    await resetProgram();
  }
});
