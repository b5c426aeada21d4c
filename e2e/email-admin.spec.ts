import { expect, test } from "./support/test";
import { loginAsAdmin } from "./support/admin";
import { query } from "./support/db";
import { baseURL } from "../playwright.config";

test("a contact form submission appears in the admin with its delivery state", async ({ page, context }) => {
  const stamp = Date.now();
  const response = await context.request.post("/api/contact", {
    headers: { Origin: baseURL },
    data: {
      firstName: "Delivery",
      lastName: `Check${stamp}`,
      email: `delivery${stamp}@example.com`,
      subject: "Outbox e2e",
      message: "Please confirm this arrives.",
      recaptchaToken: "",
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);

  // The notification is queued with the message, in the same transaction, and the log provider sends it.
  await expect
    .poll(
      async () =>
        (
          await query<{ status: string }>(
            `SELECT o.status FROM email_outbox o JOIN contact_messages c ON c.id = o."contactMessageId" WHERE c."lastName" = $1`,
            [`Check${stamp}`],
          )
        )[0]?.status,
      { timeout: 10_000 },
    )
    .toBe("sent");

  await loginAsAdmin(context);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Contact Forms" }).click();
  const row = page.getByTestId("contact-row").filter({ hasText: `Check${stamp}` });
  await expect(row).toBeVisible();
  // The e2e server sends through the fake Resend API: the message really left.
  await expect(row.getByTestId("delivery-badge")).toHaveText("E-mail sent");
});
