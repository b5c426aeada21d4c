import { createHmac } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { signatureHeaders, webhookBody, type WebhookEvent } from "@/lib/webhooks/body";

const event: WebhookEvent = { id: "evt_1", kind: "feedback", subjectId: "fb_1", summary: "New feedback <!channel> & @everyone", createdAt: new Date("2026-11-27T10:00:00Z"), link: "https://example.com/admin" };
const secret = `whsec_${Buffer.from("0123456789abcdef0123456789abcdef").toString("base64")}`;

describe("webhook bodies", () => {
  it("signs per the Standard Webhooks spec: v1, base64 HMAC-SHA256 of id.timestamp.body with the decoded secret", () => {
    const body = webhookBody("json", event);
    const now = new Date("2026-11-27T10:00:05Z");
    const headers = signatureHeaders(secret, "msg_1", body, now);
    const expected = createHmac("sha256", Buffer.from(secret.slice(6), "base64")).update(`msg_1.${headers["webhook-timestamp"]}.${body}`).digest("base64");
    expect(headers).toEqual({ "webhook-id": "msg_1", "webhook-timestamp": String(now.getTime() / 1000), "webhook-signature": `v1,${expected}` });
    expect(JSON.parse(body)).toEqual({ type: "feedback", timestamp: "2026-11-27T10:00:00.000Z", data: { id: "evt_1", subjectId: "fb_1", summary: event.summary, link: event.link } });
  });

  it("verifies with the reference library, and not with another secret", () => {
    const body = webhookBody("json", event);
    const headers = signatureHeaders(secret, "msg_2", body, new Date());
    expect(new Webhook(secret).verify(body, headers)).toMatchObject({ type: "feedback" });
    expect(() => new Webhook(`whsec_${Buffer.from("another secret, just as long!!!!").toString("base64")}`).verify(body, headers)).toThrow();
  });

  it("gives Slack escaped text and Discord content without mentions", () => {
    expect(JSON.parse(webhookBody("slack", event))).toEqual({ text: "New feedback &lt;!channel&gt; &amp; @everyone\n<https://example.com/admin|Open in the admin>" });
    expect(JSON.parse(webhookBody("discord", event))).toEqual({ content: `${event.summary}\n${event.link}`, allowed_mentions: { parse: [] } });
    expect(JSON.parse(webhookBody("discord", { ...event, summary: "x".repeat(3000) })).content).toHaveLength(2000);
  });
});
