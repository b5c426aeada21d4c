import { expect, type Page } from "@playwright/test";
import { passMinimumFillTime } from "./landing";
import { deliveriesTo } from "./resend";

/** The link of the latest e-mail to `to` whose subject matches, as the fake Resend API received it. */
export async function mailedLink(to: string, subject: RegExp, path: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${path.replaceAll("/", "\\/")}\\?token=[A-Za-z0-9_-]+`);
  let link = "";
  await expect
    .poll(async () => {
      const mails = (await deliveriesTo(to)).filter((d) => subject.test(d.body.subject));
      link = pattern.exec(mails.at(-1)?.body.text ?? "")?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  return link;
}

/** The sign-in link of the latest sign-in e-mail to `to`. */
export const signInLink = (to: string) => mailedLink(to, /sign-in link/i, "/account/sign-in/confirm");

/** Fills and sends /account/sign-in's form, and waits for its answer. */
export async function askForLink(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Sign-in form" });
  await expect(form).toBeVisible();
  await page.waitForLoadState("networkidle");
  await form.getByLabel("E-mail").fill(email);
  await passMinimumFillTime(page);
  await form.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByTestId("sign-in-status")).toContainText(`Check your inbox: we are sending a sign-in link to ${email}.`);
}
