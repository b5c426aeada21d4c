import { expect, type Page } from "@playwright/test";
import { deliveriesTo } from "./resend";
import { frontToast, passMinimumFillTime } from "./landing";

/** The confirmation link of the latest confirmation e-mail to `to`, as the fake Resend API received it. */
export async function confirmationLink(to: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const mails = (await deliveriesTo(to)).filter((d) => /confirm your .* tester spot/i.test(d.body.subject));
      link = /https?:\/\/\S+\/tester\/confirm\?token=[A-Za-z0-9_-]+/.exec(mails.at(-1)?.body.text ?? "")?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  return link;
}

/** Fills and sends the landing page's (open) feedback form; returns the front toast. */
export async function sendFeedback(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Feedback form" });
  await expect(form).toBeVisible();
  await form.getByLabel("Is it clear what the app does and who it is for?").fill("Clear");
  await form.getByLabel("How would you use the app?").fill("Weekly");
  await form.getByLabel(/^E-mail \(optional/).fill(email);
  await passMinimumFillTime(page);
  await form.getByRole("button", { name: "Submit Feedback" }).click();
  return frontToast(page);
}

/** Opens a tester confirmation link and presses its button; the page then shows the outcome (`confirmed`, or `full`). */
export async function pressTesterConfirm(page: Page, url: string, outcome: "confirmed" | "full" = "confirmed") {
  await page.goto(url);
  await expect(page.getByTestId("tester-confirm")).toHaveAttribute("data-state", "ready");
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByTestId("tester-confirm")).toHaveAttribute("data-state", outcome);
  return page.getByTestId("tester-confirm");
}
