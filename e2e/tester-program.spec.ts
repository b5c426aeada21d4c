import { expect, test } from "@playwright/test";
import { query } from "./support/db";
import { claimedSlots, inDays, resetProgram, setProgram } from "./support/program";
import { frontToast, openLanding } from "./support/landing";

test.afterEach(resetProgram);

test.describe("early-tester programme", () => {
  test("shows the live count, gives the last slot, then closes at the cap", async ({ page }) => {
    const claimed = await claimedSlots();
    const cap = claimed + 1;
    await setProgram({ cap, deadline: inDays(30), liveCount: true });
    await openLanding(page, "/#feedback");
    const banner = page.getByTestId("rewards-banner");
    await expect(banner.getByTestId("live-count")).toHaveText(`${claimed} of ${cap} tester spots claimed`);
    await expect(banner.getByRole("button", { name: "Get Started" })).toBeEnabled();

    await banner.getByRole("button", { name: "Get Started" }).click();
    const form = page.getByRole("form", { name: "Feedback form" });
    await expect(form).toBeVisible();
    const email = `last-slot-${Date.now()}@example.com`;
    await form.getByLabel("Is it clear what the app does and who it is for?").fill("Clear");
    await form.getByLabel("How would you use the app?").fill("Weekly");
    await form.getByLabel(/^E-mail \(optional/).fill(email);
    await page.waitForTimeout(1600);
    await form.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(frontToast(page)).toContainText(`You claimed early-tester slot #`);

    await expect(banner.getByText("Program Closed").first()).toBeVisible();
    await expect(banner.getByRole("button", { name: "Program Closed" })).toBeDisabled();
    await expect(banner.getByTestId("live-count")).toHaveText(`${cap} of ${cap} tester spots claimed`);
    const rows = await query<{ testerSlot: number }>(`SELECT "testerSlot" FROM feedback WHERE email = $1`, [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.testerSlot).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.testerSlot).toBeLessThanOrEqual(cap);

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
