import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { baseURL } from "../playwright.config";
import { loginAsAdmin } from "./support/admin";
import { saveToggle } from "./support/blog";
import { query } from "./support/db";
import { frontToast, openLanding, passMinimumFillTime } from "./support/landing";
import { deliveriesTo } from "./support/resend";
import { resetSiteContent } from "./support/site";

// Closing the loop: a visitor asks to hear about an idea and confirms the address by the e-mailed
// link's button, the admin ships the idea in a changelog entry, the visitor gets exactly one
// e-mail about it (the one who did not ask gets none), the public pages show it, and the
// e-mail's unsubscribe link works.
test.describe.configure({ mode: "serial" });

const stamp = Date.now();
const fan = `fan-${stamp}@example.com`;
const quiet = `quiet-${stamp}@example.com`;
const idea = { name: `Torque memory ${stamp}`, description: "Remember the torque for each bolt, privately noted by me" };
const other = { name: `Bolt sorter ${stamp}`, description: "Sort bolts by size" };
const publicTitle = `Torque presets ${stamp}`;
const entryTitle = `Torque presets are here ${stamp}`;
const PAGES = ["/roadmap", "/changelog", "/changelog/rss.xml"];

let admin: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  admin = await playwright.request.newContext({ baseURL });
  await loginAsAdmin({ request: admin });
});

test.afterAll(async ({ browser }) => {
  await resetSiteContent(browser);
  await admin.dispose();
});

const outboxCount = async (address: string) => Number((await query<{ n: string }>(`SELECT count(*) AS n FROM email_outbox WHERE lower("to") = $1`, [address]))[0]!.n);
/** Waits until nothing queued to the address is still on its way. */
const settled = (address: string) =>
  expect.poll(async () => Number((await query<{ n: string }>(`SELECT count(*) AS n FROM email_outbox WHERE lower("to") = $1 AND status IN ('queued', 'sending')`, [address]))[0]!.n), { timeout: 15_000 }).toBe(0);

/** The e-mails to an address whose subject matches, as the fake Resend API received them. */
const mailsTo = async (address: string, subject: RegExp) => (await deliveriesTo(address)).filter((d) => subject.test(d.body.subject));

async function suggestThroughForm(page: Page, { name, description }: { name: string; description: string }, email: string, notify: boolean) {
  await page.goto("about:blank"); // a fresh load each time: going to the same "/#feedback" would only scroll
  await openLanding(page, "/#feedback");
  await page.getByRole("button", { name: "Open Feature Suggestion Form" }).click();
  const form = page.getByRole("form", { name: "Feature suggestion form" });
  await form.getByLabel("Feature name").fill(name);
  await form.getByLabel("Description").fill(description);
  await form.getByLabel("E-mail (optional)").fill(email);
  const box = form.getByRole("checkbox", { name: "E-mail me about this" });
  await expect(box).not.toBeChecked(); // unticked by default
  if (notify) await box.check();
  await passMinimumFillTime(page);
  await form.getByRole("button", { name: "Submit Suggestion" }).click();
  await expect(frontToast(page)).toContainText("Feature Suggestion Submitted!");
  return frontToast(page);
}

test("while switched off, /roadmap, /changelog and the feed answer 404 and the nav has no links", async ({ request, page }) => {
  await saveToggle(admin, "roadmap-enabled", false);
  await saveToggle(admin, "changelog-enabled", false);
  for (const path of PAGES) expect((await request.get(path)).status(), path).toBe(404);
  await openLanding(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Roadmap" })).toHaveCount(0);
  expect(await (await request.get("/sitemaps/pages.xml")).text()).not.toContain("/changelog");
});

test("the admin ships a suggestion in a changelog entry: one e-mail to the submitter who asked, none to the other", async ({ page, context, request }) => {
  test.setTimeout(150_000); // two form submissions and the whole admin flow, on a shared machine
  await saveToggle(admin, "roadmap-enabled", true);
  await saveToggle(admin, "changelog-enabled", true);
  // The address is nobody's confirmed one yet: the reply asks to confirm it, and its e-mail holds the link.
  await expect(await suggestThroughForm(page, idea, fan, true)).toContainText("Confirm your address to get updates");
  await expect(await suggestThroughForm(page, other, quiet, false)).not.toContainText("Confirm your address");
  await expect.poll(async () => (await mailsTo(fan, /Confirm your address/)).length, { timeout: 15_000 }).toBe(1);
  const [confirmation] = await mailsTo(fan, /Confirm your address/);
  expect(confirmation!.body.text).not.toContain(idea.name);
  expect(confirmation!.body.text).not.toContain(idea.description);
  await page.goto(/https?:\/\/\S+\/account\/confirm\?token=[\w-]+/.exec(confirmation!.body.text)![0]);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your address is confirmed");
  expect(await query(`SELECT email, "notifyOptIn", status FROM feature_suggestions WHERE name IN ($1, $2) ORDER BY name`, [other.name, idea.name])).toEqual([
    { email: quiet, notifyOptIn: false, status: "under_review" },
    { email: fan, notifyOptIn: true, status: "under_review" },
  ]);

  // The admin marks both shipped and puts the first on the public roadmap.
  await loginAsAdmin(context);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Feature Requests" }).click();
  for (const s of [idea, other]) {
    await page.getByTestId("suggestion-row").filter({ hasText: s.name }).getByRole("button", { name: new RegExp(`^${s.name}`) }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Status").selectOption("shipped");
    if (s === idea) {
      await expect(dialog.getByTestId("notify-note")).toContainText(`${fan} asked to be e-mailed`);
      await dialog.getByRole("checkbox", { name: /Show on \/roadmap/ }).check();
      await dialog.getByLabel("Public title").fill(publicTitle);
      await dialog.getByLabel("Public summary").fill("Saved torque values for every bolt.");
    }
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId("suggestion-row").filter({ hasText: s.name }).getByTestId("suggestion-status")).toHaveText("Shipped");
  }

  // A changelog entry that ships both, published from /admin/changelog.
  await page.goto("/admin");
  await page.getByRole("link", { name: "Changelog" }).click();
  await expect(page).toHaveURL(/\/admin\/changelog$/);
  await page.getByRole("button", { name: "New Entry" }).click();
  await page.getByLabel("Title").fill(entryTitle);
  await page.getByLabel("Date").fill("2026-11-20");
  await page.getByLabel(/What changed/).fill("## Presets\nStepWise now **remembers** the torque of each bolt.");
  await page.getByRole("textbox", { name: "Filter suggestions" }).fill(String(stamp));
  await page.getByRole("checkbox", { name: new RegExp(idea.name) }).check();
  await page.getByRole("checkbox", { name: new RegExp(other.name) }).check();
  await page.getByRole("button", { name: "Create Entry" }).click();
  const row = page.getByTestId("changelog-row").filter({ hasText: entryTitle });
  await expect(row.getByTestId("changelog-status")).toHaveText("Draft");
  // Publishing asks first, with the number of people it e-mails; Cancel sends nothing.
  const queuedBefore = await outboxCount(fan);
  await row.getByRole("button", { name: "Publish" }).click();
  const ask = page.getByRole("dialog");
  await expect(ask).toContainText("Publishing e-mails 1 person who asked to hear when their suggestion ships. Nothing is sent until you confirm.");
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(row.getByTestId("changelog-status")).toHaveText("Draft");
  expect(await outboxCount(fan)).toBe(queuedBefore);
  await row.getByRole("button", { name: "Publish" }).click();
  await ask.getByRole("button", { name: "Publish and e-mail 1 person" }).click();
  await expect(frontToast(page)).toContainText("Published; 1 submitter e-mailed");
  await expect(row.getByTestId("changelog-status")).toHaveText("Published");

  // Publishing again queues nothing new; this time it also goes out as a newsletter.
  await row.getByRole("button", { name: "Unpublish" }).click();
  await expect(row.getByTestId("changelog-status")).toHaveText("Draft");
  await row.getByRole("button", { name: "Publish" }).click();
  await ask.getByRole("switch", { name: /Also send as a newsletter/ }).click();
  await ask.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(row.getByTestId("changelog-status")).toHaveText("Published");
  await expect(row.getByTestId("changelog-schedule")).toHaveText(/Newsletter (is queued|is sending|was sent)/);

  await expect.poll(async () => (await mailsTo(fan, /^Shipped/)).length, { timeout: 15_000 }).toBe(1);
  await settled(fan);
  const [mail] = await mailsTo(fan, /^Shipped/);
  expect(mail!.body.subject).toBe(`Shipped: ${entryTitle}`);
  expect(await deliveriesTo(fan)).toHaveLength(2); // the confirmation, then the news
  expect(mail!.body.text).toContain(idea.name);
  // An idea's e-mail unsubscribes from that idea in one click (its page also offers all idea updates).
  expect(mail!.emailHeaders["List-Unsubscribe"]).toMatch(new RegExp(`^<${baseURL}/api/ideas/unsubscribe\\?token=[\\w.-]+>$`));
  expect(mail!.emailHeaders["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  expect(await deliveriesTo(quiet)).toEqual([]);
  expect(await outboxCount(quiet)).toBe(0);
  expect(await query(`SELECT status FROM feature_suggestions WHERE name IN ($1, $2)`, [idea.name, other.name])).toEqual([{ status: "shipped" }, { status: "shipped" }]);

  // The public pages show it, and nothing the submitter wrote.
  await page.goto("/roadmap");
  const shipped = page.getByTestId("roadmap-shipped");
  await expect(shipped.getByRole("heading", { name: publicTitle })).toBeVisible();
  await expect(shipped).toContainText("Saved torque values for every bolt.");
  await expect(page.locator("body")).not.toContainText(fan);
  await expect(page.locator("body")).not.toContainText(idea.description);
  await expect(page.locator("body")).not.toContainText(other.name); // not public

  await page.goto("/changelog");
  const entry = page.getByTestId("changelog-entry").filter({ hasText: entryTitle });
  await expect(entry.getByRole("heading", { name: entryTitle, level: 2 })).toBeVisible();
  await expect(entry.getByText("20 November 2026")).toBeVisible();
  await expect(entry.locator("strong")).toHaveText("remembers");
  await expect(entry.getByRole("link", { name: publicTitle })).toHaveAttribute("href", /\/roadmap#/);
  await expect(page.locator("body")).not.toContainText(fan);

  const feed = await (await request.get("/changelog/rss.xml")).text();
  expect(feed).toContain(`<title>${entryTitle}</title>`);
  const sitemap = await (await request.get("/sitemaps/pages.xml")).text();
  expect(sitemap).toContain(`${baseURL}/roadmap`);
  expect(sitemap).toContain(`${baseURL}/changelog`);
  await openLanding(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Changelog" })).toHaveAttribute("href", "/changelog");
});

test("the e-mail's unsubscribe link works: after it, a status change sends nothing", async ({ page, context }) => {
  const [mail] = await mailsTo(fan, /^Shipped/);
  // The address-wide link (the idea's own "stop e-mails about this idea" link comes first).
  const link = /https?:\/\/[^/\s]+\/unsubscribe\?token=[\w.-]+/.exec(mail!.body.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
  await expect(page.getByText(fan)).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("You are unsubscribed. We will not send you any more e-mails.");
  await page.reload();
  await expect(page.getByText(/is already unsubscribed/)).toBeVisible();

  // A new status and an answer: the submitter asked for updates, but unsubscribed since.
  const [row] = await query<{ id: string }>(`SELECT id FROM feature_suggestions WHERE name = $1`, [idea.name]);
  const before = await outboxCount(fan);
  const res = await admin.patch(`/api/admin/feature-suggestions/${row!.id}`, { data: { status: "planned", response: "Reopened for a second round." }, headers: { Origin: baseURL } });
  expect(res.status(), await res.text()).toBe(200);
  expect((await res.json()).emailQueued).toBe(false);
  expect(await outboxCount(fan)).toBe(before);
  expect(await deliveriesTo(fan)).toHaveLength(2);
  // The dialog tells the truth: the switch cannot send to an address that unsubscribed.
  await loginAsAdmin(context);
  await page.goto("/admin?tab=suggestions");
  await page.getByTestId("suggestion-row").filter({ hasText: idea.name }).getByRole("button", { name: new RegExp(`^${idea.name}`) }).click();
  await expect(page.getByRole("dialog").getByTestId("notify-note")).toHaveText("This address unsubscribed from the site's e-mails: changes are saved only.");
  await expect(page.getByRole("dialog").getByRole("switch", { name: "Notify the submitter" })).toBeDisabled();
  await page.keyboard.press("Escape");

  // A forged or truncated link is refused with the same page, naming no address.
  for (const bad of [link!.slice(0, -4), link!.replace(/token=[^.]+/, "token=ZXZpbEBleGFtcGxlLmNvbQ")]) {
    await page.goto(bad);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(/This unsubscribe link is not valid/);
    await expect(page.locator("main")).not.toContainText("@example.com");
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
  }
});
