import "server-only";
import { db } from "@/lib/db";
import { suppressAddress } from "@/lib/data/suppressions";
import { eventAddress, isHardBounce, type ResendEvent } from "@/lib/newsletter/resend-webhook";

/** What each event type makes of a newsletter delivery, and from which states (a late "delivered" never undoes a bounce). */
const TRANSITIONS: Record<string, { to: string; from: string[] }> = {
  "email.delivered": { to: "delivered", from: ["sent", "delayed"] },
  "email.delivery_delayed": { to: "delayed", from: ["sent"] },
  "email.bounced": { to: "bounced", from: ["sent", "delayed", "delivered"] },
  "email.complained": { to: "complained", from: ["sent", "delayed", "delivered"] },
};

/**
 * Applies one verified event, once: its message id is recorded in the same transaction, so a
 * replay (false) changes nothing. A hard bounce or a complaint suppresses the address for every
 * later e-mail (lib/data/suppressions.ts), whichever e-mail it was about.
 */
export async function applyProviderEvent(messageId: string, event: ResendEvent): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.providerWebhookMessage.createMany({ data: [{ id: messageId }], skipDuplicates: true });
    if (count === 0) return false;
    const change = TRANSITIONS[event.type];
    const emailId = event.data.email_id;
    if (change && emailId) {
      const reason = event.type === "email.bounced" ? `Bounced (${event.data.bounce?.type ?? "unknown"}): ${event.data.bounce?.message ?? ""}`.slice(0, 500) : event.type === "email.complained" ? "Marked as spam" : undefined;
      await tx.newsletterDelivery.updateMany({ where: { providerId: emailId, status: { in: change.from } }, data: { status: change.to, ...(reason ? { lastError: reason } : {}) } });
    }
    const address = eventAddress(event);
    if (address && (isHardBounce(event) || event.type === "email.complained")) await suppressAddress(address, event.type === "email.complained" ? "complaint" : "bounce", tx);
    return true;
  });
}

/** Seen ids older than the signature's tolerance can go: a replay that old fails the timestamp check. */
export async function purgeProviderMessages(before: Date) {
  await db.providerWebhookMessage.deleteMany({ where: { receivedAt: { lt: before } } });
}
