import { expect, test } from "./support/test";
import { inDays, resetProgram, setProgram } from "./support/program";

// The CSP is strict but must not break the site: Next's inline bootstrap, same-origin frames
// (the visual editor's preview) and the configured embeds load; anything else is blocked.
test.describe("content security policy in the browser", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener("securitypolicyviolation", (e) => w.__violations.push(`${e.effectiveDirective} ${e.blockedURI}`));
    });
  });

  test("the home page runs with no violation, and frames follow frame-src", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.headers()["content-security-policy"]).toContain("default-src 'self'");
    await page.waitForLoadState("load");
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);

    await page.evaluate(() => {
      for (const src of [
        "/", // the editor's same-origin preview frame
        "https://player.vimeo.com/video/76979871", // the configured video embed
        "https://evil.example/frame", // not configured: blocked
      ]) {
        const frame = document.createElement("iframe");
        frame.src = src;
        document.body.append(frame);
      }
    });
    const violations = () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    await expect.poll(violations).toEqual(["frame-src https://evil.example"]);
    // The same-origin frame rendered the site (frame-ancestors 'self', X-Frame-Options SAMEORIGIN).
    await expect
      .poll(async () => {
        // A frame that has not navigated yet has no URL to parse.
        const inner = page.frames().find((f) => f !== page.mainFrame() && URL.canParse(f.url()) && new URL(f.url()).pathname === "/");
        return (await inner?.evaluate(() => document.body.innerHTML.length).catch(() => 0)) ?? 0;
      })
      .toBeGreaterThan(100);
    // Still the one violation once the site has run inside its frame.
    expect(await violations()).toEqual(["frame-src https://evil.example"]);
  });

  // Closed, the banner's waitlist form validates with Zod in the browser, whose first parse probes
  // `new Function` unless told not to (lib/validation/form-resolver.ts): a violation under this CSP.
  test("with the programme closed, the home page and its waitlist form run with no violation", async ({ page }) => {
    await setProgram({ cap: null, deadline: inDays(-1), liveCount: false });
    try {
      await page.goto("/");
      const banner = page.getByTestId("waitlist-banner");
      await banner.scrollIntoViewIfNeeded(); // the form loads as the visitor nears it
      await banner.getByLabel("E-mail").fill("not-an-address");
      await banner.getByRole("button", { name: "Join the waitlist" }).click();
      await expect(banner.getByRole("alert").or(banner.locator('[aria-invalid="true"]')).first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    } finally {
      await resetProgram();
    }
  });
});
