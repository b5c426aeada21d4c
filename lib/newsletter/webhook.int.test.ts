import { beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.RESEND_WEBHOOK_SECRET = "whsec_dGVzdC13ZWJob29rLXNlY3JldC10ZXN0LXdlYmhvb2s=";
});

import { POST as webhook } from "@/app/api/webhooks/resend/route";
import { db } from "@/lib/db";
import { createIssue, prepareDeliveries } from "@/lib/data/newsletter-issues";
import { signedEvent } from "@/tests/fake-resend/webhooks";
import { request, resetDatabase } from "@/tests/integration/helpers";

const call = ({ body, headers }: { body: string; headers: Record<string, string> }) => webhook(request("/api/webhooks/resend", { method: "POST", rawBody: body, headers }));
const READERS = ["ann@example.com", "bob@example.com", "cy@example.com", "dee@example.com"];

/** An issue already sent to the readers: each delivery has the provider id "re-<address>". */
async function sentIssue() {
  const issue = await createIssue({ subject: "S", markdown: "M", topics: ["blog"] });
  await prepareDeliveries(issue.id);
  for (const email of READERS) await db.newsletterDelivery.updateMany({ where: { issueId: issue.id, email }, data: { status: "sent", providerId: `re-${email}` } });
  return issue.id;
}
const statusOf = async (issueId: string, email: string) => (await db.newsletterDelivery.findFirstOrThrow({ where: { issueId, email } })).status;
const event = (type: string, email: string, extra: Record<string, unknown> = {}, options = {}) => signedEvent(type, { email_id: `re-${email}`, to: [email], ...extra }, options);

describe("POST /api/webhooks/resend", () => {
  beforeEach(async () => {
    await resetDatabase();
    await db.newsletterTopic.create({ data: { slug: "blog", name: "Blog", description: "" } });
    for (const email of READERS) await db.member.create({ data: { email, emailKey: email, newsletterSubscriptions: { create: { topicSlug: "blog" } } } });
  });

  it("a signed hard bounce suppresses the address and the next issue skips it; delivered, delayed and complained update each delivery", async () => {
    const issueId = await sentIssue();
    expect((await call(event("email.bounced", "ann@example.com", { bounce: { type: "Permanent", message: "No such mailbox" } }))).status).toBe(200);
    expect((await call(event("email.bounced", "bob@example.com", { bounce: { type: "Transient", message: "Mailbox full" } }))).status).toBe(200);
    expect((await call(event("email.complained", "cy@example.com"))).status).toBe(200);
    expect((await call(event("email.delivery_delayed", "dee@example.com"))).status).toBe(200);
    expect((await call(event("email.delivered", "dee@example.com"))).status).toBe(200);
    expect((await call(event("email.delivered", "ann@example.com"))).status).toBe(200);

    expect(await Promise.all(READERS.map((e) => statusOf(issueId, e)))).toEqual(["bounced", "bounced", "complained", "delivered"]);
    expect(await db.emailSuppression.findMany({ select: { email: true, source: true }, orderBy: { email: "asc" } })).toEqual([
      { email: "ann@example.com", source: "bounce" },
      { email: "cy@example.com", source: "complaint" },
    ]);
    const next = await createIssue({ subject: "Next", markdown: "M", topics: ["blog"] });
    await prepareDeliveries(next.id);
    expect((await db.newsletterDelivery.findMany({ where: { issueId: next.id }, select: { email: true }, orderBy: { email: "asc" } })).map((d) => d.email)).toEqual(["bob@example.com", "dee@example.com"]);
  });

  it("refuses a replayed, unsigned, wrongly signed or stale event with 401 and changes nothing", async () => {
    const issueId = await sentIssue();
    const bounce = event("email.bounced", "ann@example.com", { bounce: { type: "Permanent" } });
    expect((await call(bounce)).status).toBe(200);
    await db.emailSuppression.deleteMany();
    await db.newsletterDelivery.updateMany({ data: { status: "sent" } });

    const forged = event("email.complained", "bob@example.com", {}, { secret: "whsec_b3RoZXItc2VjcmV0LW90aGVyLXNlY3JldC1vdGhlcg==" });
    const unsigned = { body: forged.body, headers: { "content-type": "application/json" } };
    const stale = event("email.complained", "bob@example.com", {}, { at: new Date(Date.now() - 10 * 60_000) });
    const tampered = { body: forged.body, headers: event("email.delivered", "bob@example.com").headers };
    for (const attempt of [bounce, forged, unsigned, stale, tampered]) {
      const response = await call(attempt);
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toBe("unauthorized");
    }
    expect(await db.emailSuppression.count()).toBe(0);
    expect(await Promise.all(READERS.map((e) => statusOf(issueId, e)))).toEqual(["sent", "sent", "sent", "sent"]);
    expect(await db.providerWebhookMessage.count()).toBe(1);
  });
});
