import { writeFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { axeViolations } from "./support/axe";
import { baseURL, E2E_ADMIN } from "../playwright.config";
import { loginAsAdmin } from "./support/admin";
import { createPost, deletePost, saveToggle, setBlogEnabled, updatePost, type E2EPost } from "./support/blog";
import { resetSiteContent } from "./support/site";

// One admin API context for the whole file; the browser pages stay anonymous visitors.
test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
const posts: Record<string, E2EPost> = {};

test.beforeAll(async ({ playwright }) => {
  admin = await playwright.request.newContext({ baseURL });
  await loginAsAdmin({ request: admin });
});
test.afterAll(async ({ browser }) => {
  await admin.dispose();
  await resetSiteContent(browser);
});

/** Parses XML strictly in the browser; fails on any well-formedness error. */
async function parseXml(page: Page, xml: string, selector: string) {
  return page.evaluate(
    ({ xml, selector }) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      const error = doc.getElementsByTagName("parsererror")[0];
      if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
      return Array.from(doc.getElementsByTagName(selector)).map((n) => n.textContent ?? "");
    },
    { xml, selector },
  );
}

/**
 * Every sitemap under the sitemap.xml index (one per content type), fetched and parsed: their
 * URLs' locations and lastmods, and the whole text.
 */
async function sitemaps(page: Page, request: APIRequestContext) {
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  const indexXml = await index.text();
  expect(indexXml).toContain("<sitemapindex");
  const children = await parseXml(page, indexXml, "loc");
  const result = { locs: [] as string[], lastmods: [] as string[], text: indexXml, children };
  for (const child of children) {
    const response = await request.get(child.replace(baseURL, ""));
    expect(response.status(), child).toBe(200);
    const xml = await response.text();
    result.locs.push(...(await parseXml(page, xml, "loc")));
    result.lastmods.push(...(await parseXml(page, xml, "lastmod")));
    result.text += xml;
  }
  return result;
}

const BLOG_ROUTES = (slug: string) => ["/blog", `/blog/${slug}`, "/blog/rss.xml", "/blog?q=guide", "/blog?tag=Safety"];

test("the blog is off by default: every blog route answers 404 and the sitemap has no blog page", async ({ page, request }) => {
  posts.first = await createPost(admin, {
    title: "A Beginner's Guide to Safe Teardowns",
    excerpt: "Everything to check before the first screw comes out.",
    content: "Start with the **power off** and a *clear* bench.\n\n## Tools you need\n\n- Screwdrivers\n- Spudger\n\n### Before you start\n\nTake photos of every step.",
    tags: ["Safety", "Electronics"],
  });
  for (const path of BLOG_ROUTES(posts.first.slug)) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const sitemap = await sitemaps(page, request);
  expect(sitemap.locs).not.toContain(`${baseURL}/blog`);
  expect(sitemap.text).not.toContain("/blog");
});

test("turning the blog on and off switches every route between 200 and 404 on the next request", async ({ page, request }) => {
  await setBlogEnabled(admin, true);
  for (const path of BLOG_ROUTES(posts.first!.slug)) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  expect((await sitemaps(page, request)).locs).toContain(`${baseURL}/blog/${posts.first!.slug}`);

  await setBlogEnabled(admin, false);
  for (const path of BLOG_ROUTES(posts.first!.slug)) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  expect((await sitemaps(page, request)).text).not.toContain("/blog");

  await setBlogEnabled(admin, true);
  expect((await request.get(`/blog/${posts.first!.slug}`)).status()).toBe(200);
});

test("an empty blog says 'Check back soon for new content!'", async ({ page }) => {
  await deletePost(admin, posts.first!.id);
  const response = await page.goto("/blog");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
  await expect(page.getByText("Check back soon for new content!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Try the Prototype" })).toHaveAttribute("href", "/#prototype");
  await expect(page.getByText("© 2025")).toBeVisible();
});

test.describe("with posts", () => {
  test.beforeAll(async () => {
    posts.guide = await createPost(admin, {
      title: "A Beginner's Guide to Safe Teardowns",
      excerpt: "Everything to check before the first screw comes out.",
      content:
        "Start with the **power off** and a *clear* bench.\n\n## Tools you need\n\n- Screwdrivers\n- Spudger\n\n### Before you start\n\nTake photos of every step. [Our privacy page](/privacy) and [a bad link](javascript:alert(1)).",
      tags: ["Safety", "Electronics"],
    });
    posts.engine = await createPost(admin, {
      title: "Rebuilding a Small Engine",
      excerpt: "Carburettor, gaskets and the order that matters.",
      content: "Drain the fuel first. ".repeat(150),
      tags: ["Automotive"],
    });
    posts.furniture = await createPost(admin, {
      title: "Flat-Pack Furniture Without Tears",
      excerpt: "Sort the hardware, then follow the steps in reverse to take it apart.",
      content: "Count every screw.",
      tags: ["Mechanical", "Safety"],
    });
    posts.draft = await createPost(admin, {
      title: "Unreleased Draft About Lasers",
      excerpt: "Top secret draft.",
      content: "This draft must never be public.",
      tags: ["Secret"],
      status: "draft",
    });
  });

  test("the list's first page is in the server HTML, newest first, with every card part", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto("/blog"))?.status()).toBe(200);
    const cards = page.getByTestId("post-card");
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByRole("heading")).toHaveText("Flat-Pack Furniture Without Tears");
    const engine = cards.filter({ hasText: "Rebuilding a Small Engine" });
    await expect(engine.getByRole("link", { name: "Rebuilding a Small Engine", exact: true })).toHaveAttribute("href", `/blog/${posts.engine!.slug}`);
    await expect(engine).toContainText("automotive");
    // The author is the admin's public name (its default, "{site title} Team"), never the login name.
    await expect(engine).toContainText("StepWise Team");
    await expect(engine).not.toContainText(E2E_ADMIN.username);
    await expect(engine).toContainText("3 min read"); // 600 words ÷ 200
    await expect(engine).toContainText("Carburettor, gaskets and the order that matters.");
    await expect(engine.getByRole("link", { name: /Read More/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "All Topics" })).toBeVisible();
    for (const tag of ["Automotive", "Electronics", "Mechanical", "Safety"]) {
      await expect(page.getByRole("navigation", { name: "Topics" }).getByRole("link", { name: tag })).toBeVisible();
    }
    await expect(page.getByText("Unreleased Draft About Lasers")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Topics" }).getByRole("link", { name: "Secret" })).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/blog\/rss\.xml$/);
    await context.close();
  });

  test("blog pages wear the site header; with Roadmap and Changelog on too it fits 768 and 820 px", async ({ page }) => {
    await saveToggle(admin, "roadmap-enabled", true);
    await saveToggle(admin, "changelog-enabled", true);
    try {
      const post = `/blog/${posts.guide!.slug}`;
      await page.goto(post);
      const header = page.getByRole("banner");
      await expect(header.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(["Features", "Try Prototype", "Feedback", "Blog", "Roadmap", "Changelog", "Contact"]);
      await expect(header.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
      await header.getByRole("button", { name: "Toggle dark mode" }).click();
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      // Seven entries do not fit a tablet beside the logo: the menu button holds them there.
      for (const width of [768, 820]) {
        await page.setViewportSize({ width, height: 1000 });
        for (const path of ["/", post]) {
          await page.goto(path);
          await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${path} at ${width} px`).toBeLessThanOrEqual(0);
        }
      }
    } finally {
      await saveToggle(admin, "roadmap-enabled", false);
      await saveToggle(admin, "changelog-enabled", false);
    }
  });

  test("search matches the title or excerpt in any casing and lives in the URL", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("searchbox", { name: "Search articles" }).fill("ENGINE");
    await expect(page).toHaveURL(/\/blog\?q=ENGINE$/);
    await expect(page.getByTestId("post-card")).toHaveCount(1);
    await expect(page.getByTestId("post-card")).toContainText("Rebuilding a Small Engine");

    await page.getByRole("searchbox", { name: "Search articles" }).fill("hardware");
    await expect(page).toHaveURL(/\?q=hardware$/);
    await expect(page.getByTestId("post-card")).toHaveCount(1);
    await expect(page.getByTestId("post-card")).toContainText("Flat-Pack Furniture");

    // A shared search URL renders the same results on the server.
    await page.goto("/blog?q=teardowns");
    await expect(page.getByTestId("post-card")).toHaveCount(1);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("teardowns");
  });

  test("a search with no match shows the filtering empty state", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("searchbox", { name: "Search articles" }).fill("zeppelin");
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter criteria")).toBeVisible();
    await expect(page.getByText("Check back soon for new content!")).toHaveCount(0);
  });

  test("the topic filter shows the tag's posts, in the URL; All Topics resets it", async ({ page }) => {
    await page.goto("/blog");
    const topics = page.getByRole("navigation", { name: "Topics" });
    await topics.getByRole("link", { name: "Safety" }).click();
    await expect(page).toHaveURL(/\/blog\?tag=safety$/);
    await expect(page.getByTestId("post-card")).toHaveCount(2);
    await expect(topics.getByRole("link", { name: "Safety" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Rebuilding a Small Engine")).toHaveCount(0);

    await topics.getByRole("link", { name: "All Topics" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByTestId("post-card")).toHaveCount(3);

    // Search and topic combine.
    await page.goto("/blog?tag=Safety&q=flat");
    await expect(page.getByTestId("post-card")).toHaveCount(1);
    await page.goto("/blog?tag=Automotive&q=flat");
    await expect(page.getByText("Try adjusting your search or filter criteria")).toBeVisible();
  });

  test("6 skeleton cards show while a new list loads", async ({ page }) => {
    await page.goto("/blog");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/blog\?tag=automotive/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Topics" }).getByRole("link", { name: "Automotive" }).click();
    await expect(page.getByTestId("post-card-skeleton")).toHaveCount(6);
    await expect(page.getByRole("status", { name: "Loading articles" })).toBeVisible();
    release();
    await expect(page.getByTestId("post-card")).toHaveCount(1);
    await expect(page.getByTestId("post-card-skeleton")).toHaveCount(0);
  });

  test("an article is complete HTML without JavaScript: h1, title, body, metadata and JSON-LD", async ({ browser, request }) => {
    const response = await request.get(`/blog/${posts.guide!.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("Take photos of every step.");
    expect(html).not.toMatch(/href="javascript:/i);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/blog/${posts.guide!.slug}`);
    const title = "A Beginner's Guide to Safe Teardowns";
    await expect(page.locator("h1")).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "Everything to check before the first screw comes out.");
    const url = `${baseURL}/blog/${posts.guide!.slug}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", /^\d{4}-\d\d-\d\dT/);
    await expect(page.locator('meta[property="article:tag"]')).toHaveCount(2);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    // No cover: the image generated for the post.
    expect(ogImage).toBe(`${baseURL}/blog/${posts.guide!.slug}/og.png`);
    const image = await request.get(ogImage!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect((await image.body()).subarray(1, 4).toString()).toBe("PNG");
    await writeFile("test-results/blog-og-image.png", await image.body());

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "");
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: title,
      description: "Everything to check before the first screw comes out.",
      author: { "@type": "Person", name: "StepWise Team" },
      url,
      datePublished: expect.stringMatching(/^\d{4}-/),
      dateModified: expect.stringMatching(/^\d{4}-/),
    });

    // The article's parts (spec: Blog article).
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("heading", { level: 2, name: "Tools you need" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Before you start" })).toBeVisible();
    await expect(page.locator("article strong", { hasText: "power off" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Spudger" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Our privacy page" })).toHaveAttribute("href", "/privacy");
    await expect(page.getByRole("heading", { name: "Why step-by-step guidance matters" })).toBeVisible();
    await expect(page.getByText(/Written by StepWise Team, Published on \d+ \w+ \d{4}/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Share Article" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ready to Document Like a Pro?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy.html");
    await expect(page.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms.html");
    await context.close();
  });

  test("sitemap.xml and rss.xml are well-formed, list the posts and never the draft; robots.txt points at the sitemap", async ({ page, request }) => {
    const { locs, lastmods, children } = await sitemaps(page, request);
    expect(children).toEqual([`${baseURL}/sitemaps/pages.xml`, `${baseURL}/sitemaps/posts-1.xml`, `${baseURL}/sitemaps/tags-1.xml`]);
    expect(locs).toEqual(expect.arrayContaining([`${baseURL}/blog`, `${baseURL}/blog/${posts.guide!.slug}`, `${baseURL}/blog/${posts.engine!.slug}`]));
    expect(locs).toContain(`${baseURL}/blog/tag/safety`);
    expect(locs).toContain(`${baseURL}/blog/author`);
    expect(locs.some((l) => l.includes(posts.draft!.slug))).toBe(false);
    expect(lastmods).not.toHaveLength(0);

    const feed = await request.get("/blog/rss.xml");
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    const feedXml = await feed.text();
    const links = await parseXml(page, feedXml, "link");
    expect(links).toContain(`${baseURL}/blog/${posts.guide!.slug}`);
    expect(await parseXml(page, feedXml, "title")).toContain("A Beginner's Guide to Safe Teardowns");
    expect(feedXml).not.toContain("Lasers");

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("drafts and unknown slugs show 'Article Not Found' with a real 404", async ({ page, request }) => {
    for (const slug of [posts.draft!.slug, "no-such-article"]) {
      const response = await page.goto(`/blog/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
      await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
    }
    expect((await request.get(`/api/blog/posts/${posts.draft!.slug}`)).status()).toBe(404);
    const list = (await (await request.get("/api/blog/posts")).json()) as E2EPost[];
    expect(list.map((p) => p.slug)).not.toContain(posts.draft!.slug);
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  });

  test("share uses the Web Share API when present", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
      Object.defineProperty(navigator, "share", { configurable: true, value: async (data: ShareData) => void calls.push(data) });
    });
    await page.goto(`/blog/${posts.guide!.slug}`);
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const calls = await page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls);
    expect(calls).toEqual([{ title: "A Beginner's Guide to Safe Teardowns", text: "Everything to check before the first screw comes out.", url: `${baseURL}/blog/${posts.guide!.slug}` }]);
  });

  test("share falls back to copying the link, with a toast", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
    });
    await page.goto(`/blog/${posts.guide!.slug}`);
    await page.getByRole("button", { name: "Share Article" }).click();
    await expect(page.getByText("Link copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/${posts.guide!.slug}`);
  });

  test("editing, unpublishing and deleting a post through the API shows on the next request", async ({ request }) => {
    const path = `/blog/${posts.furniture!.slug}`;
    expect(await (await request.get(path)).text()).toContain("Count every screw.");
    await updatePost(admin, posts.furniture!.id, {
      title: "Flat-Pack Furniture Without Tears",
      excerpt: "Sort the hardware first.",
      content: "Count every bolt twice.",
      tags: ["Mechanical"],
    });
    const edited = await (await request.get(path)).text();
    // Rendered once after the write, then served from the cache (never rendered per request).
    expect((await request.get(path)).headers()["x-nextjs-cache"]).toBe("HIT");
    expect(edited).toContain("Count every bolt twice.");
    expect(edited).not.toContain("Count every screw.");
    expect(await (await request.get("/blog")).text()).toContain("Sort the hardware first.");
    expect(await (await request.get("/blog/rss.xml")).text()).toContain("Sort the hardware first.");

    await updatePost(admin, posts.furniture!.id, { title: "Flat-Pack Furniture Without Tears", content: "Hidden.", status: "draft" });
    expect((await request.get(path)).status()).toBe(404);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain(posts.furniture!.slug);
    expect(await (await request.get("/blog/rss.xml")).text()).not.toContain(posts.furniture!.slug);

    await deletePost(admin, posts.engine!.id);
    expect((await request.get(`/blog/${posts.engine!.slug}`)).status()).toBe(404);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain(posts.engine!.slug);
    expect(await (await request.get("/blog")).text()).not.toContain("Rebuilding a Small Engine");
  });

  test("the blog pages pass axe at desktop and phone widths", async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/blog", `/blog/${posts.guide!.slug}`, "/blog/no-such-article"]) {
        await page.goto(path);
        expect((await axeViolations(page, { tags: "all" })).map((v) => `${path} @${width}: ${v}`)).toEqual([]);
        await page.screenshot({ path: `test-results/blog-${width}${path.replaceAll("/", "_")}.png`, fullPage: true });
      }
    }
  });
});
