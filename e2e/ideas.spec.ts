import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { baseURL } from "../playwright.config";
import { loginAsAdmin } from "./support/admin";
import { saveToggle } from "./support/blog";
import { query } from "./support/db";
import { frontToast, installClock } from "./support/landing";
import { askForLink, signInLink } from "./support/members";
import { deliveriesTo } from "./support/resend";
import { resetSiteContent } from "./support/site";

// The idea board from the browsers of three members and the admin: votes counted once each on
// the board and the roadmap, taken back, a near-duplicate offered while typing, a merge that counts
// nobody twice, and the changelog's one e-mail to each submitter, voter and follower.
test.describe.configure({ mode: "serial" });

const stamp = Date.now();
const ideaId = `idea-${stamp}`;
const dupId = `dup-${stamp}`;
const title = `Torque presets ${stamp}`;
const dupTitle = `Saved torque values ${stamp}`;
const submitter = `asker-${stamp}@example.com`;
const [ada, bob, carol] = ["ada", "bob", "carol"].map((name) => `${name}-${stamp}@example.com`);

async function seedIdea(id: string, publicTitle: string, email: string | null) {
  await query(
    `INSERT INTO feature_suggestions (id, name, description, email, "emailKey", "notifyOptIn", "isPublic", "publicTitle", "publicSummary", "updatedAt")
     VALUES ($1, $2, 'The submitter''s own words', $3, $3, $4, true, $5, 'Remember the torque of each bolt.', now())`,
    [id, `${publicTitle} (as typed)`, email, email !== null, publicTitle],
  );
}

/** A member signed in through the e-mailed link's button, in a browser of their own. */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await installClock(page);
  await page.goto("/account/sign-in");
  await askForLink(page, email);
  await page.goto(await signInLink(email));
  await page.getByRole("button", { name: `Sign in as ${email}` }).click();
  await expect(page).toHaveURL(`${baseURL}/account`);
  return page;
}

/** Opens the board and waits for the live counts and the member's own votes to load. */
async function openBoard(page: Page, path = "/ideas") {
  await Promise.all([page.waitForResponse((r) => r.url().includes("/api/account/ideas")), page.waitForResponse((r) => r.url().includes("/api/ideas/counts")), page.goto(path)]);
}

const votesShown = async (page: Page, id: string) => {
  await openBoard(page);
  return page.getByTestId(`votes-${id}`).textContent();
};

test.afterAll(async ({ browser }) => {
  await resetSiteContent(browser);
});

test("members vote, take a vote back, find the idea while typing, and the merge and the changelog count everyone once", async ({ browser, page, context, playwright }) => {
  test.setTimeout(180_000); // three sign-ins and the admin flow, on a shared machine
  const admin = await playwright.request.newContext({ baseURL });
  await loginAsAdmin({ request: admin });
  await saveToggle(admin, "roadmap-enabled", true);
  await saveToggle(admin, "changelog-enabled", true);
  await seedIdea(ideaId, title, submitter);
  await seedIdea(dupId, dupTitle, null);
  await query(`INSERT INTO members (id, email, "emailKey") VALUES (gen_random_uuid(), $1, $1)`, [submitter]);

  // Two members vote from two browsers: 2 on the board and on the roadmap.
  const adaPage = await signedIn(browser, ada!);
  const bobPage = await signedIn(browser, bob!);
  for (const member of [adaPage, bobPage]) {
    await openBoard(member);
    await member.getByTestId(`vote-${ideaId}`).click();
    await expect(member.getByTestId(`vote-${ideaId}`)).toHaveAttribute("aria-pressed", "true");
  }
  await expect.poll(() => votesShown(page, ideaId)).toBe("2");
  await page.goto("/roadmap");
  await expect(page.getByTestId(`roadmap-votes-${ideaId}`)).toHaveText("2 votes");
  // No voter is named anywhere public.
  await expect(page.locator("body")).not.toContainText(ada!);

  // Bob takes his back; both vote for the duplicate.
  await openBoard(bobPage);
  // His vote is shown before he clicks: a click before the board knew it would vote again.
  await expect(bobPage.getByTestId(`vote-${ideaId}`)).toHaveAttribute("aria-pressed", "true");
  await bobPage.getByTestId(`vote-${ideaId}`).click();
  await expect(bobPage.getByTestId(`vote-${ideaId}`)).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => votesShown(page, ideaId)).toBe("1");
  for (const member of [adaPage, bobPage]) {
    await openBoard(member);
    await member.getByTestId(`vote-${dupId}`).click();
    await expect(member.getByTestId(`vote-${dupId}`)).toHaveAttribute("aria-pressed", "true");
  }

  // A third types a near-duplicate title and is offered the idea; she follows it instead.
  const carolPage = await signedIn(browser, carol!);
  await openBoard(carolPage);
  await carolPage.getByText("Suggest an idea").click();
  await carolPage.getByRole("form", { name: "Feature suggestion form" }).getByLabel("Feature name").fill(`Torque preset ${stamp}`);
  const offered = carolPage.getByTestId("similar-ideas");
  await expect(offered.getByRole("link", { name: title })).toBeVisible();
  await expect(offered.getByRole("button", { name: "Vote for this instead" }).first()).toBeVisible();
  await openBoard(carolPage, `/ideas/${ideaId}`);
  await carolPage.getByTestId(`follow-${ideaId}`).click();
  await expect(carolPage.getByTestId(`follow-${ideaId}`)).toHaveText("Following");

  // The admin merges the duplicate (Ada voted for both): 2, not 3.
  await loginAsAdmin(context);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Feature Requests" }).click();
  await page.getByTestId("suggestion-row").filter({ hasText: `${dupTitle} (as typed)` }).getByRole("button", { name: new RegExp(`^${dupTitle}`) }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("list", { name: "Voters" })).toContainText(ada!);
  await dialog.getByLabel("Merge into").selectOption(ideaId);
  await dialog.getByRole("button", { name: "Merge" }).click();
  await expect(frontToast(page)).toContainText("Ideas merged");
  await expect.poll(() => votesShown(page, ideaId)).toBe("2");
  // The duplicate's page (cached from a link prefetch) redirects once regenerated.
  await expect
    .poll(async () => {
      await page.goto(`/ideas/${dupId}`);
      return page.url();
    })
    .toBe(`${baseURL}/ideas/${ideaId}`);

  // A changelog entry ships the idea: after the confirm, one e-mail each to the submitter, the two voters and the follower.
  const created = await admin.post("/api/admin/changelog", { data: { title: `Presets shipped ${stamp}`, body: "Done.", date: "2026-11-28", suggestionIds: [ideaId] }, headers: { Origin: baseURL } });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto("/admin/changelog");
  const row = page.getByTestId("changelog-row").filter({ hasText: `Presets shipped ${stamp}` });
  await row.getByRole("button", { name: "Publish" }).click();
  const ask = page.getByRole("dialog");
  await expect(ask).toContainText("Publishing e-mails 4 people");
  await ask.getByRole("button", { name: "Publish and e-mail 4 people" }).click();
  await expect(row.getByTestId("changelog-status")).toHaveText("Published");
  for (const to of [submitter, ada!, bob!, carol!]) {
    await expect.poll(async () => (await deliveriesTo(to)).filter((d) => /^Shipped/.test(d.body.subject)).length, { timeout: 15_000, message: to }).toBe(1);
  }

  // The admin answers publicly: the idea's page shows it, and Carol, who follows it, stops its
  // e-mails from the answer e-mail's own link.
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Feature Requests" }).click();
  await page.getByTestId("suggestion-row").filter({ hasText: `${title} (as typed)` }).getByRole("button", { name: new RegExp(`^${title}`) }).click();
  await page.getByRole("dialog").getByLabel("Official answer").fill("Presets ship with the torque guide.");
  await page.getByRole("dialog").getByRole("button", { name: "Save", exact: true }).click();
  await expect(frontToast(page)).toContainText("Feature request saved");
  await expect
    .poll(async () => {
      await carolPage.goto(`/ideas/${ideaId}`);
      return carolPage.getByTestId("idea-official-answer").textContent();
    })
    .toContain("Presets ship with the torque guide.");
  let answerMail = "";
  await expect.poll(async () => (answerMail = (await deliveriesTo(carol!)).find((d) => /^An answer on/.test(d.body.subject))?.body.text ?? ""), { timeout: 15_000 }).toContain("/ideas/unsubscribe?token=");
  await carolPage.goto(/(https?:\/\/\S+\/ideas\/unsubscribe\?token=\S+)/.exec(answerMail)![1]!);
  await carolPage.getByRole("button", { name: "Stop e-mails about this idea" }).click();
  await expect(carolPage.getByTestId("idea-unsubscribe").getByRole("status")).toContainText("no more e-mails about this idea");
  await admin.dispose();
});
