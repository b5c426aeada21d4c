import { expect, test } from "./support/test";
import { query } from "./support/db";
import { claimedSlots, inDays, resetProgram, setProgram } from "./support/program";
import { openLanding } from "./support/landing";
import { confirmationLink, pressTesterConfirm, sendFeedback } from "./support/testers";

test.afterEach(resetProgram);

test.describe("early-tester programme", () => {
  test("shows the live count, gives the last slot at its confirmation, then closes at the cap", async ({ page }) => {
    const claimed = await claimedSlots();
    const cap = claimed + 1;
    await setProgram({ cap, deadline: inDays(30), liveCount: true });
    await openLanding(page, "/#feedback");
    const banner = page.getByTestId("rewards-banner");
    await expect(banner.getByTestId("live-count")).toHaveText(`${claimed} of ${cap} tester spots claimed`);
    await expect(banner.getByRole("button", { name: "Get Started" })).toBeEnabled();

    await banner.getByRole("button", { name: "Get Started" }).click();
    const email = `last-slot-${Date.now()}@example.com`;
    // A submission holds nothing: the slot is given when the e-mailed link is confirmed.
    await expect(await sendFeedback(page, email)).toContainText("Confirm your address from the e-mail we are sending you");
    await expect(banner.getByTestId("live-count")).toHaveText(`${claimed} of ${cap} tester spots claimed`);
    await pressTesterConfirm(page, await confirmationLink(email));

    await openLanding(page, "/#feedback");
    await expect(banner.getByText("Program Closed").first()).toBeVisible();
    await expect(banner.getByRole("button", { name: "Program Closed" })).toBeDisabled();
    await expect(banner.getByTestId("live-count")).toHaveText(`${cap} of ${cap} tester spots claimed`);
    const rows = await query<{ slot: number; status: string }>(`SELECT slot, status FROM testers WHERE email = $1`, [email]);
    expect(rows).toEqual([{ slot: cap, status: "confirmed" }]);

    // A fresh visitor sees it closed too.
    await page.reload();
    await expect(banner.getByRole("button", { name: "Program Closed" })).toBeDisabled();
  });

  test("closes once the deadline has passed", async ({ page }) => {
    await setProgram({ cap: 1000, deadline: inDays(30), liveCount: false });
    await openLanding(page, "/#feedback");
    const banner = page.getByTestId("rewards-banner");
    await expect(banner.getByRole("button", { name: "Get Started" })).toBeEnabled();
    await expect(banner.getByTestId("live-count")).toHaveCount(0);

    await setProgram({ cap: 1000, deadline: inDays(-1), liveCount: false });
    await page.reload();
    await expect(banner.getByText("Program Closed").first()).toBeVisible();
    await expect(banner.getByRole("button", { name: "Program Closed" })).toBeDisabled();
    // Feedback is still accepted while the programme is closed.
    await expect(page.getByRole("button", { name: "Open Feedback Form" })).toBeEnabled();
  });
});
