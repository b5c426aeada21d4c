import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/feedback/route";
import { GET as count } from "@/app/api/feedback/count/route";
import { MIN_FORM_FILL_MS } from "@/lib/config";
import { db } from "@/lib/db";
import { updateProgramSettings } from "@/lib/data/program";
import { suppressAddress } from "@/lib/data/suppressions";
import { confirmTesterLink } from "@/lib/testers/service";
import { request, resetDatabase } from "@/tests/integration/helpers";
import { confirmTester } from "@/tests/integration/testers";
import { expectError, post } from "@/tests/integration/public-forms";
import { describeWait } from "@/lib/format/wait";
import { formatSiteDate } from "@/lib/format/site-date";

const valid = {
  clarity: "Very clear",
  confusion: "The tool list",
  improvements: "Dark mode",
  usage: "Weekly, for bike repairs",
  additional: "",
  email: "",
};
const future = new Date(Date.now() + 30 * 86_400_000);

beforeAll(resetDatabase);
beforeEach(async () => {
  await db.feedback.deleteMany({});
  await db.emailOutbox.deleteMany({});
  await updateProgramSettings({ cap: null, deadline: future, liveCount: false });
});

describe("POST /api/feedback", () => {
  it("stores the spec's payload and answers 201 without a slot when there is no e-mail", async () => {
    const response = await POST(post("/api/feedback", valid));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      id: expect.any(String),
      tester: "none",
      notice: "",
      message: "Thank you for your feedback! Your insights help us improve StepWise.",
    });
    const row = await db.feedback.findUniqueOrThrow({ where: { id: body.id }, include: { tester: true } });
    expect(row).toMatchObject({ clarity: "Very clear", usage: "Weekly, for bike repairs", email: null, tester: null });
  });

  it("sends a link to take a tester slot for an e-mail, holding nothing until it is confirmed, once per person", async () => {
    const first = await (await POST(post("/api/feedback", { ...valid, email: "same.person@gmail.com" }))).json();
    expect(first.tester).toBe("pending");
    expect(first.message).toBe(
      "Thank you for your feedback! Your insights help us improve StepWise. Confirm your address from the e-mail we are sending you to take a tester spot: spots go to the first people who confirm.",
    );
    const pending = await db.tester.findUniqueOrThrow({ where: { feedbackId: first.id } });
    expect(pending).toMatchObject({ slot: null, status: "reserved", emailKey: "sameperson@gmail.com", holdsSlot: false });
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { feedbackId: first.id } });
    expect(mail).toMatchObject({ kind: "tester_confirmation", to: "same.person@gmail.com", subject: "Confirm your StepWise tester spot" });
    const link = /https?:\/\/\S+\/tester\/confirm\?token=[A-Za-z0-9_-]{86}/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    // The link is in the HTML too (button and address), and nothing of the template's placeholder is left.
    expect(mail.html.split(`href="${link}"`)).toHaveLength(3);
    expect(`${mail.html}${mail.text}`).not.toContain("invalid");
    expect(await confirmTesterLink(/token=([A-Za-z0-9_-]{86})/.exec(link!)![1])).toEqual({ kind: "confirmed", slot: 1 });

    const again = await (await POST(post("/api/feedback", { ...valid, email: "Same.Person+x@GMAIL.com" }))).json();
    expect(again.tester).toBe("duplicate");
    // The spec's success line stays, and nobody is sent to an inbox (the spot may be confirmed).
    expect(again.message).toBe("Thank you for your feedback! Your insights help us improve StepWise. One tester spot per person: this address already has one, so no second spot was reserved.");
    expect(again.notice).not.toMatch(/inbox/i);
    expect(await db.feedback.count()).toBe(2);
    expect(await db.tester.count()).toBe(1);
    expect(await db.emailOutbox.count({ where: { kind: "tester_confirmation" } })).toBe(1);
  });

  it("records the funnel's submitted and reserved steps itself, for a browser and not for a bot", async () => {
    await db.analyticsEvent.deleteMany({});
    const as = (ua: string, email: string) => POST(request("/api/feedback", { method: "POST", body: { ...valid, email, fillMs: MIN_FORM_FILL_MS }, ip: "198.51.100.61", headers: { "user-agent": ua } }));
    expect((await as("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36", "funnel@example.com")).status).toBe(201);
    expect((await as("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "bot@example.com")).status).toBe(201);
    const events = await db.analyticsEvent.findMany({ select: { name: true, visitorId: true }, orderBy: { id: "asc" } });
    expect(events.map((e) => e.name)).toEqual(["feedback_submit", "tester_reserved"]);
    expect(events.every((e) => e.visitorId !== null)).toBe(true);
  });

  it("gives a disposable address no slot, says why, and still stores the feedback", async () => {
    const response = await POST(post("/api/feedback", { ...valid, email: "someone@mailinator.com" }));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.tester).toBe("disposable");
    expect(body.notice).toBe("This address can't hold a tester spot: disposable e-mail addresses are not accepted. Use your own address to take part.");
    expect(await db.feedback.count()).toBe(1);
    expect(await db.tester.count()).toBe(0);
    expect(await db.emailOutbox.count()).toBe(0);
  });

  it("accepts only the required fields, trims them and ignores unknown extras", async () => {
    const response = await POST(post("/api/feedback", { clarity: "  ok  ", usage: "daily", isAdmin: true, status: "resolved" }));
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const row = await db.feedback.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ clarity: "ok", usage: "daily", status: "new", confusion: "" });
  });

  it.each([
    ["clarity", { clarity: "   " }, "Please fill out all required fields marked with *"],
    ["usage", { usage: "" }, "Please fill out all required fields marked with *"],
    ["email", { email: "not-an-email" }, "Please enter a valid email address."],
    ["clarity", { clarity: "x".repeat(5001) }, "Must be at most 5000 characters"],
    ["confusion", { confusion: "x".repeat(5001) }, "Must be at most 5000 characters"],
    ["improvements", { improvements: 42 }, expect.any(String)],
    ["additional", { additional: "x".repeat(5001) }, "Must be at most 5000 characters"],
    ["website", { website: "http://spam.example" }, "This field must be left empty"],
  ])("answers 422 naming %s for %j", async (field, change, message) => {
    const error = await expectError(await POST(post("/api/feedback", { ...valid, ...change })), 422, "validation_failed");
    expect(error.fields?.[field]).toEqual(message);
    expect(await db.feedback.count()).toBe(0);
  });

  it("answers 400 (not 500) for a NUL character, which PostgreSQL cannot store", async () => {
    await expectError(await POST(post("/api/feedback", { ...valid, clarity: "a\u0000b" })), 400, "bad_request");
    expect(await db.feedback.count()).toBe(0);
  });

  it("answers 422 for a missing required field", async () => {
    const error = await expectError(await POST(post("/api/feedback", { clarity: "x" })), 422, "validation_failed");
    expect(Object.keys(error.fields ?? {})).toEqual(["usage"]);
  });

  it("refuses a form submitted faster than the minimum fill time, accepts a slower one", async () => {
    const fast = await expectError(await POST(post("/api/feedback", { ...valid, fillMs: 300 })), 422, "validation_failed");
    expect(fast.fields).toEqual({ fillMs: "Submitted too quickly" });
    // The reason says how long to wait, as the Retry-After header does (1.2 s left, rounded up).
    expect(fast.message).toBe("The form was submitted too quickly. Try again in 2 seconds.");
    const slow = await POST(post("/api/feedback", { ...valid, fillMs: MIN_FORM_FILL_MS, website: "" }));
    expect(slow.status).toBe(201);
  });

  it("answers 413 for a body over the size limit, 415 for non-JSON, 400 for broken JSON, 403 cross-origin", async () => {
    await expectError(await POST(post("/api/feedback", { ...valid, additional: "x".repeat(70_000) })), 413, "payload_too_large");
    await expectError(
      await POST(request("/api/feedback", { method: "POST", rawBody: "clarity=x", headers: { "content-type": "text/plain" } })),
      415,
      "unsupported_media_type",
    );
    await expectError(await POST(request("/api/feedback", { method: "POST", rawBody: "{nope" })), 400, "bad_request");
    await expectError(
      await POST(request("/api/feedback", { method: "POST", body: valid, headers: { origin: "https://evil.example" } })),
      403,
      "forbidden",
    );
    expect(await db.feedback.count()).toBe(0);
  });

  it("tells an unsubscribed address why it gets no link, and a client that asked for too many links", async () => {
    await suppressAddress("unsubscribed@example.com");
    const gone = await (await POST(post("/api/feedback", { ...valid, email: "unsubscribed@example.com" }))).json();
    expect(gone).toMatchObject({ tester: "suppressed", notice: expect.stringContaining("asked us to send it no more e-mail") });
    const outcomes: string[] = [];
    for (let i = 0; i < 11; i++) {
      // A minute passes between the 10th and 11th: the form's own per-minute limit is not the one tested.
      if (i === 10) await db.$executeRaw`DELETE FROM rate_limits WHERE key LIKE 'form:feedback%'`;
      outcomes.push((await (await POST(post("/api/feedback", { ...valid, email: `sender${i}@example.com` }, "192.0.2.99"))).json()).tester);
    }
    expect(outcomes).toEqual([...Array(10).fill("pending"), "limited"]);
    expect(await db.tester.count()).toBe(10);
    expect(await db.emailOutbox.count()).toBe(10);
  });

  it("gives no slot once the deadline has passed, but still stores the entry", async () => {
    await updateProgramSettings({ deadline: new Date(Date.now() - 1000) });
    const body = await (await POST(post("/api/feedback", { ...valid, email: "late@example.com" }))).json();
    expect(body.tester).toBe("closed");
    expect(await db.feedback.count()).toBe(1);
    expect(await db.tester.count()).toBe(0);
  });

  it("rate limits one address (429 with Retry-After)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await POST(post("/api/feedback", valid, "192.0.2.77"))).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    const limited = await POST(post("/api/feedback", valid, "192.0.2.77"));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const { error } = await limited.json();
    // The words and the header say the same wait.
    expect(error.message).toBe(`Too many requests. ${describeWait(retryAfter)}`);
  });
});

describe("100 concurrent feedback submissions with a cap of 10", () => {
  it("stores exactly 100 rows, holds no slot, and the first 10 confirmations take 1 to 10", async () => {
    await updateProgramSettings({ cap: 10, deadline: future });
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => POST(post("/api/feedback", { ...valid, email: `racer${i}@example.com` }))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(100).fill(201));
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(bodies.filter((b) => b.tester === "pending")).toHaveLength(100);
    expect(await db.feedback.count()).toBe(100);
    expect(await db.tester.count({ where: { holdsSlot: true } })).toBe(0);

    const mails = await db.emailOutbox.findMany({ where: { kind: "tester_confirmation" }, select: { text: true } });
    const outcomes = await Promise.all(mails.slice(0, 30).map((m) => confirmTesterLink(/token=([A-Za-z0-9_-]{86})/.exec(m.text)![1])));
    expect(outcomes.filter((o) => o.kind === "full")).toHaveLength(20);
    const rows = await db.tester.findMany({ where: { holdsSlot: true }, select: { slot: true, status: true } });
    expect(rows.every((r) => r.status === "confirmed")).toBe(true);
    expect(rows.map((r) => r.slot!).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe("GET /api/feedback/count", () => {
  it("returns the confirmed slots with the programme's state, never cached", async () => {
    await updateProgramSettings({ cap: 2, deadline: future, liveCount: true });
    await POST(post("/api/feedback", { ...valid, email: "a@example.com" }));
    expect(await (await count(request("/api/feedback/count"))).json()).toMatchObject({ count: 0 });
    await confirmTester("a@example.com");
    let response = await count(request("/api/feedback/count"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ count: 1, cap: 2, open: true, live: true, deadline: future.toISOString(), deadlineText: formatSiteDate(future, "day") });

    await POST(post("/api/feedback", { ...valid, email: "b@example.com" }));
    await confirmTester("b@example.com");
    response = await count(request("/api/feedback/count"));
    expect(await response.json()).toMatchObject({ count: 2, cap: 2, open: false });
  });

  it("reports the programme closed after the deadline", async () => {
    await updateProgramSettings({ cap: 50, deadline: new Date("2025-09-30T23:59:59.999Z"), liveCount: false });
    const body = await (await count(request("/api/feedback/count"))).json();
    expect(body).toEqual({ count: 0, cap: 50, open: false, live: false, deadline: "2025-09-30T23:59:59.999Z", deadlineText: "30 September 2025" });
  });
});
