import "server-only";
import { createContactMessage, type NewContactMessage } from "@/lib/data/contact";
import { emitEvent } from "@/lib/data/notifications";
import { inTransaction } from "@/lib/data/transaction";
import { enqueueEmail } from "@/lib/data/outbox";
import { env } from "@/lib/env";
import { contactConfirmation, contactNotification } from "@/lib/email/messages";
import { mayEmailUpdates } from "@/lib/members/mail-policy";

/** Where contact notifications go: CONTACT_TO_EMAIL, else the address the site shows. */
export const contactRecipient = () => env.CONTACT_TO_EMAIL ?? env.CONTACT_EMAIL;

/**
 * POST /api/contact's work: the message and its notification (plus the optional confirmation)
 * are stored in ONE transaction, so a message is never kept without its e-mail nor the reverse.
 * Sending happens later, in the outbox worker; a provider outage cannot fail the submission.
 */
export async function submitContactMessage(input: NewContactMessage) {
  // Rendering is pure and slow-ish: do it before the transaction opens.
  const notification = await contactNotification(contactRecipient(), input);
  // The copy repeats what the sender typed: only to a confirmed address (lib/members/mail-policy.ts).
  const confirmation = env.CONTACT_CONFIRMATION && (await mayEmailUpdates(input.email)) ? await contactConfirmation(input, contactRecipient()) : null;
  const saved = await inTransaction(async (tx) => {
    const message = await createContactMessage(input, tx);
    // The notification is the owner's instant e-mail for contact messages: sent only when chosen.
    const mode = await emitEvent(tx, { kind: "contact", subjectId: message.id, summary: `New contact message from ${input.firstName} ${input.lastName}: ${input.subject}` });
    const queued = mode === "instant" ? [await enqueueEmail({ ...notification, contactMessageId: message.id }, tx)] : [];
    if (confirmation) queued.push(await enqueueEmail({ ...confirmation, contactMessageId: message.id }, tx));
    return { ...message, outbox: queued };
  });
  return saved;
}


