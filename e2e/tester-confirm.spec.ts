import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { baseURL } from "../playwright.config";
import { loginAsAdmin } from "./support/admin";
import { query } from "./support/db";
import { openLanding } from "./support/landing";
import { claimedSlots, inDays, resetProgram, setProgram } from "./support/program";
import { confirmationLink, pressTesterConfirm, sendFeedback } from "./support/testers";
import { deliveriesTo } from "./support/resend";
import { scan } from "./support/scan";

// The feedback form sends a link; a tester slot is given by the button of the link's page
// (opening the link changes nothing), in order of confirmation; one slot per person; disposable
// addresses get none; every bad link has its own page.

const stamp = Date.now().toString(36);
const liveCount = (page: Page) => page.getByTestId("rewards-banner").getByTestId("live-count");
const notice = (page: Page) => page.getByTestId("tester-notice");

async function openForm(page: Page) {
  await openLanding(page, "/#feedback");
  await page.getByTestId("rewards-banner").getByRole("button", { name: "Get Started" }).click();
}

/** Opens a confirmation URL: never a server error, and the page names its outcome. */
async function openLink(page: Page, url: string, state: string) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("tester-confirm")).toHaveAttribute("data-state", state);
  return page.getByTestId("tester-confirm");
}

const pressConfirm = pressTesterConfirm;
const PENDING = "Confirm your address from the e-mail we are sending you to take a tester spot: spots go to the first people who confirm.";

test.afterEach(resetProgram);

test("a slot is given by the button of the e-mailed link's page; one slot per person; no slot for a disposable address", async ({ page, request }) => {
  const before = await claimedSlots();
  const cap = before + 10;
  await setProgram({ cap, deadline: inDays(30), liveCount: true });
  await openForm(page);
  await expect(liveCount(page)).toHaveText(`${before} of ${cap} tester spots claimed`);

  const email = `sameperson${stamp}@gmail.com`;
  await expect(await sendFeedback(page, email)).toContainText("Confirm your address from the e-mail");
  await expect(notice(page)).toHaveText(PENDING);
  // The submission holds nothing.
  await expect(liveCount(page)).toHaveText(`${before} of ${cap} tester spots claimed`);

  const link = await confirmationLink(email);
  expect(link.startsWith(`${baseURL}/tester/confirm?token=`)).toBe(true);
  // A mail scanner or a link preview (HEAD and GET) changes nothing; neither does the page's view.
  const state = async () => ({
    testers: await query(`SELECT status FROM testers WHERE email = $1`, [email]),
    members: (await query(`SELECT 1 FROM members WHERE "emailKey" = $1`, [`sameperson${stamp}@gmail.com`])).length,
  });
  await scan(request, link);
  await expect((await openLink(page, link, "ready")).getByRole("heading", { level: 1 })).toHaveText("Confirm to take a tester spot");
  await scan(request, link);
  expect(await state()).toEqual({ testers: [{ status: "reserved" }], members: 0 });
  // The button confirms the spot, and the address it proved becomes a member.
  const confirmed = await pressConfirm(page, link);
  expect(await state()).toEqual({ testers: [{ status: "confirmed" }], members: 1 });
  const [row] = await query<{ slot: number; status: string }>(`SELECT slot, status FROM testers WHERE email = $1`, [email]);
  await expect(confirmed.getByRole("heading", { level: 1 })).toHaveText(`You are early tester #${row!.slot}`);
  await expect(confirmed).toContainText("Lifetime Pro Access (core features only)");
  // The welcome e-mail: slot number, rewards, terms.
  const welcome = async () => (await deliveriesTo(email)).filter((d) => /welcome/i.test(d.body.subject));
  await expect.poll(async () => (await welcome())[0]?.body.text ?? "").toContain(`you are tester #${row!.slot}`);

  // Opened again, the link shows the spot confirmed, with no button, and confirms nothing twice.
  await expect((await openLink(page, link, "confirmed")).getByRole("heading", { level: 1 })).toHaveText(`You are early tester #${row!.slot}`);
  await expect(page.getByRole("button", { name: "Confirm", exact: true })).toHaveCount(0);
  expect(await query(`SELECT 1 FROM email_outbox WHERE kind = 'tester_welcome' AND "to" = $1`, [email])).toHaveLength(1);
  expect(await welcome()).toHaveLength(1);

  // The confirmed slot stays counted.
  await openForm(page);
  await expect(liveCount(page)).toHaveText(`${before + 1} of ${cap} tester spots claimed`);

  // The same Gmail mailbox spelled differently gets no second slot.
  await expect(await sendFeedback(page, `Same.Person${stamp}+x@gmail.com`)).toContainText("One tester spot per person");
  await expect(notice(page)).toHaveText("One tester spot per person: this address already has one, so no second spot was reserved.");
  // A disposable address gets none either, with its reason; the feedback is still stored.
  const throwaway = `someone${stamp}@mailinator.com`;
  await expect(await sendFeedback(page, throwaway)).toContainText("This address can't hold a tester spot");
  await expect(notice(page)).toHaveText(
    "This address can't hold a tester spot: disposable e-mail addresses are not accepted. Use your own address to take part.",
  );
  await page.reload();
  await expect(liveCount(page)).toHaveText(`${before + 1} of ${cap} tester spots claimed`);
  expect(await query(`SELECT 1 FROM testers WHERE "emailKey" = $1`, [`sameperson${stamp}@gmail.com`])).toHaveLength(1);
  expect(await query(`SELECT 1 FROM feedback WHERE email IN ($1, $2)`, [`Same.Person${stamp}+x@gmail.com`, throwaway])).toHaveLength(2);
  expect(await query(`SELECT 1 FROM testers WHERE email = $1`, [throwaway])).toHaveLength(0);
});

test("forged, cut-short, expired, replaced and missing links each get their own page", async ({ page, context }) => {
  await setProgram({ cap: (await claimedSlots()) + 10, deadline: inDays(30), liveCount: false });
  const reserve = async (email: string) => {
    const response = await context.request.post("/api/feedback", { headers: { Origin: baseURL }, data: { clarity: "Clear", usage: "Weekly", email } });
    expect(response.status()).toBe(201);
    expect((await response.json()).tester).toBe("pending");
    return confirmationLink(email);
  };

  const link = await reserve(`links-${stamp}@example.com`);
  const token = new URL(link).searchParams.get("token")!;
  const forged = `${token.slice(0, 40)}${token[40] === "A" ? "B" : "A"}${token.slice(41)}`;
  await expect((await openLink(page, `/tester/confirm?token=${forged}`, "forged")).getByRole("heading", { level: 1 })).toHaveText("This link is not valid");
  await expect((await openLink(page, `/tester/confirm?token=${token.slice(0, -6)}`, "malformed")).getByRole("heading", { level: 1 })).toHaveText(
    "This link is incomplete",
  );
  await openLink(page, "/tester/confirm", "malformed");
  await openLink(page, `/tester/confirm?token=${token}&token=${token}`, "malformed");

  // Past its time, the request is expired, and the page says whether a spot is still free.
  await query(`UPDATE testers SET "expiresAt" = now() - interval '1 minute' WHERE email = $1`, [`links-${stamp}@example.com`]);
  const expired = await openLink(page, link, "expired");
  await expect(expired.getByRole("heading", { level: 1 })).toHaveText("This link has expired");
  await expect(expired.getByTestId("slots-free")).toContainText(/\d+ tester spots? (is|are) still free/);
  await expect(expired.getByRole("link", { name: "Go to the feedback form" })).toHaveAttribute("href", "/#feedback");

  // The admin sends a new link: the old one is replaced, the new one confirms.
  const email = `resend-${stamp}@example.com`;
  const first = await reserve(email);
  await loginAsAdmin(context);
  const [tester] = await query<{ id: string }>(`SELECT id FROM testers WHERE email = $1`, [email]);
  const resend = await context.request.post(`/api/admin/testers/${tester!.id}/resend`, { headers: { Origin: baseURL } });
  expect(resend.status(), await resend.text()).toBe(200);
  await expect.poll(() => confirmationLink(email)).not.toBe(first);
  await expect((await openLink(page, first, "replaced")).getByRole("heading", { level: 1 })).toHaveText("This link was replaced");
  await pressConfirm(page, await confirmationLink(email));
});

test("the admin sees the cohort, searches it, revokes a tester with a reason and exports it", async ({ page, context }) => {
  await setProgram({ cap: (await claimedSlots()) + 10, deadline: inDays(30), liveCount: false });
  const email = `cohort-${stamp}@example.com`;
  const response = await context.request.post("/api/feedback", { headers: { Origin: baseURL }, data: { clarity: "Clear", usage: "Weekly", email } });
  expect((await response.json()).tester).toBe("pending");
  await pressConfirm(page, await confirmationLink(email));
  const [{ slot }] = (await query<{ slot: number }>(`SELECT slot FROM testers WHERE email = $1`, [email])) as [{ slot: number }];

  await loginAsAdmin(context);
  await page.goto("/admin");
  await page.getByRole("link", { name: "View testers" }).click();
  await expect(page).toHaveURL(/\/admin\/testers$/);
  await page.getByRole("searchbox", { name: "Search testers by e-mail or slot" }).fill(`cohort-${stamp}`);
  const row = page.getByTestId("tester-row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("tester-status")).toHaveText("Confirmed");
  await expect(row).toContainText(`#${slot}`);

  await row.getByRole("button", { name: `Revoke tester #${slot}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Revoke Tester" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("A reason is required");
  await dialog.getByLabel("Reason (required)").fill("Scripted submissions from one person");
  await dialog.getByLabel(`Free slot #${slot} for the next person`).check();
  await dialog.getByRole("button", { name: "Revoke Tester" }).click();
  await expect(row.getByTestId("tester-status")).toHaveText("Revoked");
  await expect(row).toContainText("slot freed");
  await expect(row).toContainText("by admin: Scripted submissions from one person");
  const [stored] = await query(`SELECT status, "holdsSlot", "revokedBy", "revokeReason" FROM testers WHERE email = $1`, [email]);
  expect(stored).toEqual({ status: "revoked", holdsSlot: false, revokedBy: "admin", revokeReason: "Scripted submissions from one person" });
  // Its link now says so.
  await openLink(page, await confirmationLink(email), "revoked");

  // The revocation is listed against the address, and the admin lifts it.
  await page.goto("/admin/testers");
  const revocation = page.getByTestId("revocation-row").filter({ hasText: email });
  await expect(revocation).toContainText("Scripted submissions from one person");
  await revocation.getByRole("button", { name: `Lift the revocation of ${email}` }).click();
  await expect(revocation).toHaveCount(0);
  expect(await query(`SELECT 1 FROM tester_revocations WHERE "emailKey" = $1`, [email])).toHaveLength(0);

  await page.goto("/admin/testers");
  await page.getByRole("searchbox", { name: "Search testers by e-mail or slot" }).fill(`cohort-${stamp}`);
  await expect(page.getByTestId("tester-row")).toHaveCount(1);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^stepwise-testers-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, "utf8")).trimEnd().split("\n");
  expect(lines[0]).toBe("slot,email,status,reservedAt,expiresAt,confirmedAt,revokedAt,revokedBy,revokeReason,holdsSlot,feedbackId");
  expect(lines.slice(1)).toHaveLength(1);
  expect(lines[1]).toMatch(new RegExp(`^${slot},"${email}",revoked,.*,"admin","Scripted submissions from one person",false,`));
});
