// The owner's notifications: kinds of event, how each is heard of, and webhooks. Shared by the
// Notifications tab and its calls (/api/admin/notifications, /api/admin/webhooks).
import { z } from "zod";

export const EVENT_KINDS = ["feedback", "suggestion", "contact", "tester_confirmed", "waitlist_joined", "idea_votes", "email_failing"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_LABELS: Record<EventKind, string> = {
  feedback: "New feedback",
  suggestion: "New feature suggestion",
  contact: "New contact message",
  tester_confirmed: "Tester confirmed",
  waitlist_joined: "Waitlist joined",
  idea_votes: "Idea passing its vote threshold",
  email_failing: "E-mail failing",
};

export const NOTIFY_MODES = ["instant", "digest", "off"] as const;
export type NotifyMode = (typeof NOTIFY_MODES)[number];
export const NOTIFY_MODE_LABELS: Record<NotifyMode, string> = { instant: "Instant e-mail", digest: "Daily digest", off: "Nothing" };

/** What a new install does: what needs an answer at once, the rest once a day. */
export const DEFAULT_MODES: Record<EventKind, NotifyMode> = {
  feedback: "instant",
  suggestion: "instant",
  contact: "instant",
  tester_confirmed: "digest",
  waitlist_joined: "digest",
  idea_votes: "digest",
  email_failing: "instant",
};
export const DEFAULT_DIGEST_HOUR = 8;

export const notificationSettingsSchema = z.strictObject({
  modes: z.strictObject(Object.fromEntries(EVENT_KINDS.map((kind) => [kind, z.enum(NOTIFY_MODES, "Choose instant, digest or nothing")])) as Record<EventKind, z.ZodEnum<{ [K in NotifyMode]: K }>>)
    .partial()
    .default({}),
  digestHour: z.number("The hour must be a whole number from 0 to 23").int("The hour must be a whole number from 0 to 23").min(0, "The hour must be a whole number from 0 to 23").max(23, "The hour must be a whole number from 0 to 23").optional(),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;

export const WEBHOOK_FORMATS = ["json", "slack", "discord"] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];
export const WEBHOOK_FORMAT_LABELS: Record<WebhookFormat, string> = { json: "JSON (Standard Webhooks, signed)", slack: "Slack", discord: "Discord" };
/** The same, short: an endpoint's badge. */
export const WEBHOOK_FORMAT_BADGES: Record<WebhookFormat, string> = { json: "JSON, signed", slack: "Slack", discord: "Discord" };
export const WEBHOOK_URL_MAX = 2000;
/** Endpoints one site may have: enough for every team channel, few enough that a burst stays small. */
export const MAX_WEBHOOKS = 20;

const events = z.array(z.enum(EVENT_KINDS, "Unknown event")).min(1, "Choose at least one event").max(EVENT_KINDS.length).transform((list) => [...new Set(list)]);

export const webhookCreateSchema = z.strictObject({
  url: z.string("Enter the endpoint's URL").trim().min(1, "Enter the endpoint's URL").max(WEBHOOK_URL_MAX, `The URL must be at most ${WEBHOOK_URL_MAX} characters`),
  events,
  format: z.enum(WEBHOOK_FORMATS, "Choose json, slack or discord").default("json"),
});
export type WebhookCreateInput = z.input<typeof webhookCreateSchema>;

export const webhookUpdateSchema = z.strictObject({ events });
