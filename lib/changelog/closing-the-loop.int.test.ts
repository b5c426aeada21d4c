import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as createEntryCall } from "@/app/api/admin/changelog/route";
import { GET as countCall, POST as publishCall } from "@/app/api/admin/changelog/[id]/publish/route";
import { PATCH as patchSuggestion } from "@/app/api/admin/feature-suggestions/[id]/route";
import { PATCH as patchFeedback } from "@/app/api/admin/feedback/[id]/route";
import { POST as previewFeedback } from "@/app/api/admin/feedback/[id]/notice-preview/route";
import { POST as previewSuggestion } from "@/app/api/admin/feature-suggestions/[id]/notice-preview/route";
import { POST as submitSuggestion } from "@/app/api/feature-suggestions/route";
import { POST as submitFeedback } from "@/app/api/feedback/route";
import { POST as unsubscribeCall } from "@/app/api/unsubscribe/route";
import { hashPassword } from "@/lib/auth/password";
import { createSessionToken } from "@/lib/auth/session";
import { createAdmin } from "@/lib/data/admin";
import { exportMemberData } from "@/lib/data/member-account";
import { enqueueEmail } from "@/lib/data/outbox";
import { db } from "@/lib/db";
import { createResendProvider } from "@/lib/email/provider";
import { unsubscribeToken } from "@/lib/email/unsubscribe";
import { API_KEY, FakeResend } from "@/tests/fake-resend/server";
import { saveNotificationSettings } from "@/lib/data/notifications";
import { params, request, resetDatabase, sessionCookie } from "@/tests/integration/helpers";
import { deliverQueuedEmails } from "@/tests/integration/jobs";
import { confirmAddress } from "@/tests/integration/members";

let cookie = "";
const fake = new FakeResend();
let provider: ReturnType<typeof createResendProvider>;

type Handler = (req: never, ctx: never) => Promise<Response>;
async function call(handler: Handler, path: string, options: { method?: string; body?: unknown; id?: string; admin?: boolean; headers?: Record<string, string>; rawBody?: string } = {}) {
  const req = request(path, { method: options.method ?? "POST", body: options.body, rawBody: options.rawBody, headers: options.headers, cookie: options.admin === false ? undefined : cookie });
  const response = await handler(req as never, params(options.id ? { id: options.id } : {}) as never);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A visitor's suggestion through the public call, as the form sends it. */
async function suggest(name: string, email: string | null, notify: boolean) {
  const res = await call(submitSuggestion, "/api/feature-suggestions", {
    admin: false,
    body: { name, description: `${name}, please`, priority: "Important", email: email ?? "", notify, fillMs: 5000 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

const outboxTo = (to: string) => db.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: "asc" } });

beforeAll(async () => {
  await resetDatabase();
  await fake.start();
  provider = createResendProvider({ apiKey: API_KEY, baseUrl: fake.url, from: "StepWise <noreply@stepwise.test>", sendTimeoutMs: 2000 });
  const admin = await createAdmin("admin", await hashPassword("closing-the-loop-Secret-1"));
  cookie = sessionCookie(await createSessionToken({ id: admin.id, username: admin.username }));
  // These tests count the mail to submitters: the owner's own notifications stay out of it.
  await saveNotificationSettings({ modes: { feedback: "off", suggestion: "off", contact: "off" } });
});

beforeEach(() => fake.reset());
afterAll(() => fake.stop());

describe("status changes and answers", () => {
  it("e-mail a suggestion's submitter only when the admin turns the switch on, and never the same news twice", async () => {
    // Updates go to confirmed addresses only (lib/members/mail-policy.int.test.ts has the others).
    await confirmAddress("fan@example.com");
    const optedIn = await suggest("Bulk export", "fan@example.com", true);
    const unconfirmed = await suggest("Bulk import", "quiet@example.com", false);
    const noAddress = await suggest("Dark mode", null, true);
    const patch = (id: string, body: Record<string, unknown>) => call(patchSuggestion, `/api/admin/feature-suggestions/${id}`, { method: "PATCH", id, body });
    // The submitter asked for updates, but the switch is off: saved, nothing sent.
    const quiet = await patch(optedIn, { status: "planned", adminNote: "Ask Jo about the CSV columns" });
    expect(quiet.status, JSON.stringify(quiet.body)).toBe(200);
    expect(quiet.body).toMatchObject({ emailQueued: false, suggestion: { status: "planned", adminNote: "Ask Jo about the CSV columns" } });
    expect(await outboxTo("fan@example.com")).toEqual([]);
    // Switched on: the status they have not heard of goes out, once.
    expect((await patch(optedIn, { status: "planned", notify: true })).body.emailQueued).toBe(true);
    expect((await patch(optedIn, { status: "planned", notify: true })).body.emailQueued).toBe(false);
    const fan = await outboxTo("fan@example.com");
    expect(fan.map((r) => [r.kind, r.suggestionId])).toEqual([["suggestion_update", optedIn]]);
    expect(fan[0]!.subject).toBe("Your StepWise feature suggestion is now planned");
    // An address that cannot be e-mailed is refused with the reason, on the switch.
    for (const [id, reason] of [[unconfirmed, /not confirmed/], [noAddress, /No e-mail address/]] as const) {
      const refused = await patch(id, { status: "planned", notify: true });
      expect(refused.status).toBe(422);
      expect(refused.body.error.fields.notify).toMatch(reason);
    }
    expect(await outboxTo("quiet@example.com")).toEqual([]);

    // An answer is news; the status already told is not repeated, and the private note never goes out.
    const answered = await patch(optedIn, { response: "Coming in March.", notify: true });
    expect(answered.body.suggestion).toMatchObject({ response: "Coming in March.", respondedAt: expect.any(String) });
    const after = await outboxTo("fan@example.com");
    expect(after).toHaveLength(2);
    expect(after[1]!.text).toContain("Coming in March.");
    expect(after[1]!.text).not.toContain("status is now");
    expect(after.map((r) => r.text + r.html).join("")).not.toContain("Ask Jo");
    expect((await patch(optedIn, { response: "Coming in March.", notify: true })).body.emailQueued).toBe(false);
    expect(await outboxTo("fan@example.com")).toHaveLength(2);
  });

  it("a feedback entry: a status and answer saved with the switch off send nothing; switched on, both go once", async () => {
    const submit = async (email: string, notify: boolean) => {
      const res = await call(submitFeedback, "/api/feedback", { admin: false, body: { clarity: "Clear", usage: "Weekly", email, notify, fillMs: 5000 } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as string;
    };
    await confirmAddress("feedback-yes@example.com");
    const yes = await submit("feedback-yes@example.com", true);
    const patch = (body: Record<string, unknown>) => call(patchFeedback, `/api/admin/feedback/${yes}`, { method: "PATCH", id: yes, body });
    const preview = (body: Record<string, unknown>) => call(previewFeedback, `/api/admin/feedback/${yes}/notice-preview`, { id: yes, body });
    const saved = await patch({ status: "resolved", response: "Fixed in 1.2.", adminNote: "Duplicate of the ticket from May" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ emailQueued: false, entry: { adminNote: "Duplicate of the ticket from May" } });
    expect(await outboxTo("feedback-yes@example.com")).toEqual([]);

    // The preview is the e-mail the switch sends, to the character.
    const shown = await preview({ status: "resolved", response: "Fixed in 1.2." });
    expect(shown.body).toMatchObject({ mail: "ok", askedForUpdates: true, email: { to: "feedback-yes@example.com", subject: "Your StepWise feedback is now resolved" } });
    expect((await patch({ status: "resolved", response: "Fixed in 1.2.", notify: true })).body.emailQueued).toBe(true);
    const rows = await outboxTo("feedback-yes@example.com");
    expect(rows.map((r) => [r.kind, r.feedbackId])).toEqual([["feedback_update", yes]]);
    expect(rows[0]!.text).toBe(shown.body.email.text);
    expect(rows[0]!.text).toContain("Resolved");
    expect(rows[0]!.text).toContain("Fixed in 1.2.");
    expect(rows[0]!.text + rows[0]!.html).not.toContain("ticket from May");

    // Saved again with the switch on: nothing new, nothing sent; the preview says so.
    expect((await patch({ status: "resolved", response: "Fixed in 1.2.", notify: true })).body.emailQueued).toBe(false);
    expect((await preview({ status: "resolved", response: "Fixed in 1.2." })).body).toMatchObject({ mail: "ok", email: null });
    expect(await outboxTo("feedback-yes@example.com")).toHaveLength(1);
    // The member's own export never carries the private note.
    const exported = await exportMemberData("feedback-yes@example.com");
    expect(JSON.stringify(exported)).not.toContain("ticket from May");
    expect(exported.feedback[0]).not.toHaveProperty("adminNote");
  });

  it("refuses a public roadmap card without a title, with the field named", async () => {
    const id = await suggest("Sharing", "share@example.com", false);
    const res = await call(patchSuggestion, `/api/admin/feature-suggestions/${id}`, { method: "PATCH", id, body: { isPublic: true } });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.publicTitle).toMatch(/public title/);
    const bad = await call(patchSuggestion, `/api/admin/feature-suggestions/${id}`, { method: "PATCH", id, body: { status: "done" } });
    expect(bad.status).toBe(422);
  });
});

describe("publishing a changelog entry", () => {
  it("marks its suggestions shipped and e-mails each opted-in submitter exactly once, however often it is published", async () => {
    await deliverQueuedEmails(provider); // what the earlier tests queued
    fake.reset();
    await confirmAddress("ship-fan@example.com");
    const a = await suggest("Offline guides", "ship-fan@example.com", true);
    const b = await suggest("Offline photos", "Ship-Fan@example.com", true); // the same person, twice
    const c = await suggest("Offline notes", "ship-quiet@example.com", false);
    // Marking one shipped by hand says nothing yet: the news goes out with the changelog.
    await call(patchSuggestion, `/api/admin/feature-suggestions/${a}`, { method: "PATCH", id: a, body: { status: "shipped" } });
    expect(await db.emailOutbox.count({ where: { suggestionId: { in: [a, b, c] } } })).toBe(0);

    const created = await call(createEntryCall, "/api/admin/changelog", { body: { title: "Offline mode", body: "## Works offline\nGuides, photos and notes.", date: "2026-11-20", suggestionIds: [a, b, c] } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;

    // Nothing is sent before the admin confirms how many people it e-mails: one (b and a are the same person).
    expect((await call(countCall, `/api/admin/changelog/${id}/publish`, { method: "GET", id })).body).toEqual({ recipients: 1 });
    for (const path of [`/api/admin/changelog/${id}/publish`, `/api/admin/changelog/${id}/publish?recipients=2`]) {
      const unconfirmed = await call(publishCall, path, { id });
      expect(unconfirmed.status).toBe(409);
      expect(unconfirmed.body.error.message).toBe("Publishing this entry e-mails 1 person: confirm that number to publish");
    }
    expect(await db.emailOutbox.count({ where: { kind: "changelog_shipped" } })).toBe(0);
    expect(await db.changelogEntry.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "draft", publishedAt: null });

    // Five confirmed publishes, three at once: one e-mail per person; then nobody is left to e-mail.
    const publish = () => call(publishCall, `/api/admin/changelog/${id}/publish?recipients=1`, { id });
    const results = await Promise.all([1, 2, 3].map(publish));
    results.push(await publish(), await publish());
    expect((await call(countCall, `/api/admin/changelog/${id}/publish`, { method: "GET", id })).body).toEqual({ recipients: 0 });
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.reduce((n, r) => n + r.body.emailsQueued, 0)).toBe(1);

    const sent = await db.emailOutbox.findMany({ where: { kind: "changelog_shipped" } });
    expect(sent.map((r) => r.to.toLowerCase())).toEqual(["ship-fan@example.com"]);
    expect(sent[0]!.text).toContain("Offline guides");
    expect(sent[0]!.text).toContain("Offline photos");
    expect(await db.emailOutbox.count({ where: { to: "ship-quiet@example.com" } })).toBe(0);
    const statuses = await db.featureSuggestion.findMany({ where: { id: { in: [a, b, c] } }, select: { status: true } });
    expect(statuses.map((s) => s.status)).toEqual(["shipped", "shipped", "shipped"]);
    expect(await db.changelogEntry.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "published", publishedAt: expect.any(Date) });

    // Delivered once, with the one-click headers.
    expect(await deliverQueuedEmails(provider)).toMatchObject({ sent: 1 });
    expect(fake.deliveries).toHaveLength(1);
    expect(fake.deliveries[0]!.body!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  it("answers 404 for an entry that does not exist", async () => {
    expect((await call(publishCall, "/api/admin/changelog/nope/publish", { id: "nope" })).status).toBe(404);
  });
});

describe("unsubscribing", () => {
  it("every visitor e-mail carries the link and the RFC 8058 headers; the owner's notification does not", async () => {
    await enqueueEmail({ kind: "contact_confirmation", to: "visitor@example.com", subject: "s", html: "<html><body><p>Hi</p></body></html>", text: "Hi" });
    await enqueueEmail({ kind: "some_future_kind", to: "visitor2@example.com", subject: "s", html: "<html><body><p>Hi</p></body></html>", text: "Hi" });
    await enqueueEmail({ kind: "contact_notification", to: "owner@example.com", subject: "s", html: "<html><body><p>Hi</p></body></html>", text: "Hi" });
    await deliverQueuedEmails(provider);
    const byTo = new Map(fake.deliveries.map((r) => [r.body!.to, r.body!]));
    for (const to of ["visitor@example.com", "visitor2@example.com"]) {
      const body = byTo.get(to)!;
      const headers = body.headers as Record<string, string>;
      expect(headers["List-Unsubscribe"]).toBe(`<http://localhost:3000/api/unsubscribe?token=${unsubscribeToken(to)}>`);
      expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(body.text).toContain(`/unsubscribe?token=${unsubscribeToken(to)}`);
      expect(body.html).toMatch(/<a href="http:\/\/localhost:3000\/unsubscribe\?token=[^"]+"[^>]*>Unsubscribe<\/a>/);
    }
    const owner = byTo.get("owner@example.com")!;
    expect(owner.headers ?? {}).toEqual({});
    expect(owner.text).not.toContain("unsubscribe");
  });

  it("a one-click POST suppresses the address: nothing more is queued, and what was queued is not sent", async () => {
    await confirmAddress("Leaving@Example.com");
    const id = await suggest("Voice control", "Leaving@Example.com", true);
    // Queued before the unsubscribe…
    await call(patchSuggestion, `/api/admin/feature-suggestions/${id}`, { method: "PATCH", id, body: { status: "planned", notify: true } });
    // …then the mail provider's one-click POST: a form body, no Origin, no cookie.
    const res = await call(unsubscribeCall, `/api/unsubscribe?token=${unsubscribeToken("leaving@example.com")}`, {
      admin: false,
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.provider.example" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await db.emailSuppression.findMany()).toEqual([expect.objectContaining({ email: "leaving@example.com" })]);

    // The dialog now says why the switch cannot send (not "a new status is sent to them"), and a
    // save with it on is refused.
    const dialog = await call(previewSuggestion, `/api/admin/feature-suggestions/${id}/notice-preview`, { id, body: { status: "in_progress" } });
    expect(dialog.body).toMatchObject({ mail: "unsubscribed", email: null });
    const refused = await call(patchSuggestion, `/api/admin/feature-suggestions/${id}`, { method: "PATCH", id, body: { status: "in_progress", response: "Started.", notify: true } });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields.notify).toMatch(/unsubscribed/);
    const rows = await db.emailOutbox.findMany({ where: { suggestionId: id } });
    expect(rows).toHaveLength(1); // the second change queued nothing
    const result = await deliverQueuedEmails(provider);
    expect(result).toMatchObject({ suppressed: 1, sent: 0 });
    expect(fake.deliveries).toHaveLength(0);
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: rows[0]!.id } })).toMatchObject({ status: "suppressed" });
  });

  it("refuses bad tokens with one answer that says nothing about the address", async () => {
    const known = unsubscribeToken("fan@example.com"); // an address that is in the database
    const unknown = unsubscribeToken("nobody@example.com");
    const [payload, sig] = known.split(".");
    const forged = [
      `${payload}.${unknown.split(".")[1]}`, // another address's signature
      `${Buffer.from("fan@example.com").toString("base64url")}.${"A".repeat(43)}`,
      known.slice(0, -5), // truncated
      `${Buffer.from("FAN@example.com").toString("base64url")}.${sig}`, // re-cased address, old signature
      "not-a-token",
      "",
      "x".repeat(5000),
    ];
    const answers = [];
    for (const token of forged) {
      const res = await call(unsubscribeCall, `/api/unsubscribe?token=${encodeURIComponent(token)}`, { admin: false, body: {} });
      answers.push(JSON.stringify([res.status, res.body]));
    }
    const missing = await call(unsubscribeCall, "/api/unsubscribe", { admin: false, body: {} });
    answers.push(JSON.stringify([missing.status, missing.body]));
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0]!)).toEqual([400, { error: { code: "bad_request", message: expect.stringMatching(/not valid/), fields: { token: expect.any(String) } } }]);
    expect(await db.emailSuppression.count({ where: { email: { in: ["fan@example.com", "nobody@example.com"] } } })).toBe(0);
    // A valid token for an address the site never saw answers exactly as one it knows.
    const a = await call(unsubscribeCall, `/api/unsubscribe?token=${known}`, { admin: false, body: {} });
    const b = await call(unsubscribeCall, `/api/unsubscribe?token=${unknown}`, { admin: false, body: {} });
    expect([a.status, a.body]).toEqual([b.status, b.body]);
  });
});
