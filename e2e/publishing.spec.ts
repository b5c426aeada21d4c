import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { baseURL } from "../playwright.config";
import { loginAsAdmin, unlockGates } from "./support/admin";
import { createPost } from "./support/blog";
import { query } from "./support/db";
import { openEditor, saveChanges } from "./support/editor";
import { resetSiteContent } from "./support/site";

// Issue 19/22: the editor works on a server-side draft; 'Save Changes' publishes it; previews
// are shared by signed links; revisions are compared and restored after a confirm.
test.afterAll(async ({ browser }) => resetSiteContent(browser));
test.describe.configure({ mode: "serial" });

const headingField = (page: Page) => page.getByLabel("Hero heading", { exact: true });
/** The theme's primary colour as the page resolves it (derived from --site-primary on :root). */
const primary = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--primary").trim());
const hero = (page: Page) => page.locator("main [data-edit-id=hero-heading]");

async function createPreviewLink(page: Page) {
  await page.getByRole("button", { name: "Share preview" }).click();
  const dialog = page.getByRole("dialog", { name: "Share a preview" });
  await dialog.getByRole("button", { name: "Create preview link" }).click();
  const field = dialog.getByRole("textbox", { name: "Preview link" }).first();
  await expect(field).toHaveValue(/\/preview\//);
  const url = await field.inputValue();
  await page.keyboard.press("Escape");
  return url;
}

test("a hero edit stays a draft until Save Changes: visitors see the old text, the preview link the new one", async ({ page, context, browser }) => {
  // A published heading of its own first: the revision the edit is later compared with.
  await loginAsAdmin(context);
  await unlockGates(context.request);
  const baseline = await context.request.post("/api/admin/visual-editor/save", {
    data: { elements: [{ id: "hero-heading", type: "heading", content: `Published heading ${randomUUID().slice(0, 8)}` }] },
    headers: { Origin: baseURL },
  });
  expect(baseline.status()).toBe(200);
  await openEditor(context, page);
  const visitor: BrowserContext = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/");
  const before = (await hero(visitorPage).textContent()) ?? "";
  const draftHeading = `Draft heading ${randomUUID().slice(0, 8)}`;

  await headingField(page).click();
  await headingField(page).fill(draftHeading);
  // A design change too: the preview link must show it as well as the text.
  await page.getByRole("tab", { name: "Design" }).click();
  await page.getByLabel("Primary colour", { exact: true }).fill("#c2410c");
  await page.getByRole("tab", { name: "Content" }).click();
  await expect(page.getByText("Draft — not live")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Changes" })).toHaveAttribute("title", /publishes your draft to the live site/);

  // An anonymous visitor still gets the published text.
  await visitorPage.reload();
  await expect(hero(visitorPage)).toHaveText(before);
  expect(await primary(visitorPage)).not.toBe("#c2410c");

  // The preview link shows the draft, marked as a preview, never cached or indexed.
  const previewUrl = await createPreviewLink(page);
  const response = await visitorPage.goto(previewUrl);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-robots-tag"]).toContain("noindex");
  expect(response?.headers()["cache-control"]).toMatch(/private/);
  expect(response?.headers()["cache-control"]).toMatch(/no-store/);
  await expect(visitorPage.getByRole("region", { name: "Preview notice" })).toContainText("Preview");
  await expect(visitorPage.getByRole("region", { name: "Preview notice" })).toContainText("This is not the live site.");
  await expect(hero(visitorPage)).toHaveText(draftHeading);
  expect(await primary(visitorPage)).toBe("#c2410c");
  await expect(visitorPage.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const sitemap = await (await visitor.request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/preview/");

  // A reload keeps the unsaved edit (restored from the server's draft); leaving asks first.
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.type();
    void dialog.accept();
  });
  // "commit": Playwright's reload does not see the load event after an accepted beforeunload.
  await page.reload({ waitUntil: "commit" });
  expect(asked).toBe("beforeunload");
  await expect(headingField(page)).toHaveValue(draftHeading);
  await expect(page.getByText("Draft — not live")).toBeVisible();
  // The editor is live again (hydrated) once it has sent the draft to its preview frame.
  await expect(page.frameLocator('iframe[title="Site preview"]').locator("[data-edit-id=hero-heading]")).toHaveText(draftHeading);
  await page.getByRole("link", { name: "Back to Admin" }).click();
  const leave = page.getByRole("alertdialog", { name: "Leave the editor?" });
  await expect(leave).toContainText("not live");
  await leave.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/visual-editor$/);

  // Save Changes publishes it.
  await saveChanges(page);
  await visitorPage.goto("/");
  await expect(hero(visitorPage)).toHaveText(draftHeading);

  // The diff between the last two revisions names the changed element, old and new.
  await page.getByRole("tab", { name: "Advanced" }).click();
  await page.getByRole("button", { name: "Show changes" }).click();
  const changes = page.getByRole("list", { name: /^Changes from revision \d+ to revision \d+$/ });
  await expect(changes.getByRole("listitem")).toHaveCount(2);
  const headingChange = changes.getByRole("listitem").filter({ hasText: "Hero heading" });
  await expect(headingChange.locator("del")).toHaveText(before);
  await expect(headingChange.locator("ins")).toHaveText(draftHeading);
  await visitor.close();
});

test("Discard draft asks, then returns the editor to the published version", async ({ page, context }) => {
  await openEditor(context, page);
  const published = await headingField(page).inputValue();
  await headingField(page).fill("Never published");
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  await page.getByRole("button", { name: "Discard draft" }).click();
  await page.getByRole("alertdialog", { name: "Discard the draft?" }).getByRole("button", { name: "Discard draft" }).click();
  await expect(headingField(page)).toHaveValue(published);
  await expect(page.getByText("Draft — not live")).toBeHidden();
  const drafts = await query("SELECT 1 FROM site_drafts");
  expect(drafts).toHaveLength(0);
});

test("a revision previews exactly, blog toggle included; restoring it shows Blog in the preview nav at once", async ({ page, context }) => {
  const frame = await openEditor(context, page);
  const nav = frame.locator("header nav");
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByLabel("Blog enabled").click();
  await saveChanges(page);
  const [withBlog] = await query<{ id: number }>("SELECT id FROM site_revisions ORDER BY id DESC LIMIT 1");
  await page.getByLabel("Blog enabled").click();
  await saveChanges(page);
  await page.getByRole("tab", { name: "Advanced" }).click();
  const latest = await page.getByRole("list", { name: "Revisions" }).getByRole("listitem").first().getAttribute("data-revision-id");

  await page.getByRole("button", { name: `Preview revision ${withBlog!.id}` }).click();
  await expect(nav.getByRole("link", { name: "Blog" })).toBeVisible();
  await page.getByRole("button", { name: `Preview revision ${latest}` }).click();
  await expect(nav.getByRole("link", { name: "Blog" })).toBeHidden();
  await page.getByRole("button", { name: "Back to editing" }).click();

  await page.getByRole("button", { name: `Restore revision ${withBlog!.id}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Restore revision #${withBlog!.id}?` });
  await expect(confirm).toContainText("Blog enabled");
  await confirm.getByRole("button", { name: "Restore and publish" }).click();
  await expect(page.getByText(`Revision #${withBlog!.id} restored`)).toBeVisible();
  await expect(nav.getByRole("link", { name: "Blog" })).toBeVisible();
});

test("forged, revoked and expired preview links get a clear 404 page; a post's link shows the draft post", async ({ page, context, browser }) => {
  await openEditor(context, page);
  const post = await createPost(context.request, { title: `Preview draft ${randomUUID().slice(0, 8)}`, content: "Only for the preview.", status: "draft" });
  const make = async (data: Record<string, unknown>) => {
    const response = await context.request.post("/api/admin/preview-links", { data, headers: { Origin: baseURL } });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()).link as { id: string; path: string };
  };
  const visitor = await browser.newContext();
  const visit = async (path: string) => {
    const p = await visitor.newPage();
    const response = await p.goto(path);
    return { status: response?.status(), page: p };
  };

  const postLink = await make({ kind: "post", postId: post.id });
  const shown = await visit(postLink.path);
  expect(shown.status).toBe(200);
  await expect(shown.page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(shown.page.getByRole("region", { name: "Preview notice" })).toContainText("An unpublished blog post.");
  expect((await visitor.request.get(`/blog/${post.slug}`)).status()).toBe(404);

  const [id, exp, signature] = postLink.path.replace("/preview/", "").split(".");
  const forged = [`/preview/${id}.${Number(exp) + 3600}.${signature}`, `/preview/${id}.${exp}.${"A".repeat(43)}`, "/preview/nonsense"];
  const revoked = await make({ kind: "site" });
  expect((await context.request.delete(`/api/admin/preview-links/${revoked.id}`, { headers: { Origin: baseURL } })).status()).toBe(200);
  const expired = await make({ kind: "site" });
  await query(`UPDATE preview_links SET "expiresAt" = now() - interval '1 minute' WHERE id = $1`, [expired.id]);
  for (const path of [...forged, revoked.path, expired.path]) {
    const { status, page: p } = await visit(path);
    expect(status, path).toBe(404);
    await expect(p.getByRole("heading", { name: "This preview link is not available" })).toBeVisible();
    await expect(p.getByText("may have expired or been revoked")).toBeVisible();
  }
  const bad = await context.request.post("/api/admin/preview-links", { data: { kind: "site", days: 400 }, headers: { Origin: baseURL } });
  expect(bad.status()).toBe(422);
  expect((await bad.json()).error.fields.days).toMatch(/at most 30 days/);
  await visitor.close();
});

test("the landing page has a generated og:image; /blog's og:url is /blog", async ({ page, request }) => {
  // The blog is on since the restore above.
  await page.goto("/");
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(ogImage).toContain("/opengraph-image");
  const image = await request.get(ogImage!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  await page.goto("/blog");
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}/blog`);
});
