import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.CONTACT_TO_EMAIL = "owner@example.com";
});

import { POST as contact } from "@/app/api/contact/route";
import { POST as feedback } from "@/app/api/feedback/route";
import { POST as suggestion } from "@/app/api/feature-suggestions/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/admin/notifications/route";
import { hashPassword } from "@/lib/auth/password";
import { createAdmin } from "@/lib/data/admin";
import { INSTANT_EMAILS_PER_HOUR, purgeOldNotifications } from "@/lib/data/notifications";
import { db } from "@/lib/db";
import type { EmailProvider } from "@/lib/email/provider";
import { QUEUE } from "@/lib/jobs/queue";
import { sendDigestIfDue } from "@/lib/notifications/digest";
import { dispatchEvent } from "@/lib/notifications/dispatch";
import { noteEmailFailing } from "@/lib/notifications/email-failing";
import { request, resetDatabase, signIn } from "@/tests/integration/helpers";
import { clearJobs, deliverQueuedEmails } from "@/tests/integration/jobs";
import { expectError, post } from "@/tests/integration/public-forms";

// The owner's notifications: the choice per kind (instant e-mail, daily digest, nothing), the
// digest at its hour, the instant e-mail through the dispatch job, and the e-mail-failing alarm.
let cookie = "";

const forms = {
  feedback: () => feedback(post("/api/feedback", { clarity: "Very clear", usage: "Weekly", email: "" })),
  suggestion: () => suggestion(post("/api/feature-suggestions", { name: "Barcode scanning", description: "Scan a part", priority: "Important", email: "" })),
  contact: () => contact(post("/api/contact", { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", subject: "Hello there", message: "Hi", recaptchaToken: "" })),
};
const saveSettings = (body: unknown) => putSettings(request("/api/admin/notifications", { method: "PUT", body, cookie }));
const dispatchJobs = () => db.$queryRawUnsafe<{ eventId: string }[]>(`SELECT data->>'eventId' AS "eventId" FROM pgboss.job WHERE name = '${QUEUE.notificationDispatch}' ORDER BY created_on`);

beforeAll(async () => {
  await resetDatabase();
  const admin = await createAdmin("admin", await hashPassword("notify-Secret-1"));
  cookie = (await signIn(admin)).cookie;
});
beforeEach(async () => {
  await clearJobs();
  await db.notificationEvent.deleteMany({});
  await db.emailOutbox.deleteMany({});
  await db.notificationSetting.deleteMany({});
  await db.notificationDigest.deleteMany({});
});

describe("notification settings", () => {
  it("start from the defaults and keep what the admin saves", async () => {
    expect(await (await getSettings(request("/api/admin/notifications", { cookie }))).json()).toMatchObject({ modes: { feedback: "instant", contact: "instant", tester_confirmed: "digest", email_failing: "instant" }, digestHour: 8 });
    const saved = await saveSettings({ modes: { feedback: "digest", idea_votes: "off" }, digestHour: 18 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ modes: { feedback: "digest", idea_votes: "off", suggestion: "instant" }, digestHour: 18 });
  });

  it("refuse bad modes and hours (422), unknown fields (400) and anyone but the admin (401)", async () => {
    expect((await expectError(await saveSettings({ modes: { feedback: "hourly" } }), 422, "validation_failed")).fields).toHaveProperty(["modes.feedback"]);
    expect((await expectError(await saveSettings({ digestHour: 24 }), 422, "validation_failed")).fields).toEqual({ digestHour: "The hour must be a whole number from 0 to 23" });
    expect((await expectError(await saveSettings({ modes: { pageview: "instant" } }), 400, "bad_request")).fields).toEqual({ "modes.pageview": "Unknown field" });
    await expectError(await putSettings(request("/api/admin/notifications", { method: "PUT", body: { digestHour: 3 } })), 401, "unauthorized");
  });
});

describe("the daily digest", () => {
  it("lists three submissions in one e-mail at the chosen hour, and nothing before or again", async () => {
    await saveSettings({ modes: { feedback: "digest", suggestion: "digest", contact: "digest" }, digestHour: 9 });
    for (const submit of Object.values(forms)) expect((await submit()).status).toBe(201);
    // Digest only: no contact notification, no dispatch job (no webhook listens).
    expect(await db.emailOutbox.count()).toBe(0);
    expect(await dispatchJobs()).toEqual([]);

    const day = new Date();
    const at = (hour: number, minute = 0) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1, hour, minute));
    expect(await sendDigestIfDue(at(8, 59))).toBe(0);
    expect(await sendDigestIfDue(at(10))).toBe(0);
    expect(await sendDigestIfDue(at(9))).toBe(3);
    expect(await sendDigestIfDue(at(9, 30))).toBe(0);

    const mails = await db.emailOutbox.findMany();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "owner_digest", to: "owner@example.com", subject: "[StepWise] Daily digest: 3 new items" });
    for (const line of ["New feedback: Very clear", "New feature suggestion (Important): Barcode scanning", "New contact message from Ada Lovelace: Hello there"]) expect(mails[0]!.text).toContain(line);
    expect(await db.notificationEvent.count({ where: { digestedAt: null } })).toBe(0);
  });

  it("sends nothing when nothing came in", async () => {
    const now = new Date(Date.UTC(2030, 0, 1, 8));
    expect(await sendDigestIfDue(now)).toBe(0);
    expect(await db.emailOutbox.count()).toBe(0);
  });
});

describe("instant e-mails", () => {
  it("the dispatch job e-mails the owner once per event; a contact message's own notification is its instant e-mail", async () => {
    await forms.feedback();
    await forms.contact();
    const jobs = await dispatchJobs();
    expect(jobs).toHaveLength(2);
    for (const { eventId } of [...jobs, ...jobs]) await dispatchEvent(eventId);
    const mails = await db.emailOutbox.findMany({ orderBy: { kind: "asc" } });
    expect(mails.map((m) => [m.kind, m.to])).toEqual([
      ["contact_notification", "owner@example.com"],
      ["owner_notification", "owner@example.com"],
    ]);
    expect(mails[1]!.subject).toBe("[StepWise] New feedback");
    expect(mails[1]!.text).toContain("New feedback: Very clear");
  });

  it(`sends at most ${INSTANT_EMAILS_PER_HOUR} an hour per kind; the rest goes to the digest`, async () => {
    await db.notificationEvent.createMany({ data: Array.from({ length: INSTANT_EMAILS_PER_HOUR }, (_, i) => ({ kind: "contact", summary: `earlier ${i}`, delivery: "instant" })) });
    await forms.contact();
    await forms.feedback();
    expect(await db.emailOutbox.count({ where: { kind: "contact_notification" } })).toBe(0);
    expect((await db.notificationEvent.findMany({ where: { summary: { startsWith: "New" } }, orderBy: { kind: "asc" } })).map((e) => [e.kind, e.delivery])).toEqual([
      ["contact", "digest"],
      ["feedback", "instant"],
    ]);
  });

  it("'Nothing' stores the event for webhooks but e-mails no one", async () => {
    await saveSettings({ modes: { contact: "off", suggestion: "off" } });
    await forms.contact();
    await forms.suggestion();
    expect(await db.emailOutbox.count()).toBe(0);
    expect(await db.notificationEvent.count({ where: { delivery: "off" } })).toBe(2);
  });
});

describe("retention", () => {
  it("erases events and finished deliveries past 30 days, but never an event its digest has yet to list", async () => {
    const old = new Date(Date.now() - 31 * 86_400_000);
    const hook = await db.webhook.create({ data: { url: "https://example.com/", events: ["feedback"], format: "json", secret: "whsec_x" } });
    await db.notificationEvent.createMany({
      data: [
        { kind: "feedback", summary: "old, e-mailed", delivery: "instant", createdAt: old },
        { kind: "feedback", summary: "old, waiting for its digest", delivery: "digest", createdAt: old },
        { kind: "feedback", summary: "new", delivery: "instant" },
      ],
    });
    await db.webhookDelivery.createMany({
      data: [
        { webhookId: hook.id, kind: "feedback", body: "{}", status: "delivered", createdAt: old },
        { webhookId: hook.id, kind: "feedback", body: "{}", status: "retrying", createdAt: old },
      ],
    });
    expect(await purgeOldNotifications(new Date())).toBe(2);
    expect((await db.notificationEvent.findMany({ orderBy: { createdAt: "asc" } })).map((e) => e.summary)).toEqual(["old, waiting for its digest", "new"]);
    expect((await db.webhookDelivery.findMany()).map((d) => d.status)).toEqual(["retrying"]);
    await db.webhook.deleteMany({});
  });
});

describe("e-mail failing", () => {
  it("is raised when an outbox message gives up", async () => {
    const refusing: EmailProvider = { name: "resend", proxyUrl: null, check: async () => ({ ok: false, error: "down" }), send: async () => ({ ok: false, retryable: false, error: "422 domain not verified", statusCode: 422, retryAfterMs: null }), sendBatch: async () => ({ ok: false, retryable: false, error: "422 domain not verified", statusCode: 422, retryAfterMs: null }) };
    await forms.contact();
    expect(await deliverQueuedEmails(refusing)).toMatchObject({ failed: 1 });
    expect((await db.notificationEvent.findMany({ where: { kind: "email_failing" } })).map((e) => e.summary)).toEqual(['E-mail is failing: a "contact_notification" message could not be sent: 422 domain not verified']);
  });

  it("raises one alarm an hour, however many messages fail", async () => {
    const now = new Date();
    await noteEmailFailing("first", now);
    await noteEmailFailing("second", new Date(now.getTime() + 30 * 60_000));
    expect((await db.notificationEvent.findMany({ where: { kind: "email_failing" } })).map((e) => e.summary)).toEqual(["E-mail is failing: first"]);
    expect(await dispatchJobs()).toHaveLength(1);
  });
});

describe("event summaries", () => {
  it("cut a long text of emoji between characters, never inside one (the database refuses half a pair)", async () => {
    const response = await feedback(post("/api/feedback", { clarity: "😀".repeat(400), usage: "Weekly", email: "" }));
    expect(response.status).toBe(201);
    const event = await db.notificationEvent.findFirst({ where: { kind: "feedback" }, orderBy: { createdAt: "desc" } });
    expect(event!.summary.endsWith("😀…")).toBe(true);
  });
});
