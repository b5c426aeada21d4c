import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { enqueueEmail } from "@/lib/data/outbox";
import { suppressAddress, suppressionBlocks } from "@/lib/data/suppressions";
import { resetDatabase } from "@/tests/integration/helpers";

const mail = (kind: string, to: string) => ({ kind, to, subject: "s", html: "<p>h</p>", text: "t" });

describe("one suppression rule for every e-mail", () => {
  beforeEach(resetDatabase);

  it("an unsubscribed address gets no visitor e-mail but the owner's mail still reaches it", async () => {
    await suppressAddress("Owner@Example.com", "link");
    expect(await enqueueEmail(mail("feedback_response", "owner@example.com"))).toBeNull();
    expect(await enqueueEmail(mail("contact_notification", "owner@example.com"))).not.toBeNull();
  });

  it("a hard bounce or a complaint stops every kind, and a later unsubscribe does not soften it", async () => {
    await suppressAddress("bounced@example.com", "bounce");
    await suppressAddress("angry@example.com", "complaint");
    await suppressAddress("angry@example.com", "link");
    for (const to of ["bounced@example.com", "ANGRY@example.com"]) {
      expect(await enqueueEmail(mail("contact_notification", to))).toBeNull();
      expect(await enqueueEmail(mail("member_sign_in", to))).toBeNull();
      expect(await suppressionBlocks("weekly_report", to)).toBe(true);
    }
    expect(await db.emailOutbox.count()).toBe(0);
    expect((await db.emailSuppression.findUniqueOrThrow({ where: { email: "angry@example.com" } })).source).toBe("complaint");
  });

  it("a bounce after an unsubscribe hardens the row", async () => {
    await suppressAddress("x@example.com", "link");
    expect(await suppressionBlocks("spike_alert", "x@example.com")).toBe(false);
    await suppressAddress("x@example.com", "bounce");
    expect(await suppressionBlocks("spike_alert", "x@example.com")).toBe(true);
  });
});
