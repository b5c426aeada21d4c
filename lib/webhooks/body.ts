import { Webhook } from "standardwebhooks";
import type { EventKind, WebhookFormat } from "@/lib/validation/notifications";

// What a webhook endpoint receives, per format. Slack and Discord get their incoming-webhook
// bodies; "json" gets the Standard Webhooks payload shape (type, timestamp, data), signed.

export type WebhookEvent = { id: string; kind: EventKind | "test"; subjectId: string | null; summary: string; createdAt: Date; link: string };

/** Discord refuses a message longer than this. */
const DISCORD_MAX = 2000;

/** Slack reads &, < and > as markup (links, mentions): escaped, a visitor's text stays text. */
const slackText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function webhookBody(format: WebhookFormat, event: WebhookEvent): string {
  if (format === "slack") return JSON.stringify({ text: `${slackText(event.summary)}\n<${event.link}|Open in the admin>` });
  if (format === "discord") {
    // No @everyone or role pings from a visitor's text.
    const content = `${event.summary}\n${event.link}`;
    const chars = Array.from(content);
    return JSON.stringify({ content: chars.length > DISCORD_MAX ? `${chars.slice(0, DISCORD_MAX - 1).join("")}…` : content, allowed_mentions: { parse: [] } });
  }
  return JSON.stringify({
    type: event.kind,
    timestamp: event.createdAt.toISOString(),
    data: { id: event.id, subjectId: event.subjectId, summary: event.summary, link: event.link },
  });
}

/** The Standard Webhooks headers of one try: the message id stays the same across retries, the timestamp is the try's. */
export function signatureHeaders(secret: string, messageId: string, body: string, now: Date): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": new Webhook(secret).sign(messageId, new Date(timestamp * 1000), body),
  };
}
