import "server-only";
import { randomUUID } from "node:crypto";
import { getEvent } from "@/lib/data/notifications";
import { enqueueEmail } from "@/lib/data/outbox";
import { inTransaction } from "@/lib/data/transaction";
import { getWebhookForSigning, queueDelivery, webhooksFor } from "@/lib/data/webhooks";
import { contactRecipient } from "@/lib/email/contact";
import { ownerNotification } from "@/lib/email/messages";
import { adminLinkFor } from "@/lib/notifications/links";
import { EVENT_LABELS, type EventKind, type WebhookFormat } from "@/lib/validation/notifications";
import { webhookBody } from "@/lib/webhooks/body";

/**
 * The dispatch job's work for one event: the owner's instant e-mail (when chosen) and one delivery
 * per listening webhook, queued together. Run twice, it queues nothing twice (the e-mail's
 * idempotency key, the delivery's unique event and endpoint).
 */
export async function dispatchEvent(eventId: string) {
  const event = await getEvent(eventId);
  if (!event) return;
  const kind = event.kind as EventKind;
  const link = adminLinkFor(kind);
  // A contact message's instant e-mail is its own notification, queued with the message (reply-to the sender).
  const email = event.delivery === "instant" && kind !== "contact" ? await ownerNotification(contactRecipient(), { title: EVENT_LABELS[kind], summary: event.summary, link }) : null;
  await inTransaction(async (tx) => {
    if (email) await enqueueEmail({ ...email, idempotencyKey: `notify-${event.id}` }, tx);
    for (const hook of await webhooksFor(kind, tx)) {
      const body = webhookBody(hook.format as WebhookFormat, { id: event.id, kind, subjectId: event.subjectId, summary: event.summary, createdAt: event.createdAt, link });
      await queueDelivery(tx, { webhookId: hook.id, eventId: event.id, kind, body });
    }
  });
}

/** The "Send test" button: one delivery of a test event to this endpoint. False when it does not exist. */
export async function sendTestDelivery(webhookId: string): Promise<boolean> {
  return inTransaction(async (tx) => {
    const hook = await getWebhookForSigning(webhookId, tx);
    if (!hook) return false;
    const event = { id: `test_${randomUUID()}`, kind: "test" as const, subjectId: null, summary: "A test from StepWise: this endpoint receives its notifications.", createdAt: new Date(), link: adminLinkFor("test") };
    await queueDelivery(tx, { webhookId: hook.id, eventId: null, kind: "test", body: webhookBody(hook.format as WebhookFormat, event) });
    return true;
  });
}
