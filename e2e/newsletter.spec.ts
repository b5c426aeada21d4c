import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { baseURL } from "../playwright.config";
import { loginAsAdmin } from "./support/admin";
import { createPost } from "./support/blog";
import { openLanding, passMinimumFillTime } from "./support/landing";
import { deliveriesTo } from "./support/resend";

// The newsletter end to end: a visitor subscribes from the footer and confirms, gets the welcome
// e-mail, the admin sends a post to "Blog", the subscriber gets it once with both unsubscribe
// headers, one POST to the one-click URL unsubscribes, and the next issue does not reach them.
test.describe.configure({ mode: "serial" });

const stamp = Date.now();
const reader = `reader-${stamp}@example.com`;
const postTitle = `Rebuilding a gearbox ${stamp}`;
const mails = async (subject: string) => (await deliveriesTo(reader)).filter((d) => d.body.subject === subject);

let admin: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  admin = await playwright.request.newContext({ baseURL });
  await loginAsAdmin({ request: admin });
});
test.afterAll(() => admin?.dispose());

test("subscribe from the footer, confirm, get one issue with one-click unsubscribe, then no more", async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await openLanding(page);
  const form = page.getByTestId("footer-newsletter");
  await form.scrollIntoViewIfNeeded(); // the form goes live as the reader nears it
  await form.getByLabel("Newsletter").fill(reader);
  await passMinimumFillTime(page);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByTestId("footer-newsletter-reply")).toContainText("Check your inbox");

  // Only the confirmation link until the button is pressed; then the welcome e-mail.
  await expect.poll(async () => (await deliveriesTo(reader)).map((d) => d.body.subject)).toEqual([expect.stringMatching(/Confirm your address/)]);
  const [confirmation] = await deliveriesTo(reader);
  await page.goto(/https?:\/\/\S+\/account\/confirm\?token=[\w-]+/.exec(confirmation!.body.text)![0]);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your address is confirmed");
  await expect.poll(async () => (await mails("Welcome to the StepWise newsletter")).length).toBe(1);

  // The admin sends a published post to "Blog" from /admin/newsletter.
  await createPost(admin, { title: postTitle, excerpt: "Every gear in its place.", content: "Step one.", tags: ["mechanics"], status: "published" });
  await loginAsAdmin(context);
  await page.goto("/admin/newsletter");
  await expect(page.getByTestId("newsletter-subscribers")).toContainText("Blog: 1 subscriber");
  await page.getByLabel("Start from").selectOption({ label: `Post: ${postTitle}` });
  await expect(page.getByRole("checkbox", { name: /^Blog/ })).toBeChecked();
  await expect(page.getByTestId("issue-preview")).toHaveAttribute("srcdoc", /Every gear in its place/);
  await page.getByTestId("issue-send-now").click();
  const row = page.getByTestId("issue-row").filter({ hasText: postTitle });
  await expect.poll(async () => { await page.getByRole("button", { name: "Refresh" }).click(); return row.getByTestId("issue-status").textContent(); }, { timeout: 30_000 }).toBe("sent");
  await expect(row.getByTestId("issue-sent")).toHaveText("1");

  const [issue, ...more] = await mails(postTitle);
  expect(more).toEqual([]);
  expect(issue!.emailHeaders["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const [, oneClick, mailto] = /^<(\S+\/api\/newsletter\/unsubscribe\?token=[\w.-]+)>, <(mailto:\S+)>$/.exec(issue!.emailHeaders["List-Unsubscribe"]!)!;
  expect(mailto).toMatch(/^mailto:[^@]+@[^?]+\?subject=unsubscribe/);

  // A mail provider's one-click POST: form-encoded, no Origin, no page.
  const click = await request.post(oneClick!, { form: { "List-Unsubscribe": "One-Click" } });
  expect(click.status()).toBe(200);

  await page.goto("/admin/newsletter");
  await page.getByLabel("Subject", { exact: true }).fill(`Second issue ${stamp}`);
  await page.getByLabel("Text (markdown)", { exact: true }).fill("More news.");
  await page.getByRole("checkbox", { name: /^Blog/ }).check();
  await page.getByTestId("issue-send-now").click();
  const second = page.getByTestId("issue-row").filter({ hasText: `Second issue ${stamp}` });
  await expect.poll(async () => { await page.getByRole("button", { name: "Refresh" }).click(); return second.getByTestId("issue-status").textContent(); }, { timeout: 30_000 }).toBe("sent");
  await expect(second.getByTestId("issue-recipients")).toHaveText("0");
  expect(await mails(`Second issue ${stamp}`)).toEqual([]);
  expect(await mails(postTitle)).toHaveLength(1);
});
