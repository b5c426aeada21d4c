import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

vi.hoisted(() => {
  process.env.CONTACT_TO_EMAIL = "owner@example.com";
  process.env.CONTACT_CONFIRMATION = "off";
});

import { POST as retry } from "@/app/api/admin/outbox/[id]/retry/route";
import { createSessionToken } from "@/lib/auth/session";
import { hashPassword } from "@/lib/auth/password";
import { createAdmin } from "@/lib/data/admin";
import { claimOutboxMessages, enqueueEmail, markOutboxSent, OUTBOX_CHANNEL } from "@/lib/data/outbox";
import { db } from "@/lib/db";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { submitContactMessage } from "@/lib/email/contact";
import { createResendProvider } from "@/lib/email/provider";
import { drainOutbox, runOutboxOnce, startOutboxWorker } from "@/lib/email/worker";
import { postgres } from "@/lib/postgres";
import { API_KEY, FakeResend } from "@/tests/fake-resend/server";
import { params, request, resetDatabase, sessionCookie } from "@/tests/integration/helpers";

const fake = new FakeResend();
let provider: ReturnType<typeof createResendProvider>;
const HOUR = 3_600_000;

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
  await fake.start();
  provider = createResendProvider({ apiKey: API_KEY, baseUrl: fake.url, from: "StepWise <noreply@stepwise.test>", sendTimeoutMs: 500 });
});

beforeEach(async () => {
  fake.reset();
  await fake.up();
  await db.emailOutbox.deleteMany();
  await db.contactMessage.deleteMany();
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

    const result = await drainOutbox({ provider });
    expect(result.sent).toBe(3);

    expect(fake.deliveries).toHaveLength(3);
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
    const stored = await rows();
    expect(stored.map((r) => r.status)).toEqual(["sent", "sent", "sent"]);
    for (const row of stored) {
      const request = fake.deliveries.find((r) => r.idempotencyKey === row.idempotencyKey);
      expect(request?.emailId).toBe(row.providerId);
      expect(row.attempts).toBe(1);
    }
  });

  it("after three 500s and then success, delivers exactly once with the same idempotency key every try", async () => {
    await submitContactMessage(contact(1));
    fake.queue({ kind: "fail" }, { kind: "fail" }, { kind: "fail" });
    let clock = Date.now();
    const errors: (string | null)[] = [];
    for (let round = 0; round < 6; round++) {
      await runOutboxOnce({ provider, now: () => new Date(clock) });
      errors.push((await rows())[0]!.lastError);
      clock += HOUR;
    }
    const posts = fake.requests.filter((r) => r.path === "/emails");
    expect(posts.map((r) => r.status)).toEqual([500, 500, 500, 200]);
    const [row] = await rows();
    expect(new Set(posts.map((r) => r.idempotencyKey))).toEqual(new Set([row!.idempotencyKey]));
    expect(fake.deliveries).toHaveLength(1);
    expect(row).toMatchObject({ status: "sent", attempts: 4, lastError: null });
    expect(errors[0]).toMatch(/500 internal_server_error/);
  });

  it("backs off exponentially between tries", async () => {
    await submitContactMessage(contact(1));
    fake.setFallback({ kind: "fail", status: 503 });
    const t0 = Date.now();
    const waits: number[] = [];
    let clock = t0;
    for (let i = 0; i < 3; i++) {
      await runOutboxOnce({ provider, now: () => new Date(clock), random: () => 0.5, backoffBaseMs: 1000 });
      const next = (await rows())[0]!.nextAttemptAt.getTime();
      waits.push(next - clock);
      clock = next;
    }
    expect(waits).toEqual([750, 1500, 3000]);
  });

  it("honours Retry-After on a 429: no retry before that time", async () => {
    await submitContactMessage(contact(1));
    fake.queue({ kind: "throttle", retryAfterSeconds: 120 });
    const t0 = Date.now();
    const at = (ms: number) => ({ provider, now: () => new Date(t0 + ms), backoffBaseMs: 1000, random: () => 0 });

    await runOutboxOnce(at(0));
    const [row] = await rows();
    expect(row!.status).toBe("queued");
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(t0 + 120_000);

    for (const ms of [1_000, 60_000, 119_000]) {
      expect((await runOutboxOnce(at(ms))).claimed).toBe(0);
    }
    expect(fake.requests.filter((r) => r.path === "/emails")).toHaveLength(1);

    expect((await runOutboxOnce(at(120_500))).sent).toBe(1);
    expect(fake.deliveries).toHaveLength(1);
  });

  it("treats a provider that hangs as a network error and tries again", async () => {
    await submitContactMessage(contact(1));
    fake.queue({ kind: "hang" });
    const t0 = Date.now();
    await runOutboxOnce({ provider, now: () => new Date(t0) });
    const [row] = await rows();
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row!.lastError).toMatch(/No answer .* within 500 ms/);
    await runOutboxOnce({ provider, now: () => new Date(t0 + HOUR) });
    expect((await rows())[0]!.status).toBe("sent");
    expect(fake.deliveries).toHaveLength(1);
  });

  it("keeps all 50 messages submitted while the provider is down and delivers each exactly once when it is back", async () => {
    await fake.down();
    const submissions = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => submitContactMessage(contact(i))));
    expect(submissions.filter((s) => s.status === "fulfilled")).toHaveLength(50);
    expect(await db.contactMessage.count()).toBe(50);

    const t0 = Date.now();
    const down = await drainOutbox({ provider, now: () => new Date(t0) });
    expect(down).toMatchObject({ claimed: 50, retried: 50, sent: 0 });
    const waiting = await rows();
    expect(waiting.every((r) => r.status === "queued" && r.attempts === 1 && /network|fetch/i.test(r.lastError ?? ""))).toBe(true);

    await fake.up();
    const up = await drainOutbox({ provider, now: () => new Date(t0 + HOUR) });
    expect(up.sent).toBe(50);

    expect(fake.deliveries).toHaveLength(50);
    expect(new Set(fake.deliveries.map((r) => r.idempotencyKey)).size).toBe(50);
    expect(new Set(fake.deliveries.map((r) => r.body?.reply_to)).size).toBe(50);
    const stored = await db.emailOutbox.findMany({ select: { status: true, contactMessageId: true } });
    expect(stored.filter((r) => r.status === "sent")).toHaveLength(50);
    expect(new Set(stored.map((r) => r.contactMessageId)).size).toBe(50);
  });

  it("with two workers on separate pools and 200 queued messages, sends each exactly once", async () => {
    for (let i = 0; i < 200; i++) {
      await enqueueEmail({ kind: "load", to: `user${i}@example.com`, subject: `m${i}`, html: `<p>${i}</p>`, text: `${i}` });
    }
    const otherPool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
    const other = new PrismaClient({ adapter: new PrismaPg(otherPool) });
    fake.latencyMs = 0;
    try {
      const [a, b] = await Promise.all([
        drainOutbox({ provider, batchSize: 1 }),
        drainOutbox({ provider, batchSize: 1, client: other }),
      ]);
      expect(a.sent + b.sent).toBe(200);
      expect(a.sent).toBeGreaterThan(0);
      expect(b.sent).toBeGreaterThan(0);
    } finally {
      await other.$disconnect();
      await otherPool.end();
    }
    expect(fake.requests.filter((r) => r.path === "/emails")).toHaveLength(200);
    const perKey = new Map<string, number>();
    for (const r of fake.deliveries) perKey.set(r.idempotencyKey!, (perKey.get(r.idempotencyKey!) ?? 0) + 1);
    expect(perKey.size).toBe(200);
    expect([...perKey.values()].every((n) => n === 1)).toBe(true);
    expect(await db.emailOutbox.count({ where: { status: "sent" } })).toBe(200);
  });

  it("makes a crashed sender's message claimable again when its lease ends, and fences the old sender out", async () => {
    await submitContactMessage(contact(1));
    const t0 = Date.now();
    const [crashed] = await claimOutboxMessages({ now: new Date(t0), leaseMs: 60_000, limit: 10 });
    expect(crashed).toBeDefined();

    expect((await runOutboxOnce({ provider, now: () => new Date(t0 + 30_000) })).claimed).toBe(0);
    expect((await runOutboxOnce({ provider, now: () => new Date(t0 + 61_000) })).sent).toBe(1);
    // The crashed worker coming back cannot overwrite what the new owner recorded.
    expect(await markOutboxSent(crashed!, "stale", new Date())).toBe(false);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    expect(row!.providerId).not.toBe("stale");
    expect(fake.deliveries).toHaveLength(1);
  });

  it("fails a message at once on a 4xx that retrying cannot fix", async () => {
    await submitContactMessage(contact(1));
    fake.queue({ kind: "fail", status: 422 });
    await runOutboxOnce({ provider });
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: 1 });
    expect(fake.requests).toHaveLength(1);
  });

  it("gives up after the bounded number of tries; the admin's retry sends it again with the same key", async () => {
    const admin = await createAdmin(`admin-${Date.now()}`, await hashPassword("correct horse"));
    const cookie = sessionCookie(await createSessionToken({ id: admin.id, username: admin.username }));
    await submitContactMessage(contact(1));
    fake.setFallback({ kind: "fail", status: 502 });
    let clock = Date.now();
    for (let i = 0; i < 5; i++) {
      await runOutboxOnce({ provider, maxAttempts: 3, now: () => new Date(clock) });
      clock += HOUR;
    }
    expect(fake.requests).toHaveLength(3);
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: "failed", attempts: 3 });
    expect(failed!.lastError).toMatch(/gave up after 3 tries/);

    const path = `/api/admin/outbox/${failed!.id}/retry`;
    expect((await retry(request(path, { method: "POST" }), params({ id: failed!.id }))).status).toBe(401);
    const ok = await retry(request(path, { method: "POST", cookie }), params({ id: failed!.id }));
    expect(ok.status).toBe(200);
    expect((await rows())[0]).toMatchObject({ status: "queued", attempts: 0, lastError: null, idempotencyKey: failed!.idempotencyKey });
    const again = await retry(request(path, { method: "POST", cookie }), params({ id: failed!.id }));
    expect(again.status).toBe(409);
    const missing = await retry(request("/api/admin/outbox/nope/retry", { method: "POST", cookie }), params({ id: "nope" }));
    expect(missing.status).toBe(404);

    fake.setFallback({ kind: "ok" });
    await runOutboxOnce({ provider });
    expect(fake.deliveries).toHaveLength(1);
    expect(fake.deliveries[0]!.idempotencyKey).toBe(failed!.idempotencyKey);
    expect((await rows())[0]!.status).toBe("sent");
  });

  it("stores the message and its e-mail in one transaction: when queueing fails, the message is not kept either", async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query("ALTER TABLE email_outbox RENAME TO email_outbox_away");
    try {
      await expect(submitContactMessage(contact(1))).rejects.toThrow();
    } finally {
      await admin.query("ALTER TABLE email_outbox_away RENAME TO email_outbox");
      await admin.end();
    }
    expect(await db.contactMessage.count()).toBe(0);
    await submitContactMessage(contact(2));
    expect(await db.contactMessage.count()).toBe(1);
    expect(await db.emailOutbox.count()).toBe(1);
  });
});

describe("the running worker", () => {
  let stopWorker: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await stopWorker?.();
    stopWorker = null;
  });

  it("wakes when a row is added, and stops after finishing the in-flight send", async () => {
    const worker = startOutboxWorker({ provider, pollMs: 60_000 });
    // As lib/email/start.ts wires it: the NOTIFY of a committed enqueue wakes the worker.
    const unsubscribe = postgres().subscribe(OUTBOX_CHANNEL, { notify: () => worker.wake() });
    stopWorker = async () => {
      unsubscribe();
      await worker.stop();
    };
    await vi.waitFor(() => expect(postgres().listening).toBe(true), { timeout: 5000 });
    // No explicit wake: the enqueue's NOTIFY wakes the worker once the transaction commits.
    const started = Date.now();
    await submitContactMessage(contact(1));
    await vi.waitFor(() => expect(fake.deliveries).toHaveLength(1), { timeout: 5000 });
    expect(Date.now() - started).toBeLessThan(5000);

    // A slow send in flight when stop() is called still completes and is recorded.
    fake.latencyMs = 400;
    await submitContactMessage(contact(2));
    await vi.waitFor(() => expect(fake.requests).toHaveLength(2), { timeout: 5000 });
    await worker.stop();
    stopWorker = null;
    expect(fake.deliveries).toHaveLength(2);
    expect((await rows()).map((r) => r.status)).toEqual(["sent", "sent"]);
  });
});
