import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.CONTACT_TO_EMAIL = "owner@example.com";
  process.env.CONTACT_CONFIRMATION = "off";
});

import { POST as retry } from "@/app/api/admin/outbox/[id]/retry/route";
import { createSessionToken } from "@/lib/auth/session";
import { hashPassword } from "@/lib/auth/password";
import { createAdmin } from "@/lib/data/admin";
import { saveNotificationSettings } from "@/lib/data/notifications";
import { db } from "@/lib/db";
import { submitContactMessage } from "@/lib/email/contact";
import { createResendProvider } from "@/lib/email/provider";
import { API_KEY, FakeResend } from "@/tests/fake-resend/server";
import { params, request, resetDatabase, sessionCookie } from "@/tests/integration/helpers";
import { clearJobs, hurryRetries, startJobs } from "@/tests/integration/jobs";

const fake = new FakeResend();
let provider: ReturnType<typeof createResendProvider>;
const stops: (() => Promise<void>)[] = [];
/** Waits for the message's delivery job to settle it, hurrying pg-boss's backoff between tries. */
async function settled(status: string) {
  await expect.poll(async () => { await hurryRetries(); return (await rows()).every((r) => r.status === status) && (await rows()).length > 0; }, { timeout: 30_000, interval: 300 }).toBe(true);
}

const contact = (n: number) => ({
  firstName: `Ada${n}`,
  lastName: "Lovelace",
  email: `ada${n}@example.com`,
  subject: `Question ${n}`,
  message: `Hello number ${n}\nSecond line`,
});

/** Rows of the outbox, straight from the table. */
const rows = () => db.emailOutbox.findMany({ orderBy: { createdAt: "asc" } });

beforeAll(async () => {
  await resetDatabase();
  // These tests follow one message: the owner's "e-mail failing" notice its failure raises stays out.
  await saveNotificationSettings({ modes: { email_failing: "off" } });
  await fake.start();
  provider = createResendProvider({ apiKey: API_KEY, baseUrl: fake.url, from: "StepWise <noreply@stepwise.test>", sendTimeoutMs: 500 });
});

beforeEach(async () => {
  fake.reset();
  await fake.up();
  await clearJobs();
  await db.emailOutbox.deleteMany();
  await db.contactMessage.deleteMany();
  stops.push((await startJobs(provider)).stop);
});

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

afterAll(async () => {
  delete process.env.CONTACT_TO_EMAIL;
  delete process.env.CONTACT_CONFIRMATION;
  await fake.stop();
});

describe("the e-mail outbox against a fake Resend API", () => {
  it("delivers each contact message once, to CONTACT_TO_EMAIL, with reply-to the sender", async () => {
    const saved = await Promise.all([1, 2, 3].map((n) => submitContactMessage(contact(n))));
    expect(saved.every((s) => s.outbox.length === 1)).toBe(true);
    await expect.poll(() => fake.deliveries.length, { timeout: 10_000, interval: 100 }).toBe(3);
    await settled("sent");
    for (const n of [1, 2, 3]) {
      const sent = fake.deliveries.filter((r) => r.body?.reply_to === `ada${n}@example.com`);
      expect(sent).toHaveLength(1);
      const body = sent[0]!.body!;
      expect(body.to).toBe("owner@example.com");
      expect(body.from).toBe("StepWise <noreply@stepwise.test>");
      expect(body.subject).toBe(`[StepWise contact] Question ${n}`);
      expect(body.html).toContain(`Hello number ${n}`);
      expect(body.text).toContain(`Hello number ${n}`);
      expect(body.text).not.toContain("<");
    }
    for (const row of await rows()) {
      const request = fake.deliveries.find((r) => r.idempotencyKey === row.idempotencyKey);
      expect(request?.emailId).toBe(row.providerId);
      expect(row.attempts).toBe(1);
    }
  });

  it("after three 500s and then success, delivers exactly once with the same idempotency key every try", async () => {
    fake.queue({ kind: "fail" }, { kind: "fail" }, { kind: "fail" });
    await submitContactMessage(contact(1));
    await settled("sent");
    const posts = fake.requests.filter((r) => r.path === "/emails");
    expect(posts.map((r) => r.status)).toEqual([500, 500, 500, 200]);
    const [row] = await rows();
    expect(new Set(posts.map((r) => r.idempotencyKey))).toEqual(new Set([row!.idempotencyKey]));
    expect(fake.deliveries).toHaveLength(1);
    expect(row).toMatchObject({ status: "sent", attempts: 4, lastError: null });
  });

  it("waits the provider's Retry-After before the next try", async () => {
    fake.queue({ kind: "throttle", retryAfterSeconds: 2 });
    await submitContactMessage(contact(1));
    await settled("sent");
    const posts = fake.requests.filter((r) => r.path === "/emails");
    expect(posts.map((r) => r.status)).toEqual([429, 200]);
    // settled() makes pg-boss's own backoff due at once: what is left is the wait the provider asked for.
    expect(posts[1]!.at - posts[0]!.at).toBeGreaterThanOrEqual(2000);
    expect(fake.deliveries).toHaveLength(1);
  });

  it("fails a message at once on a 4xx that retrying cannot fix", async () => {
    fake.queue({ kind: "fail", status: 422 });
    await submitContactMessage(contact(1));
    await settled("failed");
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: 1 });
    expect(fake.requests).toHaveLength(1);
  });

  it("gives up after EMAIL_MAX_ATTEMPTS tries; the admin's retry sends it again with the same key", async () => {
    const admin = await createAdmin(`admin-${Date.now()}`, await hashPassword("correct horse"));
    const cookie = sessionCookie(await createSessionToken({ id: admin.id, username: admin.username }));
    fake.setFallback({ kind: "fail", status: 502 });
    await submitContactMessage(contact(1));
    await settled("failed");
    expect(fake.requests).toHaveLength(8);
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: "failed", attempts: 8 });
    expect(failed!.lastError).toMatch(/gave up after 8 tries/);

    fake.setFallback({ kind: "ok" });
    const path = `/api/admin/outbox/${failed!.id}/retry`;
    expect((await retry(request(path, { method: "POST" }), params({ id: failed!.id }))).status).toBe(401);
    const ok = await retry(request(path, { method: "POST", cookie }), params({ id: failed!.id }));
    expect(ok.status).toBe(200);
    const again = await retry(request(path, { method: "POST", cookie }), params({ id: failed!.id }));
    expect([409, 200]).toContain(again.status);
    const missing = await retry(request("/api/admin/outbox/nope/retry", { method: "POST", cookie }), params({ id: "nope" }));
    expect(missing.status).toBe(404);
    await settled("sent");
    expect(fake.deliveries).toHaveLength(1);
    expect(fake.deliveries[0]!.idempotencyKey).toBe(failed!.idempotencyKey);
  });
});
