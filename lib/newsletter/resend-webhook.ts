import "server-only";
import { Webhook } from "standardwebhooks";

// Resend signs its webhooks with Svix, whose scheme is Standard Webhooks under other header names
// (svix-id, svix-timestamp, svix-signature): HMAC-SHA256 of "id.timestamp.body" under the
// whsec_ secret, with a 5-minute tolerance on the timestamp. The standardwebhooks package checks
// both; the seen ids (lib/data/provider-events.ts) refuse a replay inside that window.

export type ResendEvent = {
  type: string;
  created_at?: string;
  data: { email_id?: string; to?: string[] | string; bounce?: { type?: string; message?: string }; tags?: unknown };
};

const HEADERS = ["id", "timestamp", "signature"] as const;

/** The event and its message id when the signature holds (and the timestamp is fresh), else null. */
export function verifyResendEvent(raw: string, headers: Headers, secret: string | undefined): { id: string; event: ResendEvent } | null {
  if (!secret) return null;
  const named: Record<string, string> = {};
  for (const part of HEADERS) {
    const value = headers.get(`svix-${part}`) ?? headers.get(`webhook-${part}`);
    if (!value) return null;
    named[`webhook-${part}`] = value;
  }
  try {
    const event = new Webhook(secret).verify(raw, named) as ResendEvent | undefined;
    if (!event || typeof event.type !== "string" || typeof event.data !== "object" || event.data === null) return null;
    return { id: named["webhook-id"]!, event };
  } catch {
    return null;
  }
}

/** The address an event is about (the first recipient). */
export const eventAddress = (event: ResendEvent): string | null => [event.data.to ?? []].flat()[0] ?? null;

/** A hard bounce: Resend's bounce type "Permanent". Transient and undetermined ones are not suppressed. */
export const isHardBounce = (event: ResendEvent) => event.type === "email.bounced" && event.data.bounce?.type === "Permanent";
