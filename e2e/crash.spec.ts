import { expect, test } from "./support/test";

test.describe("crash screen", () => {
  test("shows 'Application Error' with stack, copy, try again and go home", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto("/test-routes/crash");
    // Until React has hydrated, the button does nothing: retry the click until the crash shows. A
    // click that worked may show the crash screen only after the try's wait: then the button is
    // gone, and the next try only waits for the screen.
    const crashScreen = page.getByRole("heading", { name: "Application Error" });
    await expect(async () => {
      if (!(await crashScreen.isVisible())) await page.getByRole("button", { name: "Crash now" }).click({ timeout: 1000 });
      await expect(crashScreen).toBeVisible({ timeout: 1000 });
    }).toPass();

    await expect(crashScreen).toBeVisible();
    await expect(page.getByTestId("error-message")).toHaveText("Deliberate test crash");
    const stack = page.locator("details pre");
    await expect(stack).toBeHidden();
    await page.getByText("Stack Trace (click to expand)").click();
    await expect(stack).toBeVisible();
    await expect(stack).toContainText("Deliberate test crash");

    let alertText = "";
    page.once("dialog", (dialog) => {
      alertText = dialog.message();
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Copy Error" }).click();
    await expect.poll(() => alertText).toBe("Error details copied to clipboard!");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("Message: Deliberate test crash");
    expect(copied).toContain("Stack: ");
    expect(copied).toContain(`URL: ${baseURL}/test-routes/crash`);
    expect(copied).toMatch(/Time: \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/);
    expect(copied).toContain(`User agent: ${await page.evaluate(() => navigator.userAgent)}`);

    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("button", { name: "Crash now" })).toBeVisible();

    await page.getByRole("button", { name: "Crash now" }).click();
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test("a server-side failure shows the crash screen too", async ({ page }) => {
    const response = await page.goto("/test-routes/crash?server=1");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { name: "Application Error" })).toBeVisible();
  });
});
