import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH, DELETE } from "@/app/api/admin/webhooks/[id]/route";
import { POST as sendTest } from "@/app/api/admin/webhooks/[id]/test/route";
import { GET, POST } from "@/app/api/admin/webhooks/route";
import { POST as feedback } from "@/app/api/feedback/route";
import { hashPassword } from "@/lib/auth/password";
import { createAdmin } from "@/lib/data/admin";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { params, request, resetDatabase, signIn } from "@/tests/integration/helpers";
import { clearJobs, hurryRetries, startJobs } from "@/tests/integration/jobs";
import { expectError, post } from "@/tests/integration/public-forms";
import { WebhookReceiver } from "@/tests/webhook-receiver";

// POST/GET /api/admin/webhooks, PATCH/DELETE /api/admin/webhooks/{id} and its test, and the
// deliveries the job queue makes: signed JSON, Slack's text, retries, the SSRF guard at send time.
let cookie = "";
const receiver = new WebhookReceiver((path) => (path.startsWith("/fail") ? 503 : path.startsWith("/redirect") ? 302 : 200));

const create = (body: unknown, auth = cookie) => POST(request("/api/admin/webhooks", { method: "POST", body, cookie: auth || undefined }));
type Listed = { id: string; url: string; events: string[]; deliveries: { status: string; attempts: number; lastStatusCode: number | null; lastError: string | null; kind: string }[] };
const list = async () => ((await (await GET(request("/api/admin/webhooks", { cookie }))).json()) as { items: Listed[] }).items;
async function added(url: string, events: string[], format = "json") {
  const response = await create({ url, events, format });
  expect(response.status).toBe(201);
  return (await response.json()) as { webhook: { id: string }; secret: string };
}

/** Runs a server's job queue until `done` holds (retries made due at once), then stops it. */
async function runJobsUntil(done: () => Promise<boolean>) {
  const { stop } = await startJobs();
  try {
    for (let i = 0; i < 300 && !(await done()); i++) {
      await hurryRetries();
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await stop();
  }
}
/** Every dispatch and delivery job has ended. */
const settled = async () => {
  const [{ n }] = await db.$queryRawUnsafe<[{ n: number }]>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name IN ('notification-dispatch', 'webhook-delivery') AND state < 'completed'`);
  return n === 0;
};

beforeAll(async () => {
  await resetDatabase();
  await clearJobs();
  const admin = await createAdmin("admin", await hashPassword("hooks-Secret-1"));
  cookie = (await signIn(admin)).cookie;
  await receiver.start(Number(process.env.WEBHOOK_TEST_PORT ?? 0));
});
afterAll(async () => {
  env.WEBHOOKS_ALLOW_PRIVATE = false;
  await receiver.stop();
});

describe("adding a webhook", () => {
  it("refuses anyone but the admin", async () => {
    await expectError(await create({ url: "https://example.com/hook", events: ["feedback"], format: "json" }, ""), 401, "unauthorized");
    await expectError(await GET(request("/api/admin/webhooks")), 401, "unauthorized");
  });

  it.each([
    "http://127.0.0.1/hook",
    "http://localhost:3000/api/admin/reset-feedback",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[fd00:ec2::254]/",
    "http://10.0.0.7/",
    "http://192.168.1.1/",
    "http://2130706433/",
    "ftp://example.com/hook",
    "file:///etc/passwd",
    "javascript:alert(1)",
  ])("refuses %s with 400 naming the url", async (url) => {
    const error = await expectError(await create({ url, events: ["feedback"], format: "json" }), 400, "bad_request");
    expect(Object.keys(error.fields ?? {})).toEqual(["url"]);
  });

  it("refuses unknown fields and unknown events", async () => {
    expect((await expectError(await create({ url: "https://example.com/", events: ["feedback"], format: "json", secret: "whsec_mine" }), 400, "bad_request")).fields).toEqual({ secret: "Unknown field" });
    expect((await expectError(await create({ url: "https://example.com/", events: ["pageview"], format: "json" }), 422, "validation_failed")).fields).toHaveProperty(["events.0"]);
    expect((await expectError(await create({ url: "https://example.com/", events: ["feedback"], format: "xml" }), 422, "validation_failed")).fields).toHaveProperty("format");
  });

  it("answers the secret once; the list never shows it", async () => {
    env.WEBHOOKS_ALLOW_PRIVATE = true;
    const { webhook, secret } = await added(`${receiver.url}/once`, ["feedback", "feedback"]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const text = await (await GET(request("/api/admin/webhooks", { cookie }))).text();
    expect(text).not.toContain(secret.slice(6, 20));
    expect(JSON.parse(text).items).toEqual([expect.objectContaining({ id: webhook.id, events: ["feedback"], format: "json", deliveries: [] })]);
    const patched = await PATCH(request(`/api/admin/webhooks/${webhook.id}`, { method: "PATCH", body: { events: ["contact", "email_failing"] }, cookie }), params({ id: webhook.id }));
    expect((await patched.json()).webhook.events).toEqual(["contact", "email_failing"]);
    expect((await DELETE(request(`/api/admin/webhooks/${webhook.id}`, { method: "DELETE", cookie }), params({ id: webhook.id }))).status).toBe(200);
    await expectError(await DELETE(request(`/api/admin/webhooks/${webhook.id}`, { method: "DELETE", cookie }), params({ id: webhook.id })), 404, "not_found");
  });
});

describe("deliveries", () => {
  it("a feedback submission reaches a signed JSON endpoint and a Slack one; a failing endpoint is retried, then shown failed", async () => {
    env.WEBHOOKS_ALLOW_PRIVATE = true;
    const json = await added(`${receiver.url}/json`, ["feedback"]);
    await added(`${receiver.url}/slack`, ["feedback", "contact"], "slack");
    const failing = await added(`${receiver.url}/fail`, ["feedback"], "discord");
    const redirecting = await added(`${receiver.url}/redirect`, ["feedback"]);
    expect((await feedback(post("/api/feedback", { clarity: "Very clear", usage: "Weekly", email: "" }))).status).toBe(201);
    await runJobsUntil(settled);

    const [signed] = receiver.on("/json");
    expect(signed).toBeDefined();
    const payload = new Webhook(json.secret).verify(signed!.body, signed!.headers as Record<string, string>) as { type: string; data: { summary: string } };
    expect(payload).toMatchObject({ type: "feedback", data: { summary: "New feedback: Very clear" } });
    expect(receiver.on("/slack").map((r) => JSON.parse(r.body))).toEqual([{ text: expect.stringContaining("New feedback: Very clear") }]);
    expect(receiver.on("/fail")).toHaveLength(env.WEBHOOK_MAX_ATTEMPTS);
    // A redirect is not followed: one try per attempt at the endpoint, none elsewhere.
    expect(receiver.on("/redirect").length).toBe(env.WEBHOOK_MAX_ATTEMPTS);

    const items = await list();
    const logOf = (id: string) => items.find((i) => i.id === id)!.deliveries;
    expect(logOf(json.webhook.id)).toEqual([expect.objectContaining({ kind: "feedback", status: "delivered", attempts: 1, lastStatusCode: 200 })]);
    expect(logOf(failing.webhook.id)).toEqual([expect.objectContaining({ status: "failed", attempts: env.WEBHOOK_MAX_ATTEMPTS, lastStatusCode: 503, lastError: "HTTP 503" })]);
    expect(logOf(redirecting.webhook.id)[0]).toMatchObject({ status: "failed", lastStatusCode: 302, lastError: "HTTP 302: redirects are not followed" });
  });

  it("'Send test' sends a test event; an address refused at send time is not retried", async () => {
    env.WEBHOOKS_ALLOW_PRIVATE = true;
    const { webhook, secret } = await added(`${receiver.url}/test`, ["contact"]);
    expect((await sendTest(request(`/api/admin/webhooks/${webhook.id}/test`, { method: "POST", cookie }), params({ id: webhook.id }))).status).toBe(202);
    await runJobsUntil(settled);
    const [test] = receiver.on("/test");
    expect(new Webhook(secret).verify(test!.body, test!.headers as Record<string, string>)).toMatchObject({ type: "test" });

    // The admin's address was allowed when saved; now it is not (as if DNS changed).
    env.WEBHOOKS_ALLOW_PRIVATE = false;
    await sendTest(request(`/api/admin/webhooks/${webhook.id}/test`, { method: "POST", cookie }), params({ id: webhook.id }));
    await runJobsUntil(settled);
    expect(receiver.on("/test")).toHaveLength(1);
    expect((await list()).find((i) => i.id === webhook.id)!.deliveries[0]).toMatchObject({ status: "failed", attempts: 1, lastStatusCode: null, lastError: expect.stringContaining("loopback") });
    await expectError(await sendTest(request("/api/admin/webhooks/nope/test", { method: "POST", cookie }), params({ id: "nope" })), 404, "not_found");
  });
});
