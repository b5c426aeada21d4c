import "server-only";
import { enqueueEmail } from "@/lib/data/outbox";
import type { Prisma } from "@/lib/generated/prisma/client";
import { contactRecipient } from "@/lib/email/contact";
import { submissionUpdate } from "@/lib/email/messages";
import { mayEmailUpdates } from "@/lib/members/mail-policy";

/** What the admin changed on an entry: the new status's label, and/or a new answer. */
export type EntryChange = { status: string | null; response: string | null };

type Submission = { id: string; email: string | null; notifyOptIn: boolean; createdAt: Date; excerpt: string };

const EXCERPT_LENGTH = 200;
export const excerptOf = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text);

/** The change a save makes: a status that differs, an answer that is new and not empty. */
export function changeOf(
  before: { status: string; response: string | null },
  after: { status?: string; response?: string | null },
  label: (status: string) => string,
): EntryChange {
  const status = after.status !== undefined && after.status !== before.status ? label(after.status) : null;
  const response = after.response && after.response !== before.response ? after.response : null;
  return { status, response };
}

/**
 * Queues the "something changed" e-mail in the caller's transaction, only to a submitter who gave
 * an address, ticked "E-mail me about this" and confirmed the address (lib/members/mail-policy.ts),
 * and only when the status changed or an answer is new. Returns the queued row, or null when
 * nothing was queued (including an unsubscribed or unconfirmed address).
 */
export async function enqueueSubmissionUpdate(
  tx: Prisma.TransactionClient,
  what: "feedback" | "feature suggestion",
  entry: Submission,
  change: EntryChange,
) {
  if (!entry.email || !entry.notifyOptIn || (!change.status && !change.response)) return null;
  if (!(await mayEmailUpdates(entry.email, tx, what === "feature suggestion" ? "suggestions" : "other"))) return null;
  const email = await submissionUpdate(
    entry.email,
    { what, excerpt: excerptOf(entry.excerpt), submittedAt: entry.createdAt, status: change.status, response: change.response },
    contactRecipient(),
  );
  return enqueueEmail({ ...email, ...(what === "feedback" ? { feedbackId: entry.id } : { suggestionId: entry.id }) }, tx);
}
