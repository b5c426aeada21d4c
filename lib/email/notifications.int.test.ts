import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.CONTACT_TO_EMAIL = "owner@example.com";
  process.env.CONTACT_CONFIRMATION = "on";
});

import { db } from "@/lib/db";
import { submitContactMessage } from "@/lib/email/contact";
import { createLogProvider } from "@/lib/email/provider";
import { deliverQueuedEmails } from "@/tests/integration/jobs";
import { resetDatabase } from "@/tests/integration/helpers";
import { confirmAddress } from "@/tests/integration/members";

beforeAll(async () => {
  await resetDatabase();
});

afterAll(() => {
  delete process.env.CONTACT_TO_EMAIL;
  delete process.env.CONTACT_CONFIRMATION;
});

describe("contact confirmation", () => {
  it("with CONTACT_CONFIRMATION=on queues the owner's notification and, to a confirmed address, the sender's copy of the message", async () => {
    const unconfirmed = await submitContactMessage({ firstName: "Eve", lastName: "Stranger", email: "someone-else@example.com", subject: "Hello", message: "Hi there" });
    expect((await db.emailOutbox.findMany({ where: { contactMessageId: unconfirmed.id } })).map((r) => r.kind)).toEqual(["contact_notification"]);
    await confirmAddress("grace@example.com");
    const saved = await submitContactMessage({ firstName: "Grace", lastName: "Hopper", email: "grace@example.com", subject: "Hello", message: "Hi there" });
    const rows = await db.emailOutbox.findMany({ where: { contactMessageId: saved.id }, orderBy: { kind: "asc" } });
    expect(rows.map((r) => [r.kind, r.to, r.replyTo])).toEqual([
      ["contact_confirmation", "grace@example.com", "owner@example.com"],
      ["contact_notification", "owner@example.com", "grace@example.com"],
    ]);
    expect(rows[0]!.text).toContain("Hi Grace");
    expect(rows[0]!.html).toMatch(/^<!DOCTYPE html/i);
    expect(new Set(rows.map((r) => r.idempotencyKey)).size).toBe(2);
  });

  it("the log provider marks every message sent through the same outbox, with no network", async () => {
    const result = await deliverQueuedEmails(createLogProvider("StepWise <noreply@stepwise.test>"));
    expect(result.sent).toBe(3);
    expect(await db.emailOutbox.count({ where: { status: { not: "sent" } } })).toBe(0);
  });
});
