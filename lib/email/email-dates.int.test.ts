import { describe, expect, it } from "vitest";
import { changelogShipped, submissionUpdate, testerConfirmation } from "@/lib/email/messages";

// (Integration: an e-mail reads the published brand colour from the database.)
// E-mails write dates one way, the site's ("25 November 2026"), through lib/format: never an ISO date.
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;
const submittedAt = new Date("2026-11-25T10:00:00Z");

describe("dates and counts in e-mails", () => {
  it("the update and shipped e-mails say when the person wrote in the site's words", async () => {
    const update = await submissionUpdate("ada@example.com", { what: "feedback", excerpt: "Clear", submittedAt, status: "Resolved", response: null, askedForUpdates: true }, null);
    const shipped = await changelogShipped("ada@example.com", { entryTitle: "Offline", changelogUrl: "https://stepwise.example/changelog#x", suggestions: [{ name: "Offline guides", submittedAt }] }, null);
    for (const mail of [update, shipped]) {
      expect(mail.text).toContain("25 November 2026");
      expect(mail.text).not.toMatch(ISO_DATE);
    }
  });

  it("the tester confirmation counts hours right for one", async () => {
    const mail = await testerConfirmation("ada@example.com", { confirmUrl: "https://stepwise.example/tester/confirm?token=x", hours: 1, termsUrl: "https://stepwise.example/terms" });
    expect(mail.text).toMatch(/within 1 hour\s+with this link/);
    expect(mail.text).not.toContain("1 hours");
  });
});
