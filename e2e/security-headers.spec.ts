import { expect, test } from "./support/test";

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

    const frames = await page.evaluate(async () => {
      const load = (src: string) =>
        new Promise<void>((resolve) => {
          const frame = document.createElement("iframe");
          frame.src = src;
          frame.onload = () => resolve();
          document.body.append(frame);
          setTimeout(resolve, 3000);
        });
      await load("/"); // the editor's same-origin preview frame
      await load("https://player.vimeo.com/video/76979871"); // the configured video embed
      await load("https://evil.example/frame"); // not configured: blocked
      await new Promise((r) => setTimeout(r, 300));
      return (window as unknown as { __violations: string[] }).__violations;
    });
    expect(frames).toEqual(["frame-src https://evil.example"]);
    // The same-origin frame rendered the site (frame-ancestors 'self', X-Frame-Options SAMEORIGIN).
    const inner = page.frames().find((f) => f !== page.mainFrame() && new URL(f.url()).pathname === "/");
    expect(await inner?.evaluate(() => document.body.innerHTML.length)).toBeGreaterThan(100);
  });
});
