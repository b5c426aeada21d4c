import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { baseURL, E2E_ADMIN } from "../playwright.config";
import { loginAsAdmin } from "./support/admin";
import { createPost, deletePost, jsonLdBlocks, setAuthorProfile, setBlogEnabled, type E2EPost } from "./support/blog";
import { openEditor } from "./support/editor";
import { resetSiteContent } from "./support/site";

// Issue 19 part 4 and issue 22's author: a post written in the editor's Blog tab with a cover,
// an excerpt and an SEO title, as visitors, search engines and feeds then see it.
test.describe.configure({ mode: "serial" });

const PNG = path.join(process.cwd(), "e2e/fixtures/hero-test.png");
const TITLE = "Rebuilding a Bike Hub Without Losing a Bearing";
const SEO_TITLE = "Bike hub rebuild, step by step";
const EXCERPT = "Cones, cups and twenty-two loose balls, counted in and out.";
const created: E2EPost[] = [];
let admin: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  admin = await playwright.request.newContext({ baseURL });
  await loginAsAdmin({ request: admin });
  await setBlogEnabled(admin, true);
});

test.afterAll(async ({ browser }) => {
  for (const post of created) await deletePost(admin, post.id);
  await setAuthorProfile(admin, { displayName: "" });
  await admin.dispose();
  await resetSiteContent(browser);
});

test("the settings Profile tab sets the display name, bio and avatar; a wrong file is refused in the form", async ({ page, context }, testInfo) => {
  await loginAsAdmin(context);
  await page.goto("/admin/settings");
  await page.getByRole("tab", { name: "Profile" }).click();
  await page.getByLabel("Display name").fill("Ada Fixwell");
  await page.getByLabel("Bio (optional)").fill("Takes things apart for a living, and puts them back together.");
  const fake = testInfo.outputPath("avatar.png");
  await writeFile(fake, "not an image at all");
  // The browser believes the name; the server reads the bytes and refuses them, naming the field.
  await page.getByLabel("Upload avatar").setInputFiles({ name: "avatar.png", mimeType: "image/png", buffer: readFileSync(fake) });
  await expect(page.getByRole("alert").filter({ hasText: "File must be a PNG, JPEG or WebP image" })).toBeVisible();
  await page.getByLabel("Upload avatar").setInputFiles(PNG);
  await expect(page.getByRole("img", { name: "Avatar preview" })).toHaveAttribute("src", /^\/uploads\/[a-f0-9]{32}\.png$/);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
});

test("a post with a cover, an excerpt and an SEO title, written in the editor's Blog tab", async ({ page, context }, testInfo) => {
  await openEditor(context, page);
  await page.getByRole("tab", { name: "Blog", exact: true }).click();
  await page.getByRole("button", { name: "New blog post" }).click();
  const form = page.getByRole("form", { name: "New blog post" });
  await form.getByLabel("Title", { exact: true }).fill(TITLE);

  // A cover that is too large is refused in the form before anything is sent.
  const big = testInfo.outputPath("big.png");
  await writeFile(big, Buffer.concat([readFileSync(PNG), Buffer.alloc(2 * 1024 * 1024)]));
  await form.getByLabel("Upload cover image").setInputFiles(big);
  await expect(form.getByRole("alert").filter({ hasText: "Image must be at most 2 MB" })).toBeVisible();
  await form.getByLabel("Upload cover image").setInputFiles(PNG);
  await expect(form.getByRole("img", { name: "Cover image preview" })).toHaveAttribute("src", /^\/uploads\/[a-f0-9]{32}\.png$/);

  await form.getByLabel("Excerpt").fill(EXCERPT);
  await form.getByLabel("SEO title").fill(SEO_TITLE);
  await form.getByLabel("Tags (comma-separated)").fill("Bicycles, Repair");
  // Word count and reading time follow the text as it is written.
  await expect(form.getByTestId("post-stats")).toHaveText("No words yet");
  await form.getByLabel("Content (Markdown)").fill(`## Strip the hub\n\n${"Count every ball bearing as it leaves the cup. ".repeat(50)}`);
  await expect(form.getByTestId("post-stats")).toHaveText("453 words · 3 min read");
  await expect(form.getByTestId("post-preview").getByRole("heading", { level: 2, name: "Strip the hub" })).toBeVisible();
  await form.getByLabel("Published", { exact: true }).click();
  await form.getByRole("button", { name: "Save Post" }).click();
  await expect(page.getByText("Blog post saved successfully")).toBeVisible();
  const list = await (await admin.get("/api/blog/posts")).json();
  const post = (list as (E2EPost & { featuredImage: string })[]).find((p) => p.title === TITLE)!;
  expect(post.featuredImage).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
  created.push(post);
});

test("visitors see the cover on the card and the article; the head carries the SEO title and the cover", async ({ browser, request }) => {
  const post = created[0]!;
  const cover = (post as E2EPost & { featuredImage: string }).featuredImage;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/blog");
  const card = page.getByTestId("post-card").filter({ hasText: TITLE });
  await expect(card.getByTestId("post-card-cover")).toHaveAttribute("src", cover);
  await expect(card).toContainText("Ada Fixwell");

  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByTestId("article-cover")).toHaveAttribute("src", cover);
  await expect(page).toHaveTitle(`${SEO_TITLE} | StepWise`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", SEO_TITLE);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${baseURL}${cover}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", EXCERPT);
  await expect(page.getByTestId("word-count")).toHaveText("453 words");
  await expect(page.getByText(/Written by Ada Fixwell, Published on/)).toBeVisible();
  const served = await request.get(cover);
  expect(served.headers()["content-type"]).toBe("image/png");

  const rss = await (await request.get("/blog/rss.xml")).text();
  expect(rss).toContain(`<media:content url="${baseURL}${cover}" medium="image" type="image/png"/>`);
  expect(rss).toContain("<dc:creator>Ada Fixwell</dc:creator>");
  expect(rss).not.toContain(`<dc:creator>${E2E_ADMIN.username}</dc:creator>`);
  await context.close();
});

test("structured data in the production HTML: BlogPosting with a Person, BreadcrumbList, ProfilePage", async ({ request }) => {
  const post = created[0]!;
  const cover = (post as E2EPost & { featuredImage: string }).featuredImage;
  const article = jsonLdBlocks(await (await request.get(`/blog/${post.slug}`)).text());
  expect(article).toEqual([
    expect.objectContaining({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: TITLE,
      description: EXCERPT,
      image: [`${baseURL}${cover}`],
      datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      dateModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      author: expect.objectContaining({ "@type": "Person", name: "Ada Fixwell", url: `${baseURL}/blog/author`, image: expect.stringMatching(/\/uploads\/[a-f0-9]{32}\.png$/) }),
      mainEntityOfPage: { "@type": "WebPage", "@id": `${baseURL}/blog/${post.slug}` },
      wordCount: 453,
    }),
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${baseURL}/` },
        { "@type": "ListItem", position: 2, name: "Blog", item: `${baseURL}/blog` },
        { "@type": "ListItem", position: 3, name: TITLE, item: `${baseURL}/blog/${post.slug}` },
      ],
    },
  ]);

  const tag = jsonLdBlocks(await (await request.get("/blog/tag/bicycles")).text());
  expect(tag).toEqual([expect.objectContaining({ "@type": "BreadcrumbList", itemListElement: expect.arrayContaining([{ "@type": "ListItem", position: 3, name: "bicycles", item: `${baseURL}/blog/tag/bicycles` }]) })]);

  const author = jsonLdBlocks(await (await request.get("/blog/author")).text());
  expect(author[0]).toMatchObject({
    "@type": "ProfilePage",
    mainEntity: { "@type": "Person", name: "Ada Fixwell", description: "Takes things apart for a living, and puts them back together.", url: `${baseURL}/blog/author` },
  });
  expect(author[1]).toMatchObject({ "@type": "BreadcrumbList" });
});

test("the tag page lists the post, links from its tag chips, and has its own title, description and canonical", async ({ page, request }) => {
  await page.goto(`/blog/${created[0]!.slug}`);
  // Written "Bicycles" in the post: one lower-case tag, its chip and its URL alike.
  const chip = page.getByRole("list", { name: "Tags" }).first().getByRole("link", { name: "bicycles", exact: true });
  await expect(chip).toHaveText("bicycles");
  await chip.click();
  await expect(page).toHaveURL(`${baseURL}/blog/tag/bicycles`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("bicycles");
  await expect(page.getByTestId("post-card").filter({ hasText: TITLE })).toBeVisible();
  await expect(page).toHaveTitle("Articles tagged “bicycles” | StepWise");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /tagged “bicycles”/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/blog/tag/bicycles`);
  // Any other casing is the same archive: a permanent redirect to its one URL.
  for (const [from, to] of [["/blog/tag/Bicycles", "/blog/tag/bicycles"], ["/blog/tag/BICYCLES", "/blog/tag/bicycles"]]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers().location!, baseURL).pathname).toBe(to);
  }
  for (const missing of ["/blog/tag/no-such-tag", "/blog/tag/No-Such-Tag", "/blog/tag/bicycles/2", "/blog/tag/bicycles/1"]) {
    expect((await request.get(missing)).status(), missing).toBe(404);
  }
});

test("the author page shows the display name, bio, avatar and the posts", async ({ page }) => {
  await page.goto("/blog/author");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ada Fixwell");
  await expect(page.getByText("Takes things apart for a living, and puts them back together.")).toBeVisible();
  await expect(page.getByTestId("author-avatar")).toHaveAttribute("src", /^\/uploads\/[a-f0-9]{32}\.png$/);
  await expect(page.getByTestId("post-card").filter({ hasText: TITLE })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/blog/author`);
});

test("related posts: up to 3 sharing tags, most shared first, at the end of the article", async ({ page }) => {
  const make = async (title: string, tags: string[]) => {
    const post = await createPost(admin, { title, content: "Some words about it.", tags });
    created.push(post);
    return post;
  };
  await make("Truing a Wheel at Home", ["Bicycles", "Repair"]);
  await make("Picking the Right Grease", ["Repair"]);
  await make("Packing a Bike for a Flight", ["Bicycles"]);
  await make("Replacing a Chain", ["Bicycles", "Repair"]);
  await make("Unrelated: Baking Bread", ["Kitchen"]);
  await page.goto(`/blog/${created[0]!.slug}`);
  const related = page.getByTestId("related-posts");
  await expect(related.getByRole("heading", { level: 2, name: "Related articles" })).toBeVisible();
  // Two shared tags first (newest first among them), then one shared tag, newest first.
  await expect(related.getByTestId("post-card").getByRole("heading")).toHaveText(["Replacing a Chain", "Truing a Wheel at Home", "Packing a Bike for a Flight"]);
});

test("on a phone the post form switches between Write and Preview", async ({ browser }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await openEditor(context, page);
  await page.getByRole("tab", { name: "Blog", exact: true }).click();
  await page.getByRole("button", { name: "New blog post" }).click();
  const form = page.getByRole("form", { name: "New blog post" });
  await form.getByLabel("Content (Markdown)").fill("## On the go\n\nWritten on a phone.");
  await expect(form.getByTestId("post-preview")).toBeHidden();
  await form.getByRole("tab", { name: "Preview" }).click();
  await expect(form.getByTestId("post-preview").getByRole("heading", { name: "On the go" })).toBeVisible();
  await expect(form.getByLabel("Content (Markdown)")).toBeHidden();
  await form.getByRole("tab", { name: "Write" }).click();
  await expect(form.getByLabel("Content (Markdown)")).toHaveValue("## On the go\n\nWritten on a phone.");
  await context.close();
});
