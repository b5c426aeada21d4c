import { beforeAll, describe, expect, it } from "vitest";
import { GET as overview } from "@/app/api/admin/overview/route";
import { hashPassword } from "@/lib/auth/password";
import { createAdmin } from "@/lib/data/admin";
import { createContactMessage } from "@/lib/data/contact";
import { createFeedback } from "@/lib/data/feedback";
import { createSuggestion } from "@/lib/data/suggestions";
import { db } from "@/lib/db";
import type { AttentionItem } from "@/lib/owner/attention";
import { request, resetDatabase, signIn } from "@/tests/integration/helpers";

let cookie = "";
let adminId = "";
const HOUR = 3_600_000;

async function attention(): Promise<Map<string, string>> {
  const response = await overview(request("/api/admin/overview", { cookie }));
  expect(response.status).toBe(200);
  const items = (await response.json()).attention as AttentionItem[];
  return new Map(items.map((i) => [i.key, i.text]));
}

beforeAll(async () => {
  await resetDatabase();
  const admin = await createAdmin("admin", await hashPassword("overview-Secret-1"));
  adminId = admin.id;
  ({ cookie } = await signIn(admin));
});

describe("GET /api/admin/overview: needs attention", () => {
  it("says nothing needs attention on a quiet first visit", async () => {
    expect([...(await attention()).keys()]).toEqual([]);
  });

  it("warns while e-mail is failing (queued messages retrying after an error), and about failed and backlogged mail", async () => {
    const old = new Date(Date.now() - 2 * HOUR);
    await db.emailOutbox.createMany({
      data: [
        { kind: "contact", to: "o@example.com", subject: "a", html: "", text: "", idempotencyKey: "k1", status: "queued", attempts: 3, lastError: "connect ECONNREFUSED", createdAt: old },
        { kind: "contact", to: "o@example.com", subject: "b", html: "", text: "", idempotencyKey: "k2", status: "failed", attempts: 8, lastError: "timeout" },
      ],
    });
    const items = await attention();
    expect(items.get("email-retrying")).toBe("E-mail is failing: 1 message waiting to be retried");
    expect(items.get("email-failed")).toBe("1 e-mail could not be sent");
    expect(items.get("email-backlog")).toBe("1 e-mail waiting in the outbox, the oldest for 2 hours");
    await db.emailOutbox.deleteMany({});
    expect([...(await attention()).keys()]).toEqual([]);
  });

  it("lists reservations about to expire and feature requests waiting for review, not ones made public", async () => {
    const soon = await createFeedback({ clarity: "c", usage: "u", email: "soon@example.com" });
    const later = await createFeedback({ clarity: "c", usage: "u", email: "later@example.com" });
    await db.tester.createMany({
      data: [
        { id: "t1", feedbackId: soon.id, slot: 1, email: "soon@example.com", emailKey: "soon@example.com", tokenNonce: "n", expiresAt: new Date(Date.now() + 2 * HOUR) },
        { id: "t2", feedbackId: later.id, slot: 2, email: "later@example.com", emailKey: "later@example.com", tokenNonce: "n", expiresAt: new Date(Date.now() + 72 * HOUR) },
      ],
    });
    await createSuggestion({ name: "Dark mode", description: "Please", priority: "Important" });
    const shown = await createSuggestion({ name: "Export", description: "CSV", priority: "Important" });
    await db.featureSuggestion.update({ where: { id: shown.id }, data: { isPublic: true } });
    const items = await attention();
    expect(items.get("reservations")).toBe("1 tester reservation expiring within a day, unconfirmed");
    expect(items.get("ideas")).toBe("1 feature request waiting for review");
  });

  it("counts what arrived since the admin's previous login", async () => {
    await db.activityLog.createMany({
      data: [
        { adminId, action: "login", createdAt: new Date(Date.now() - 10 * HOUR) },
        { adminId, action: "login", createdAt: new Date() },
      ],
    });
    await db.feedback.updateMany({ data: { createdAt: new Date(Date.now() - 20 * HOUR) } });
    await db.featureSuggestion.updateMany({ data: { createdAt: new Date(Date.now() - 20 * HOUR) } });
    await createFeedback({ clarity: "new", usage: "u" });
    await createContactMessage({ firstName: "A", lastName: "B", email: "a@example.com", subject: "s", message: "m" });
    expect((await attention()).get("new")).toBe("New since your last visit: 1 feedback entry, 0 feature requests, 1 contact message");
  });
});
