import { expect, test } from "./support/test";
import { baseURL } from "../playwright.config";
import { query } from "./support/db";
import { installClock } from "./support/landing";
import { askForLink, signInLink } from "./support/members";
import { deliveriesTo } from "./support/resend";
import { scan } from "./support/scan";

// Members sign in by e-mail: the link opens a page with one button, and only the button signs in.
// Opening the link (a mail scanner's GET or HEAD) changes nothing; public pages stay cookie-free.

const stamp = Date.now().toString(36);

const memberRows = async (email: string) => ({
  members: (await query(`SELECT 1 FROM members WHERE email = $1`, [email])).length,
  sessions: (await query(`SELECT 1 FROM member_sessions s JOIN members m ON m.id = s."memberId" WHERE m.email = $1`, [email])).length,
  unusedLinks: (await query(`SELECT 1 FROM member_sign_in_links WHERE email = $1 AND "usedAt" IS NULL`, [email])).length,
});

test("a member signs in by the e-mailed link's button, never by opening the link, and signs out", async ({ page, context, request }) => {
  const email = `member-${stamp}@example.com`;
  await installClock(page);
  // /account without a session is the sign-in page.
  await page.goto("/account");
  await expect(page).toHaveURL(`${baseURL}/account/sign-in`);
  await askForLink(page, email);
  expect(await context.cookies()).toEqual([]);

  const link = await signInLink(email);
  expect(link.startsWith(`${baseURL}/account/sign-in/confirm?token=`)).toBe(true);
  const mail = (await deliveriesTo(email)).at(-1)!;
  expect(mail.body.text).not.toContain(email);

  await scan(request, link);
  await page.goto(link);
  const button = page.getByRole("button", { name: `Sign in as ${email}` });
  await expect(button).toBeVisible();
  await scan(request, link);
  expect(await memberRows(email)).toEqual({ members: 0, sessions: 0, unusedLinks: 1 });
  expect(await context.cookies()).toEqual([]);

  await button.click();
  await expect(page).toHaveURL(`${baseURL}/account`);
  await expect(page.getByTestId("account-email")).toHaveText(email);
  expect(await memberRows(email)).toEqual({ members: 1, sessions: 1, unusedLinks: 0 });
  const cookies = await context.cookies();
  expect(cookies.map((c) => ({ name: c.name, httpOnly: c.httpOnly, sameSite: c.sameSite, path: c.path }))).toEqual([
    { name: "stepwise-member", httpOnly: true, sameSite: "Lax", path: "/" },
  ]);
  // The member's page is personal: no shared cache may keep it.
  const account = await page.request.get("/account");
  expect(account.headers()["cache-control"]).toMatch(/private|no-store/);

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link was already used");
  await expect(page.getByRole("form", { name: "Sign-in form" })).toBeVisible();

  await page.goto("/account");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${baseURL}/account/sign-in`);
  expect(await context.cookies()).toEqual([]);
  await page.goto("/account");
  await expect(page).toHaveURL(`${baseURL}/account/sign-in`);
});

test("a second sign-in with another spelling of the address is the same member", async ({ page, context }) => {
  const email = `Same.Member${stamp}+first@gmail.com`;
  for (const typed of [email, `samemember${stamp}@googlemail.com`]) {
    await context.clearCookies();
    await installClock(page);
    await page.goto("/account/sign-in");
    await askForLink(page, typed);
    await page.goto(await signInLink(typed));
    await page.getByRole("button", { name: `Sign in as ${typed}` }).click();
    // The member keeps the address it was created with.
    await expect(page.getByTestId("account-email")).toHaveText(email);
  }
  expect(await query(`SELECT 1 FROM members WHERE "emailKey" = $1`, [`samemember${stamp}@gmail.com`])).toHaveLength(1);
});
