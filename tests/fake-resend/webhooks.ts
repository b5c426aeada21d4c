// Resend's webhook events as Svix signs them (svix-id, svix-timestamp, svix-signature), for tests
// of POST /api/webhooks/resend and for the fake Resend to post after a send.
import { randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";

export const WEBHOOK_SECRET = "whsec_dGVzdC13ZWJob29rLXNlY3JldC10ZXN0LXdlYmhvb2s=";

export type EventOptions = { id?: string; at?: Date; secret?: string };

/** The body and headers of one signed event. */
export function signedEvent(type: string, data: Record<string, unknown>, { id = `msg_${randomUUID()}`, at = new Date(), secret = WEBHOOK_SECRET }: EventOptions = {}) {
  const body = JSON.stringify({ type, created_at: at.toISOString(), data });
  const signature = new Webhook(secret).sign(id, at, body);
  return { body, headers: { "content-type": "application/json", "svix-id": id, "svix-timestamp": String(Math.floor(at.getTime() / 1000)), "svix-signature": signature } };
}

/** Posts one signed event to the app, as Resend would. */
export async function postEvent(url: string, type: string, data: Record<string, unknown>, options: EventOptions = {}) {
  const { body, headers } = signedEvent(type, data, options);
  return fetch(url, { method: "POST", body, headers });
}
