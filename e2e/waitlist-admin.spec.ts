import { expect, test } from "./support/test";
import { loginAsAdmin } from "./support/admin";
import { claimedSlots, inDays, resetProgram, setProgram } from "./support/program";
import { invitedLink, seedWaitlist } from "./support/waitlist-admin";

// The admin invites the next 3 on the waitlist with codes; the e-mails carry the codes; one person
// accepts in a browser and holds a tester slot, though the programme had closed.

const stamp = Date.now().toString(36);
test.afterEach(resetProgram);

test("the admin invites the next 3 with codes; one accepts and holds a slot", async ({ page, context, browser }) => {
  const cap = await claimedSlots();
  await setProgram({ cap, deadline: inDays(-1), liveCount: false });
  const line = await seedWaitlist(["ann", "ben", "cat", "dan"].map((name) => `${name}-${stamp}@example.com`));

  await loginAsAdmin(context);
  await page.goto("/admin/waitlist");
  const rows = page.getByTestId("waitlist-row");
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText("#1");
  await expect(rows.first()).toContainText(line[0]!);

  await page.getByRole("button", { name: "Invite the next…" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("How many").fill("3");
  await expect(dialog.getByLabel(/Send invite codes/)).toBeChecked();
  await dialog.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(page.getByText("3 invite codes sent")).toBeVisible();
  await expect(page.getByTestId("waitlist-count-invited")).toHaveText("3");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("#1");
  await expect(rows.first()).toContainText(line[3]!);

  // Each of the first three gets a code; the fourth gets nothing.
  const links = await Promise.all(line.slice(0, 3).map(invitedLink));
  expect(new Set(links.map((l) => new URL(l).searchParams.get("code"))).size).toBe(3);

  const invitee = await browser.newContext();
  const person = await invitee.newPage();
  const link = new URL(links[1]!);
  await person.goto(link.pathname + link.search);
  await expect(person.getByRole("heading", { level: 1 })).toHaveText("You are invited to be an early tester");
  await person.getByRole("button", { name: "Accept my invite" }).click();
  await expect(person.getByRole("heading", { level: 1 })).toHaveText(`You are early tester #${cap + 1}`);
  await invitee.close();

  await page.goto("/admin/testers");
  await page.getByRole("searchbox", { name: "Search testers by e-mail or slot" }).fill(line[1]!);
  const tester = page.getByTestId("tester-row");
  await expect(tester).toHaveCount(1);
  await expect(tester).toContainText(`#${cap + 1}`);
  await expect(tester.getByTestId("tester-status")).toHaveText("Confirmed");
  await expect(page.getByTestId("testers-taken")).toHaveText(`${cap + 1} / ${cap + 1}`);
});
