import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { baseURL } from "../playwright.config";
import { THEME_STORAGE_KEY } from "../lib/config";
import { loginAsAdmin, unlockGates } from "./support/admin";
import { query } from "./support/db";
import { openLanding } from "./support/landing";
import { animationsSettled, axeViolations } from "./support/axe";
import { createPost, deletePost, saveToggle, setAuthorProfile } from "./support/blog";
import { openVisualEditor } from "./support/editor";
import { resetSiteContent } from "./support/site";

// axe with the WCAG 2.2 AA rule set on every public and admin screen, in both themes, at phone,
// tablet and desktop widths: 0 violations (in the dark theme the colour rules, the only ones a
// theme can change: e2e/support/axe.ts), and no sideways scrolling. Each screen names what shows
// it is ready before axe runs. A screen opens once; the viewport is then resized between widths,
// which is what a layout responds to, and the theme switched in place, rather than loaded again.
const THEMES = ["light", "dark"] as const;
const WIDTHS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "tablet", width: 820, height: 1180 },
  { name: "phone", width: 390, height: 844 },
] as const;

type Screen = {
  name: string;
  /** Signs in (and unlocks the admin gates) first. */
  admin?: boolean;
  /** Shown by the server with no e-mail provider, at this address. */
  noMail?: boolean;
  open: (page: Page, noMailURL?: string) => Promise<unknown>;
};

const heading = (page: Page, name: string | RegExp) => expect(page.getByRole("heading", { name }).first()).toBeVisible();

/** One admin screen per tab, each opened by clicking its tab and waiting for its data. */
function tabScreens(prefix: string, path: string, tabs: string[]): Screen[] {
  return tabs.map((tab) => ({
    name: `${prefix} ${tab}`,
    admin: true,
    open: async (page) => {
      await page.goto(path);
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    },
  }));
}

const SCREENS: Screen[] = [
  { name: "landing", open: (page) => openLanding(page, "/") },
  { name: "blog", open: async (page) => (await page.goto("/blog"), expect(page.getByTestId("post-card").first()).toBeVisible()) },
  { name: "blog post", open: async (page) => (await page.goto(`/blog/${SWEEP_POST.slug}`), heading(page, SWEEP_POST.title)) },
  { name: "blog tag", open: async (page) => (await page.goto(`/blog/tag/${SWEEP_POST.tag}`), expect(page.getByTestId("post-card").first()).toBeVisible()) },
  {
    name: "blog author",
    open: async (page) => {
      await page.goto("/blog/author");
      await heading(page, SWEEP_AUTHOR.displayName);
      await expect(page.getByTestId("author-avatar")).toBeVisible();
    },
  },
  { name: "roadmap", open: async (page) => (await page.goto("/roadmap"), heading(page, "Roadmap")) },
  { name: "changelog", open: async (page) => (await page.goto("/changelog"), heading(page, SWEEP_ENTRY)) },
  { name: "account sign-in", open: async (page) => (await page.goto("/account/sign-in"), heading(page, "Sign in")) },
  { name: "terms", open: async (page) => (await page.goto("/terms"), heading(page, "Terms of Service")) },
  { name: "privacy", open: async (page) => (await page.goto("/privacy"), heading(page, "Privacy Policy")) },
  { name: "cookies", open: async (page) => (await page.goto("/cookies"), heading(page, "Cookie Policy")) },
  {
    name: "email status",
    open: async (page) => {
      await page.goto("/email-status");
      await expect(page.getByText("Operational", { exact: true })).toBeVisible();
    },
  },
  {
    name: "email status, no provider",
    noMail: true,
    open: async (page, noMailURL) => {
      await page.goto(`${noMailURL}/email-status`);
      await expect(page.getByText("Not configured", { exact: true })).toBeVisible();
    },
  },
  { name: "tester confirmation, bad link", open: async (page) => (await page.goto("/tester/confirm?token=forged"), heading(page, /./)) },
  { name: "waitlist link, bad", open: async (page) => (await page.goto("/waitlist/confirm?token=forged"), heading(page, /./)) },
  { name: "invite code form", open: async (page) => (await page.goto("/invite"), heading(page, /./)) },
  { name: "unsubscribe, bad link", open: async (page) => (await page.goto("/unsubscribe?token=forged"), heading(page, /./)) },
  { name: "newsletter unsubscribe, bad link", open: async (page) => (await page.goto("/newsletter/unsubscribe?token=forged"), heading(page, "Newsletter")) },
  { name: "idea board", open: async (page) => (await page.goto("/ideas"), heading(page, SWEEP_IDEA.title)) },
  { name: "idea", open: async (page) => (await page.goto(`/ideas/${SWEEP_IDEA.id}`), heading(page, SWEEP_IDEA.title)) },
  { name: "404", open: async (page) => (await page.goto("/definitely/not/here"), heading(page, "404 Page Not Found")) },
  { name: "admin login", open: async (page) => (await page.goto("/admin"), heading(page, "Admin Login")) },
  ...tabScreens("admin", "/admin", ["Overview", "Feedback", "Feature Requests", "Contact Forms", "Analytics"]),
  ...tabScreens("settings", "/admin/settings", ["Account", "Profile", "Security", "Sessions", "Activity", "Notifications", "Reports"]),
  {
    name: "shared analytics",
    admin: true,
    open: async (page) => {
      const created = await page.request.post("/api/admin/analytics-shares", { data: { label: "Sweep" }, headers: { Origin: baseURL } });
      expect(created.status(), await created.text()).toBe(201);
      const { share } = (await created.json()) as { share: { url: string } };
      await page.goto(share.url);
      await heading(page, /analytics$/);
      await expect(page.getByText("Page views", { exact: true })).toBeVisible();
    },
  },
  ...[
    ["blog posts", "/admin/blog", "Blog posts"],
    ["changelog", "/admin/changelog", "Changelog"],
    ["testers", "/admin/testers", "Early Testers"],
    ["trash", "/admin/trash", "Trash"],
    ["members", "/admin/members", "Members"],
    ["newsletter", "/admin/newsletter", "Newsletter"],
  ].map(([name, path, title]) => ({
    name: `admin ${name}`,
    admin: true,
    open: async (page: Page) => {
      await page.goto(path!);
      await expect(page.getByRole("heading", { name: title, exact: true, level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    },
  })),
  { name: "visual editor", admin: true, open: openVisualEditor },
  {
    name: "blog post form",
    admin: true,
    open: async (page) => {
      await openVisualEditor(page);
      await page.getByRole("tab", { name: "Blog", exact: true }).click();
      await page.getByRole("button", { name: new RegExp(SWEEP_POST.title) }).click();
      await expect(page.getByRole("form", { name: "Edit blog post" })).toBeVisible();
    },
  },
  {
    name: "admin debug",
    admin: true,
    open: async (page) => {
      await page.goto("/admin-debug");
      await expect(page.getByTestId("debug-check").first()).toBeVisible();
      // Ready once every check has answered: "Run again" comes back from disabled then, and its
      // colours change while axe would be reading them.
      await expect(page.getByText("Checking...")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Run again" })).toBeEnabled();
    },
  },
];

// What the public screens show: the blog, the roadmap and the changelog switched on (seven header
// entries, the tablet's hardest case), one post and one changelog entry.
const SWEEP_POST = { title: "Sweeping the Workshop Floor", tag: "workshop", slug: "" };
const SWEEP_ENTRY = "Sweep entry: offline guides";
const SWEEP_IDEA = { id: "sweep-idea", title: "Sweep idea: torque presets" };
/** The writer's profile, so that the author page, the byline and Profile show a name, a bio and a photo. */
const SWEEP_AUTHOR = { displayName: "Ada Fixwell", bio: "Takes things apart for a living, and puts them back together." };
const AVATAR_PNG = path.join(process.cwd(), "e2e/fixtures/hero-test.png");

test.beforeAll(async ({ playwright }) => {
  const admin = await playwright.request.newContext({ baseURL });
  await loginAsAdmin({ request: admin });
  const [existing] = await query<{ slug: string }>(`SELECT slug FROM blog_posts WHERE title = $1`, [SWEEP_POST.title]);
  SWEEP_POST.slug = existing?.slug ?? (await createPost(admin, { title: SWEEP_POST.title, excerpt: "Where every screw goes.", content: "Sweep first.\n\n## Then sort", tags: [SWEEP_POST.tag] })).slug;
  await query(
    `INSERT INTO changelog_entries (id, title, body, date, status, "publishedAt", "updatedAt") VALUES ('sweep-entry', $1, 'Guides now open **offline**.', CURRENT_DATE, 'published', now(), now()) ON CONFLICT (id) DO NOTHING`,
    [SWEEP_ENTRY],
  );
  await query(
    `INSERT INTO feature_suggestions (id, name, description, "isPublic", "publicTitle", "publicSummary", "voteCount", "updatedAt") VALUES ($1, 'n', 'd', true, $2, 'Remember the torque of each bolt.', 3, now()) ON CONFLICT (id) DO NOTHING`,
    [SWEEP_IDEA.id, SWEEP_IDEA.title],
  );
  // The photo is an upload, which the editor's gate must have unlocked.
  await unlockGates(admin);
  const upload = await admin.post("/api/admin/uploads", {
    multipart: { file: { name: "avatar.png", mimeType: "image/png", buffer: readFileSync(AVATAR_PNG) } },
    headers: { Origin: baseURL },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await setAuthorProfile(admin, { ...SWEEP_AUTHOR, avatar: ((await upload.json()) as { url: string }).url });
  // The toggles' save revalidates every cached page, the changelog's new entry included.
  for (const toggle of ["blog-enabled", "roadmap-enabled", "changelog-enabled"]) await saveToggle(admin, toggle, true);
  await admin.dispose();
});

// What the sweep made goes, so that a spec this worker runs next (the empty blog's) starts without it.
test.afterAll(async ({ browser, playwright }) => {
  const admin = await playwright.request.newContext({ baseURL });
  await loginAsAdmin({ request: admin });
  const [post] = await query<{ id: string }>(`SELECT id FROM blog_posts WHERE title = $1`, [SWEEP_POST.title]);
  if (post) await deletePost(admin, post.id);
  await setAuthorProfile(admin, { displayName: "" });
  await admin.dispose();
  await query(`DELETE FROM feature_suggestions WHERE id = $1`, [SWEEP_IDEA.id]);
  await resetSiteContent(browser);
});

test.beforeEach(async () => {
  await query(`DELETE FROM rate_limits`);
});

// The screens' tests share nothing but the switched-on pages above: they spread over the workers.
test.describe.configure({ mode: "parallel" });

/** The next two frames: a resize's layout and React's answer to it (menus, carousels) are in. */
const settle = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Puts `theme` on the open page as the site's theme switch does (a class and color-scheme on
 * <html>, every colour a CSS variable under it) and remembers it, so a reload would keep it.
 */
const switchTheme = (page: Page, theme: (typeof THEMES)[number]) =>
  page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, value);
      const root = document.documentElement;
      root.classList.toggle("dark", value === "dark");
      root.classList.toggle("light", value === "light");
      root.style.colorScheme = value;
    },
    [THEME_STORAGE_KEY, theme] as const,
  );

/**
 * Signs in when the screen needs it and opens it once in the first theme; checks it at each width
 * (a resize each), then switches the theme in place and checks the widths again in reverse order.
 */
async function sweep(screen: Screen, page: Page, context: BrowserContext, noMailURL?: string) {
  if (screen.admin) {
    await loginAsAdmin(context);
    await unlockGates(context.request);
  }
  const found: string[] = [];
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, THEMES[0]] as const);
  await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
  await screen.open(page, noMailURL);
  // No hover state left over from opening the screen (a tab click leaves the pointer there).
  await page.mouse.move(0, 0);
  for (const [round, theme] of THEMES.entries()) {
    if (round > 0) await switchTheme(page, theme);
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
    for (const size of round % 2 === 0 ? WIDTHS : [...WIDTHS].reverse()) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await settle(page);
      // The width is measured once transitions and animations have settled (as axe runs).
      await animationsSettled(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) found.push(`${theme} ${size.name}: scrolls sideways by ${overflow} px`);
      // The editor's preview is the landing page, swept on its own; the newsletter's preview is an
      // e-mail in a sandbox that runs no script, which axe would wait on for ever.
      const violations = await axeViolations(page, { coloursOnly: round > 0, exclude: ['iframe[title="Site preview"]', 'iframe[title="E-mail preview"]'] });
      found.push(...violations.map((v) => `${theme} ${size.name}: ${v}`));
    }
  }
  expect(found).toEqual([]);
}

// One test per screen; only the no-provider screen starts the worker's no-mail server.
for (const screen of SCREENS) {
  const title = `${screen.name}: no WCAG 2.2 AA violation in light and dark, at desktop, tablet and phone widths`;
  if (screen.noMail) {
    test(title, async ({ page, context, noMailApp }) => {
      // axe over a chart-heavy admin screen takes a while on a shared CPU, four times.
      test.setTimeout(240_000);
      await sweep(screen, page, context, noMailApp.url);
    });
  } else {
    test(title, async ({ page, context }) => {
      test.setTimeout(240_000);
      await sweep(screen, page, context);
    });
  }
}
