import path from "node:path";
import { expect, test } from "./support/test";
import { openEditor, saveChanges } from "./support/editor";
import { resetSiteContent } from "./support/site";

test.describe.configure({ mode: "serial" });
test.afterAll(async ({ browser }) => resetSiteContent(browser));

test("the blog toggle turns /blog from 404 into 200 and shows the nav link", async ({ page, context, browser }) => {
  const visitor = await browser.newContext();
  expect((await visitor.request.get("/blog")).status()).toBe(404);
  await openEditor(context, page);
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByLabel("Blog enabled").click();
  await saveChanges(page);
  expect((await visitor.request.get("/blog")).status()).toBe(200);
  expect(await (await visitor.request.get("/api/blog/status")).json()).toEqual({ enabled: true });
  const home = await visitor.newPage();
  await home.goto("/");
  await expect(home.getByRole("navigation").getByRole("link", { name: "Blog" }).first()).toHaveAttribute("href", "/blog");
  await visitor.close();
});

test("writing, editing and deleting a post in the Blog tab is reflected on the public blog", async ({ page, context, browser }) => {
  await openEditor(context, page);
  await page.getByRole("tab", { name: "Blog", exact: true }).click();
  await page.getByRole("button", { name: "New blog post" }).click();
  await page.getByLabel("Title", { exact: true }).fill("Editor written post");
  await page.getByLabel("Excerpt").fill("Written in the visual editor");
  await page.getByLabel("Content (Markdown)").fill("## First steps\n\nSome **bold** advice.\n\n<script>alert(1)</script>");
  // On a wide screen the preview sits beside the markdown, rendered as the article will be.
  await expect(page.getByTestId("post-preview").getByRole("heading", { name: "First steps" })).toBeVisible();
  await expect(page.locator("form script")).toHaveCount(0);
  await page.getByLabel("Tags (comma-separated)").fill("repair, safety");
  await page.getByLabel("Published", { exact: true }).click();
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page.getByText("Blog post saved successfully")).toBeVisible();

  const visitor = await browser.newContext();
  const blog = await visitor.newPage();
  await blog.goto("/blog");
  await expect(blog.getByRole("link", { name: "Editor written post", exact: true })).toBeVisible();

  await page.getByRole("button", { name: /Editor written post/ }).click();
  await page.getByLabel("Title", { exact: true }).fill("Editor edited post");
  // The first save's toast may still be showing: the edit is saved once its PUT has answered.
  const saved = page.waitForResponse((r) => r.request().method() === "PUT" && r.url().includes("/api/blog/posts/"));
  await page.getByRole("button", { name: "Save Post" }).click();
  expect((await saved).status()).toBe(200);
  await blog.reload();
  await expect(blog.getByRole("link", { name: "Editor edited post", exact: true })).toBeVisible();

  await page.getByRole("button", { name: /Editor edited post/ }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Blog post deleted successfully")).toBeVisible();
  await blog.reload();
  await expect(blog.getByRole("link", { name: "Editor edited post", exact: true })).toHaveCount(0);
  await visitor.close();
});

test("an uploaded hero image is what visitors see", async ({ page, context, browser }) => {
  await openEditor(context, page);
  await page.getByLabel("Upload hero image").setInputFiles(path.join(process.cwd(), "e2e/fixtures/hero-test.png"));
  const field = page.getByLabel("Hero image", { exact: true });
  await expect(field).toHaveValue(/^\/uploads\/[a-f0-9]{32}\.png$/);
  const url = await field.inputValue();
  await expect(page.frameLocator('iframe[title="Site preview"]').locator("[data-edit-id=hero-image]")).toHaveAttribute("src", new RegExp(url.replace(/\./g, "\\.")));
  await saveChanges(page);
  const visitor = await browser.newContext();
  const home = await visitor.newPage();
  await home.goto("/");
  const src = await home.locator("[data-edit-id=hero-image]").getAttribute("src");
  expect(decodeURIComponent(src ?? "")).toContain(url);
  await visitor.close();
});
