import { expect, test } from "./support/test";
import { query } from "./support/db";
import { countEvents } from "./support/program";
import { frontToast, openFilledFeedbackForm, openLanding, passMinimumFillTime } from "./support/landing";

const toast = frontToast;

test.describe("feedback form", () => {
  test("is collapsed until opened, checks required fields, stores the entry and resets", async ({ page }) => {
    await openLanding(page, "/#feedback");
    const form = page.getByRole("form", { name: "Feedback form" });
    await expect(form).toHaveCount(0);
    // The card beside it keeps its own height when this form opens (side by side at 1280 px).
    const suggestCard = page.locator("div.bg-card", { has: page.getByRole("heading", { name: "Suggest a Feature" }) });
    const cardHeight = async () => Math.round((await suggestCard.boundingBox())!.height);
    const closedHeight = await cardHeight();
    await page.getByRole("button", { name: "Open Feedback Form" }).click();
    await expect(form).toBeVisible();
    expect(await cardHeight()).toBe(closedHeight);

    await form.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(toast(page)).toContainText("Required Fields Missing");
    await expect(toast(page)).toContainText("Please fill out all required fields marked with *");
    await expect(toast(page)).toHaveCount(1);
    // Said once, in the toast: the blank fields are marked, not each captioned with it.
    await expect(form.getByText("Please fill out all required fields marked with *")).toHaveCount(0);
    await expect(form.getByLabel("How would you use the app?")).toHaveAttribute("aria-invalid", "true");

    const marker = `clear-${Date.now()}`;
    await form.getByLabel("Is it clear what the app does and who it is for?").fill(marker);
    await form.getByLabel("How would you use the app?").fill("Fixing my bike");
    await form.getByLabel("What would you improve?").fill("More videos");
    await passMinimumFillTime(page);
    const before = await countEvents("feedback_submit");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/feedback", async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    await expect(toast(page)).toContainText("Feedback Submitted!");
    await expect(toast(page)).toContainText("Thank you for your feedback! Your insights help us improve StepWise.");
    await expect(form.getByLabel("Is it clear what the app does and who it is for?")).toHaveValue("");

    const rows = await query(`SELECT usage, improvements, email, (SELECT count(*)::int FROM testers t WHERE t."feedbackId" = f.id) AS slots FROM feedback f WHERE clarity = $1`, [marker]);
    expect(rows).toEqual([{ usage: "Fixing my bike", improvements: "More videos", email: null, slots: 0 }]);
    await expect.poll(() => countEvents("feedback_submit")).toBe(before + 1);
  });

  test("shows the spec's failure toast when the call fails", async ({ page }) => {
    await page.route("**/api/feedback", (route) => route.fulfill({ status: 500, body: "{}" }));
    const form = await openFilledFeedbackForm(page);
    await form.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(toast(page)).toContainText("Error");
    await expect(toast(page)).toContainText("Failed to submit feedback. Please try again.");
  });
});

test.describe("feature suggestion form", () => {
  test("stores the suggestion, then resets the priority to 'Nice to have'", async ({ page }) => {
    await openLanding(page, "/#feedback");
    await page.getByRole("button", { name: "Open Feature Suggestion Form" }).click();
    const form = page.getByRole("form", { name: "Feature suggestion form" });
    await form.getByRole("button", { name: "Submit Suggestion" }).click();
    await expect(toast(page)).toContainText("Required Fields Missing");

    const name = `Torque presets ${Date.now()}`;
    await form.getByLabel("Feature name").fill(name);
    await form.getByLabel("Description").fill("Remember torque specs per bolt");
    await form.getByLabel("Priority").selectOption("Critical");
    await form.getByLabel("E-mail (optional)").fill("not-an-email");
    await form.getByRole("button", { name: "Submit Suggestion" }).click();
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await form.getByLabel("E-mail (optional)").fill("idea@example.com");
    await passMinimumFillTime(page);
    const before = await countEvents("feature_suggest");
    await form.getByRole("button", { name: "Submit Suggestion" }).click();
    await expect(toast(page)).toContainText("Feature Suggestion Submitted!");
    await expect(toast(page)).toContainText("We'll review your idea carefully. Thank you for helping us improve!");
    await expect(form.getByLabel("Priority")).toHaveValue("Nice to have");
    await expect(form.getByLabel("Feature name")).toHaveValue("");
    expect(await query(`SELECT description, priority, email FROM feature_suggestions WHERE name = $1`, [name])).toEqual([
      { description: "Remember torque specs per bolt", priority: "Critical", email: "idea@example.com" },
    ]);
    await expect.poll(() => countEvents("feature_suggest")).toBe(before + 1);
  });

  test("shows the spec's failure toast when the call fails", async ({ page }) => {
    await page.route("**/api/feature-suggestions", (route) => route.fulfill({ status: 503, body: "{}" }));
    await openLanding(page, "/#feedback");
    await page.getByRole("button", { name: "Open Feature Suggestion Form" }).click();
    const form = page.getByRole("form", { name: "Feature suggestion form" });
    await form.getByLabel("Feature name").fill("X");
    await form.getByLabel("Description").fill("Y");
    await form.getByRole("button", { name: "Submit Suggestion" }).click();
    await expect(toast(page)).toContainText("Failed to submit suggestion. Please try again.");
  });
});

test.describe("contact section", () => {
  test("shows the address; the form validates, stores the message, shows a green status that clears after 5 s", async ({ page }) => {
    await openLanding(page, "/#contact");
    const section = page.locator("#contact");
    await expect(section.getByRole("link", { name: "hello@stepwise.app" })).toHaveAttribute("href", "mailto:hello@stepwise.app");
    await section.getByRole("button", { name: "Open Contact Form" }).click();
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page)).toContainText("Please fill in all required fields.");
    // One summary: the five blank fields are marked invalid, not each captioned with the message.
    await expect(page.getByText("Please fill in all required fields.")).toHaveCount(1);
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(5);
    // The toast sits above the back-to-top button, never over it (once it has slid in).
    const clear = async () => {
      const back = await page.getByRole("button", { name: "Back to top" }).boundingBox();
      const shown = await toast(page).boundingBox();
      return Boolean(back && shown && shown.y + shown.height <= back.y);
    };
    await expect.poll(clear).toBe(true);

    const subject = `Partnership ${Date.now()}`;
    await form.getByLabel("First name").fill("Grace");
    await form.getByLabel("Last name").fill("Hopper");
    await form.getByLabel("E-mail").fill("grace@");
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Message").fill("Let us talk.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page)).toContainText("Please enter a valid email address.");
    await form.getByLabel("E-mail").fill("grace@example.com");
    await passMinimumFillTime(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    // A keyboard submit: Enter on the button.
    await form.getByRole("button", { name: "Send Message" }).focus();
    await page.keyboard.press("Enter");
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    // The stale "invalid address" toast went when the corrected form was sent.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    release();
    const status = form.getByTestId("contact-status");
    await expect(status).toHaveText("Message sent successfully! We will get back to you soon.");
    await expect(status).toHaveClass(/text-success/);
    // Focus lands on the reply, not on <body> (the disabled button dropped it).
    await expect(status).toBeFocused();
    await expect(form.getByLabel("First name")).toHaveValue("");
    expect(await query(`SELECT "firstName", "lastName", email, message FROM contact_messages WHERE subject = $1`, [subject])).toEqual([
      { firstName: "Grace", lastName: "Hopper", email: "grace@example.com", message: "Let us talk." },
    ]);
    await expect(status).toHaveText("", { timeout: 7000 });
  });

  test("shows a red failure status when sending fails", async ({ page }) => {
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "{}" }));
    await openLanding(page, "/#contact");
    await page.getByRole("button", { name: "Open Contact Form" }).click();
    const form = page.getByRole("form", { name: "Contact form" });
    for (const [label, value] of [["First name", "A"], ["Last name", "B"], ["E-mail", "a@b.co"], ["Subject", "S"], ["Message", "M"]]) {
      await form.getByLabel(label!).fill(value!);
    }
    await form.getByRole("button", { name: "Send Message" }).click();
    const status = form.getByTestId("contact-status");
    await expect(status).toHaveText("Failed to send message. Please try again.");
    await expect(status).toHaveClass(/text-destructive/);
  });
});
