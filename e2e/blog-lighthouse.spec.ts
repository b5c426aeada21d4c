import { execFile } from "node:child_process";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { chromium, expect, test, type APIRequestContext } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { loginAsAdmin } from "./support/admin";
import { createPost, deletePost, setAuthorProfile, setBlogEnabled, type E2EPost } from "./support/blog";
import { resetSiteContent } from "./support/site";

// Issue 19: Lighthouse's SEO category scores 100 on a tag page and on the author page. The two
// audits run side by side (one headless Chromium each), about 35 s on a busy 2-core machine.
const run = promisify(execFile);
let admin: APIRequestContext;
let post: E2EPost;

test.beforeAll(async ({ playwright }) => {
  admin = await playwright.request.newContext({ baseURL });
  await loginAsAdmin({ request: admin });
  await setBlogEnabled(admin, true);
  await setAuthorProfile(admin, { displayName: "Ada Fixwell", bio: "Takes things apart for a living." });
  post = await createPost(admin, { title: "Lighthouse Check Post", excerpt: "A post for the SEO audit.", content: "Words for the audit. ".repeat(40), tags: ["Audits"] });
});

test.afterAll(async ({ browser }) => {
  await deletePost(admin, post.id);
  await setAuthorProfile(admin, { displayName: "" });
  await admin.dispose();
  await resetSiteContent(browser);
});

async function seoScore(page: string, chrome: string, outDir: string) {
  const out = path.join(outDir, `lighthouse${page.replaceAll("/", "-")}.json`);
  await run(
    process.execPath,
    [
      path.join(process.cwd(), "node_modules/lighthouse/cli/index.js"),
      `${baseURL}${page}`,
      "--only-categories=seo",
      "--output=json",
      `--output-path=${out}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking",
      "--quiet",
    ],
    // Lighthouse takes its browser from CHROME_PATH only (it has no flag for it).
    { env: { ...process.env, CHROME_PATH: chrome } },
  );
  const report = JSON.parse(await readFile(out, "utf8")) as { categories: { seo: { score: number; auditRefs: { id: string }[] } }; audits: Record<string, { score: number | null; title: string }> };
  const failing = report.categories.seo.auditRefs.map((ref) => report.audits[ref.id]!).filter((audit) => audit.score !== null && audit.score < 1);
  return { score: Math.round(report.categories.seo.score * 100), failing: failing.map((audit) => audit.title) };
}

test("Lighthouse SEO is 100 on a tag page and on the author page", async ({}, testInfo) => {
  test.setTimeout(120_000);
  // The Chromium the e2e run uses (Debian's here), else Playwright's own.
  const chrome = testInfo.project.use.launchOptions?.executablePath ?? chromium.executablePath();
  // Playwright makes a test's output folder only when it writes there itself.
  await mkdir(testInfo.outputDir, { recursive: true });
  const [tag, author] = await Promise.all([seoScore("/blog/tag/Audits", chrome, testInfo.outputDir), seoScore("/blog/author", chrome, testInfo.outputDir)]);
  expect(tag, "tag page").toEqual({ score: 100, failing: [] });
  expect(author, "author page").toEqual({ score: 100, failing: [] });
});
