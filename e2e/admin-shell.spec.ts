import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { E2E_ADMIN } from "../playwright.config";
import { loginAsAdmin, openDashboardTab, unlockGates } from "./support/admin";
import { createPost } from "./support/blog";
import { openVisualEditor } from "./support/editor";
import { axeViolations, WCAG_22_AA } from "./support/axe";
import { query } from "./support/db";

// Every admin screen, as the shell lists it: its nav label, its URL and a heading it shows.
const SCREENS = [
  { label: "Visual editor", url: /\/visual-editor$/, heading: "Visual Editor" },
  { label: "Blog posts", url: /\/admin\/blog$/, heading: "Blog posts" },
  { label: "Changelog", url: /\/admin\/changelog$/, heading: "Changelog" },
  { label: "Testers", url: /\/admin\/testers$/, heading: "Early Testers" },
  { label: "Waitlist", url: /\/admin\/waitlist$/, heading: "Waitlist" },
  { label: "Members", url: /\/admin\/members$/, heading: "Members" },
  { label: "Trash", url: /\/admin\/trash$/, heading: "Trash" },
  { label: "Settings", url: /\/admin\/settings$/, heading: "Admin Settings" },
  { label: "E-mail status", url: /\/email-status$/, heading: "Email System Status" },
  { label: "Debug", url: /\/admin-debug$/, heading: "Debug" },
  { label: "Dashboard", url: /\/admin$/, heading: "Admin Dashboard" },
] as const;

const TITLE_PREFIX = "Shell spec";

test.beforeEach(async () => {
  await query(`DELETE FROM rate_limits`);
  await query(`DELETE FROM blog_posts WHERE title LIKE $1`, [`${TITLE_PREFIX}%`]);
});
test.afterAll(async () => {
  await query(`DELETE FROM blog_posts WHERE title LIKE $1`, [`${TITLE_PREFIX}%`]);
});

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page, { tags: [...WCAG_22_AA, "best-practice"] })).toEqual([]);
}

// Six screens, each with a full axe run: more than the default 45 s on a busy machine.
const WALK_TIMEOUT_MS = 180_000;

test("a new admin reaches every admin screen from /admin by clicking the shell's links", async ({ page, context }) => {
  test.setTimeout(WALK_TIMEOUT_MS);
  await loginAsAdmin(context);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");

  for (const screen of SCREENS) {
    await nav.getByRole("link", { name: screen.label }).click();
    await expect(page).toHaveURL(screen.url);
    await expect(page.getByRole("heading", { name: screen.heading, exact: true, level: 1 })).toBeVisible();
    // The current screen is marked, and only it.
    await expect(nav.getByRole("link", { name: screen.label })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current=page]")).toHaveCount(1);
    // Who is signed in, Logout and the public site, on every screen.
    await expect(page.getByTestId("admin-username")).toHaveText(E2E_ADMIN.username);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View site" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);
  }
});

test("on a phone the menu reaches every screen and marks the current one", async ({ page, context }) => {
  test.setTimeout(WALK_TIMEOUT_MS);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(context);
  await page.goto("/admin");
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeHidden();

  for (const screen of SCREENS) {
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("menu");
    await expect(menu).toContainText(`Signed in as ${E2E_ADMIN.username}`);
    await menu.getByRole("menuitem", { name: screen.label }).click();
    await expect(page).toHaveURL(screen.url);
    await expect(page.getByRole("heading", { name: screen.heading, exact: true, level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("menuitem", { name: screen.label })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("menu").locator("[aria-current=page]")).toHaveCount(1);
    await expect(page.getByRole("menuitem", { name: "View site" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expectNoAxeViolations(page);
  }

  // Logout from the menu ends the session.
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});

test("the unlocked visual editor keeps its canvas and offers the shell as a compact menu", async ({ page, context }) => {
  await loginAsAdmin(context);
  await unlockGates(context.request);
  await openVisualEditor(page);
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Visual editor" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("menuitem", { name: "Blog posts" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
});

test("/admin/blog lists drafts and published posts, searches, edits and deletes", async ({ page, context }) => {
  await loginAsAdmin(context);
  await createPost(context.request, { title: `${TITLE_PREFIX} gearbox rebuild`, excerpt: "Gears", content: "Step one.", tags: ["mechanics"], status: "published" });
  await createPost(context.request, { title: `${TITLE_PREFIX} phone teardown`, excerpt: "Screens", content: "Step one.", tags: ["electronics"], status: "draft" });
  await page.goto("/admin/blog");
  await expect(page.getByTestId("blog-visibility")).toContainText(/The blog is (on|off)/);
  const rows = page.getByTestId("blog-post-row").filter({ hasText: TITLE_PREFIX });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "gearbox" })).toContainText("Published");
  await expect(rows.filter({ hasText: "phone" })).toContainText("Draft");
  await expectNoAxeViolations(page);

  // Search: title, excerpt or tag.
  await page.getByLabel("Search blog posts").fill("electronics");
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("phone teardown");
  await page.getByLabel("Search blog posts").fill("no such post anywhere");
  await expect(page.getByText("No posts match your search.")).toBeVisible();
  await page.getByLabel("Search blog posts").fill("");

  // Edit: the blog post form, then back to the list with the new title.
  await page.getByRole("button", { name: `Edit ${TITLE_PREFIX} phone teardown` }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`${TITLE_PREFIX} phone teardown`);
  await page.getByLabel("Title", { exact: true }).fill(`${TITLE_PREFIX} tablet teardown`);
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page.getByText("Blog post saved successfully")).toBeVisible();
  await expect(rows.filter({ hasText: "tablet teardown" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "phone teardown" })).toHaveCount(0);

  // Delete asks first; Cancel keeps the post.
  await page.getByRole("button", { name: `Delete ${TITLE_PREFIX} gearbox rebuild` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Delete this post?");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(rows).toHaveCount(2);
  await page.getByRole("button", { name: `Delete ${TITLE_PREFIX} gearbox rebuild` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Blog post deleted successfully")).toBeVisible();
  await expect(rows).toHaveCount(1);
  expect((await query<{ n: number }>(`SELECT count(*)::int AS n FROM blog_posts WHERE title LIKE $1`, [`${TITLE_PREFIX} gearbox%`]))[0]?.n).toBe(0);

  // New post.
  await page.getByRole("button", { name: "New post" }).click();
  await page.getByLabel("Title", { exact: true }).fill(`${TITLE_PREFIX} brand new`);
  await page.getByLabel("Content (Markdown)").fill("Hello.");
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(rows.filter({ hasText: "brand new" })).toContainText("Draft");
});

test("settings: the username is pre-filled and Update always says what happened", async ({ page, context }) => {
  await loginAsAdmin(context);
  await page.goto("/admin/settings");
  const field = page.getByLabel("Admin username");
  await expect(field).toHaveValue(E2E_ADMIN.username);
  await page.getByRole("button", { name: "Update", exact: true }).click();
  await expect(page.getByText("That is already your username: nothing to change.")).toBeVisible();
  await field.fill("  ");
  await page.getByRole("button", { name: "Update", exact: true }).click();
  await expect(page.getByText("Enter a username: a blank name is not saved.")).toBeVisible();
});

test("the feedback list offers no rating filter (no form asks for one)", async ({ page, context }) => {
  await loginAsAdmin(context);
  await page.goto("/admin");
  await openDashboardTab(page, "Feedback");
  await expect(page.getByLabel("Status")).toBeVisible();
  await expect(page.getByLabel("Rating")).toHaveCount(0);
  await expect(page.getByLabel("Sort").locator("option")).toHaveText(["Newest first", "Oldest first", "Highest priority"]);
});
