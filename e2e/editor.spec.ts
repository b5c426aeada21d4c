import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { baseURL } from "../playwright.config";
import { loginAsAdmin } from "./support/admin";
import { query } from "./support/db";
import { openEditor, saveChanges } from "./support/editor";
import { resetSiteContent } from "./support/site";

// The edits below change what every visitor sees: leave the site as the other specs expect it.
test.afterAll(async ({ browser }) => resetSiteContent(browser));

const headingField = (page: Page) => page.getByLabel("Hero heading", { exact: true });

test.describe.configure({ mode: "serial" });

test("the editor needs the session and then the password gate", async ({ page, context }) => {
  await page.goto("/admin/editor");
  await expect(page).toHaveURL(/\/admin$/);
  await loginAsAdmin(context);
  await page.goto("/admin/editor");
  await page.getByLabel("Admin password").fill("wrong-password");
  await page.getByRole("button", { name: "Unlock Editor" }).click();
  await expect(page.getByText("Access denied")).toBeVisible();
  await expect(page.getByText("Invalid admin password")).toBeVisible();
  await page.getByLabel("Admin password").fill("e2e-admin-password-Str0ng");
  await page.getByRole("button", { name: "Unlock Editor" }).click();
  await expect(page.getByText("Access granted")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Admin" })).toHaveAttribute("href", "/admin");
  // axe checks the unlocked editor in both themes and widths in the sweep (e2e/a11y-sweep.spec.ts).
});

test("unsaved edits show only in the preview frame; after Save every visitor gets them", async ({ page, context, browser }) => {
  const frame = await openEditor(context, page);
  await headingField(page).fill("Fix anything, safely");
  await expect(page.getByText("Draft — not live")).toBeVisible();
  await page.getByRole("tab", { name: "Design" }).click();
  // A colour that fails WCAG AA against the background is flagged; the buttons' text colour is picked for contrast.
  await page.getByLabel("Primary colour", { exact: true }).fill("#ffff00");
  await expect(page.locator('[data-field="primary-color"] [data-contrast]')).toHaveText(/^⚠ Contrast 1\.07:1 for links and buttons on the background/);
  await page.getByLabel("Primary colour", { exact: true }).fill("#ff0080");
  await expect(page.locator('[data-field="primary-color"] [data-contrast=fails]')).toHaveText(/Contrast 3\.77:1 for links .* Button text: black, chosen for contrast \(5\.6:1\)\.$/);
  await page.getByLabel("Heading font").click();
  await page.getByRole("option", { name: "Poppins" }).click();
  await page.getByRole("tab", { name: "Advanced" }).click();
  await page.getByLabel("Custom CSS").fill("h1 { letter-spacing: 3px; }");

  // The frame shows the edits...
  const frameHeading = frame.locator("[data-edit-id=hero-heading]");
  await expect(frameHeading).toHaveText("Fix anything, safely");
  await expect(frameHeading).toHaveCSS("letter-spacing", "3px");
  await expect(frame.locator("html")).toHaveCSS("--site-primary", "#ff0080");
  await expect(frame.locator("svg[data-edit-id=logo-image] rect").first()).toHaveCSS("fill", "rgb(255, 0, 128)");

  // ...a visitor does not.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/");
  await expect(visitorPage.locator("[data-edit-id=hero-heading]")).not.toHaveText("Fix anything, safely");
  await expect(visitorPage.locator("[data-edit-id=hero-heading]")).not.toHaveCSS("letter-spacing", "3px");

  await saveChanges(page);

  // A fresh visitor after Save: new heading, colour, font and custom CSS.
  const fresh = await browser.newContext();
  const freshPage = await fresh.newPage();
  await freshPage.goto("/");
  const heading = freshPage.locator("[data-edit-id=hero-heading]");
  await expect(heading).toHaveText("Fix anything, safely");
  await expect(heading).toHaveCSS("letter-spacing", "3px");
  expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/poppins/i);
  expect(await freshPage.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--site-primary").trim())).toBe("#ff0080");
  // The primary colour reaches the elements that use it (the theme's --primary).
  expect(await freshPage.evaluate(() => {
    const probe = document.createElement("span");
    probe.style.color = "var(--primary)";
    document.body.append(probe);
    return getComputedStyle(probe).color;
  })).toBe("rgb(255, 0, 128)");
  // ...and the logo, the illustrations and the carousel (redrawn in it), not only the buttons.
  await expect(freshPage.locator("svg[data-edit-id=logo-image] rect").first()).toHaveCSS("fill", "rgb(255, 0, 128)");
  await expect(freshPage.locator("img[data-edit-id=hero-image]")).toHaveAttribute("src", "/brand/hero.svg?v=ff0080");
  // Black reads better than white on #ff0080 (5.6:1 against 3.8:1): the buttons' text follows.
  await expect(freshPage.locator("html")).toHaveCSS("--site-primary-foreground", "#000000");
  const screen = await freshPage.request.get("/brand/screens/screen-01.svg?v=ff0080");
  expect([screen.status(), (await screen.text()).includes("#ff0080")]).toEqual([200, true]);
  await Promise.all([visitor.close(), fresh.close()]);

  const rows = await query<{ changed: string[] }>("SELECT changed FROM site_revisions ORDER BY id DESC LIMIT 1");
  expect(rows[0]?.changed.sort()).toEqual(["custom-css", "heading-font", "hero-heading", "primary-color"]);
});

test("undo and redo walk the history, and a new edit drops redo", async ({ page, context }) => {
  const frame = await openEditor(context, page);
  const field = headingField(page);
  const undo = page.getByRole("button", { name: "Undo" });
  const redo = page.getByRole("button", { name: "Redo" });
  const start = await field.inputValue();
  await expect(undo).toBeDisabled();
  await field.fill("One");
  await field.fill("Two");
  await field.fill("Three");
  await undo.click();
  await expect(field).toHaveValue("Two");
  await undo.click();
  await expect(field).toHaveValue("One");
  await expect(frame.locator("[data-edit-id=hero-heading]")).toHaveText("One");
  await redo.click();
  await expect(field).toHaveValue("Two");
  await field.fill("Branch");
  await expect(redo).toBeDisabled();
  await undo.click();
  await expect(field).toHaveValue("Two");
  await undo.click();
  await undo.click();
  await expect(field).toHaveValue(start);
  await expect(undo).toBeDisabled();
  await expect(page.getByText("Draft — not live")).toBeHidden();
});

test("the device preview is 375, 768 or the full width", async ({ page, context }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await openEditor(context, page);
  const frame = page.locator('iframe[title="Site preview"]');
  const fullWidth = (await page.getByTestId("preview-viewport").evaluate((el) => (el.parentElement as HTMLElement).clientWidth)) - 16;
  await page.getByRole("button", { name: "Mobile" }).click();
  await expect.poll(async () => (await frame.boundingBox())?.width).toBe(375);
  await page.getByRole("button", { name: "Tablet" }).click();
  await expect.poll(async () => (await frame.boundingBox())?.width).toBe(768);
  await page.getByRole("button", { name: "Desktop" }).click();
  await expect.poll(async () => Math.round((await frame.boundingBox())?.width ?? 0)).toBe(fullWidth);
});

test("the preview survives Refresh and its own reloads, and a click in it selects the element", async ({ page, context }) => {
  const frame = await openEditor(context, page);
  await headingField(page).fill("Still here after a reload");
  // The live preview shows the edit at once: a mark on the document before Refresh tells the
  // reloaded one apart (the heading alone would match the old document before the new one loads).
  await expect(frame.locator("[data-edit-id=hero-heading]")).toHaveText("Still here after a reload");
  await frame.locator("body").evaluate((body) => {
    body.dataset.beforeRefresh = "yes";
  });
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.locator('iframe[title="Site preview"]')).toHaveAttribute("src", /\?_t=\d+/);
  await expect(frame.locator("body[data-before-refresh]")).toHaveCount(0);
  await expect(frame.locator("[data-edit-id=hero-heading]")).toHaveText("Still here after a reload");
  // The preview reloads itself: a mark on the old document, a reload started after this call has
  // answered (a reload inside it can destroy the context before the answer comes back), and the
  // new document is the one without the mark.
  await frame.locator("body").evaluate((body) => {
    body.dataset.beforeReload = "yes";
    setTimeout(() => window.location.reload(), 0);
  });
  await expect(frame.locator("body[data-before-reload]")).toHaveCount(0);
  await expect(frame.locator("[data-edit-id=hero-heading]")).toHaveText("Still here after a reload");
  await page.getByRole("tab", { name: "Design" }).click();
  await frame.locator("[data-edit-id=hero-description]").click();
  await expect(page.getByRole("tab", { name: "Content" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("[data-field=hero-description]")).toHaveAttribute("data-selected", "true");
  await expect(page.getByLabel("Hero description")).toBeInViewport();
});

test("invalid values are refused with 'Failed to save changes'", async ({ page, context, browser }) => {
  await openEditor(context, page);
  await page.getByRole("tab", { name: "Advanced" }).click();
  await page.getByLabel("Custom CSS").fill("body { background: url(https://evil.example/x.png) }");
  await expect(page.getByText(/not remote URLs/)).toBeVisible();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Failed to save changes")).toBeVisible();
  const response = await context.request.post("/api/admin/visual-editor/save", {
    data: { elements: [{ id: "primary-color", content: "red" }] },
    headers: { Origin: baseURL },
  });
  expect(response.status()).toBe(422);
  expect((await response.json()).error.message).toMatch(/Primary colour must be a colour like #/);
  const anonymous = await browser.newContext();
  expect((await anonymous.request.post("/api/admin/visual-editor/save", { data: { elements: [] }, headers: { Origin: baseURL } })).status()).toBe(401);
  await anonymous.close();
});

test("restoring an earlier revision brings its heading back for visitors", async ({ page, context, browser }) => {
  await openEditor(context, page);
  await headingField(page).fill("A heading to replace");
  await saveChanges(page);
  await page.getByRole("tab", { name: "Advanced" }).click();
  // The list refetches after the save: wait until it starts with the revision just saved, so that
  // the one after it is the revision before this save (reading it at once could read the old list).
  const [saved, before] = await query<{ id: number }>("SELECT id FROM site_revisions ORDER BY id DESC LIMIT 2");
  const earlier = String(before?.id);
  const revisions = page.getByRole("list", { name: "Revisions" }).getByRole("listitem");
  await expect(revisions.first()).toHaveAttribute("data-revision-id", String(saved?.id));
  await expect(revisions.first()).toContainText("Hero heading");
  await expect(revisions.nth(1)).toHaveAttribute("data-revision-id", earlier);
  await page.getByRole("button", { name: `Preview revision ${earlier}` }).click();
  await expect(page.getByText(`Previewing revision #${earlier}`)).toBeVisible();
  const frame = page.frameLocator('iframe[title="Site preview"]');
  await expect(frame.locator("[data-edit-id=hero-heading]")).toHaveText("Fix anything, safely");
  await page.getByRole("button", { name: "Restore this revision" }).click();
  // Restore asks first and lists what it changes.
  const confirm = page.getByRole("alertdialog", { name: `Restore revision #${earlier}?` });
  await expect(confirm.getByRole("list", { name: `What restoring revision ${earlier} changes` })).toContainText("Hero heading");
  await confirm.getByRole("button", { name: "Restore and publish" }).click();
  await expect(page.getByText(`Revision #${earlier} restored`)).toBeVisible();
  await page.getByRole("tab", { name: "Content" }).click();
  await expect(headingField(page)).toHaveValue("Fix anything, safely");

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/");
  await expect(visitorPage.locator("[data-edit-id=hero-heading]")).toHaveText("Fix anything, safely");
  await visitor.close();
  const rows = await query<{ restoredFrom: number }>('SELECT "restoredFrom" FROM site_revisions ORDER BY id DESC LIMIT 1');
  expect(rows[0]?.restoredFrom).toBe(Number(earlier));
});

test("the blog toggle is saved as an element", async ({ page, context }) => {
  await openEditor(context, page);
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByLabel("Blog enabled").click();
  await saveChanges(page);
  const rows = await query<{ elements: Record<string, string> }>("SELECT elements FROM site_revisions ORDER BY id DESC LIMIT 1");
  expect(rows[0]?.elements["blog-enabled"]).toBe("true");
  await page.getByLabel("Blog enabled").click();
  await saveChanges(page);
});

test("uploading an image sets the hero image; a renamed non-image and an oversized file are refused", async ({ page, context }, testInfo) => {
  await openEditor(context, page);
  const upload = page.getByLabel("Upload hero image");
  const fake = testInfo.outputPath("not-really.png");
  await import("node:fs/promises").then((fs) => fs.writeFile(fake, "this is text, not an image"));
  await upload.setInputFiles(fake);
  await expect(page.getByText("File must be a PNG, JPEG or WebP image")).toBeVisible();
  const big = testInfo.outputPath("big.png");
  const png = readFileSync(path.join(process.cwd(), "e2e/fixtures/hero-test.png"));
  await import("node:fs/promises").then((fs) => fs.writeFile(big, Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)])));
  await upload.setInputFiles(big);
  await expect(page.getByText("Image must be at most 2 MB")).toBeVisible();

  await upload.setInputFiles(path.join(process.cwd(), "e2e/fixtures/hero-test.png"));
  const field = page.getByLabel("Hero image", { exact: true });
  await expect(field).toHaveValue(/^\/uploads\/[a-f0-9]{32}\.png$/);
  const url = await field.inputValue();
  await saveChanges(page);
  const served = await page.request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["cache-control"]).toContain("immutable");
  const rows = await query<{ elements: Record<string, string> }>("SELECT elements FROM site_revisions ORDER BY id DESC LIMIT 1");
  expect(rows[0]?.elements["hero-image"]).toBe(url);
});
