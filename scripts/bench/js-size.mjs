// @ts-check
// JavaScript shipped: a real browser load of each page. Every script response body is gzipped
// here (zlib's default level), so the figure does not depend on whether the server compresses.
import zlib from "node:zlib";
import { chromium } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * @param {string} baseUrl
 * @param {string[]} paths
 */
export async function measureScripts(baseUrl, paths) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  /** @type {Record<string, { status: number, measured: boolean, gzip: number, raw: number, scripts: { url: string, raw: number, gzip: number }[] }>} */
  const results = {};
  try {
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      /** @type {Promise<{ url: string, raw: number, gzip: number } | null>[]} */
      const pending = [];
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        pending.push(
          response
            .body()
            .then((body) => ({
              url: new URL(response.url()).pathname,
              raw: body.length,
              gzip: zlib.gzipSync(body).length,
            }))
            .catch(() => null),
        );
      });
      const response = await page.goto(baseUrl + path, {
        waitUntil: "networkidle",
        timeout: 60_000,
      });
      const status = response?.status() ?? 0;
      const scripts = (await Promise.all(pending)).filter((s) => s !== null);
      // Inline scripts (the RSC payload and bootstrap) are part of the HTML, not counted here.
      results[path] = {
        status,
        measured: status >= 200 && status < 300,
        gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
        raw: scripts.reduce((sum, s) => sum + s.raw, 0),
        scripts: scripts.sort((a, b) => b.gzip - a.gzip),
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
