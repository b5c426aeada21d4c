import "server-only";
import { ApiError } from "@/lib/api/errors";
import { enqueueEmail } from "@/lib/data/outbox";
import { isSuppressed } from "@/lib/data/suppressions";
import type { Prisma } from "@/lib/generated/prisma/client";
import { MAIL_STATE_REASONS, type MailState } from "@/lib/admin/submitter-mail-state";
import { contactRecipient } from "@/lib/email/contact";
import { submissionUpdate } from "@/lib/email/messages";
import { withUnsubscribeFooter } from "@/lib/email/unsubscribe";
import { mayEmailUpdates, type MailTopic } from "@/lib/members/mail-policy";

// The response dialogs' "Notify the submitter" switch: it alone decides whether an e-mail goes.
// What was last e-mailed is stored with the entry (notifiedStatus, notifiedResponse), so a save
// sends only a status or an answer the person has not had yet, and a preview shows exactly that.

type Tx = Prisma.TransactionClient;

/** One kind of entry: how its e-mail names it and its statuses. */
export type SubmitterKind = {
  what: "feedback" | "feature suggestion";
  topic: MailTopic;
  /** The status an entry starts with: nobody is told of it. */
  initialStatus: string;
  label: (status: string) => string;
  /** Statuses that are news told elsewhere (a shipped suggestion: with its changelog entry). */
  toldElsewhere?: (status: string) => boolean;
};

export type Notifiable = {
  id: string;
  email: string | null;
  notifyOptIn: boolean;
  createdAt: Date;
  notifiedStatus: string | null;
  notifiedResponse: string | null;
  /** What the person wrote first, so they know which entry this is about. */
  excerpt: string;
};

/** The status and answer after the save; only what differs from the last e-mail is sent. */
export type EntryState = { status: string; response: string | null };
export type EntryChange = { status: string | null; response: string | null };

/** A dialog's answer field: empty clears the answer, absent keeps it. */
export const emptyToNull = (text: string | undefined) => (text === undefined ? undefined : text || null);

/** The status and answer an entry will have once this save is done. */
export function stateAfter(entry: EntryState, input: { status?: string; response?: string }): EntryState {
  const response = emptyToNull(input.response);
  return { status: input.status ?? entry.status, response: response === undefined ? entry.response : response };
}

const EXCERPT_LENGTH = 200;
const excerptOf = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text);

export async function mailStateOf(email: string | null, topic: MailTopic, tx?: Tx): Promise<MailState> {
  if (!email) return "no_address";
  if (await isSuppressed(email, tx)) return "unsubscribed";
  if (!(await mayEmailUpdates(email, tx))) return "unconfirmed";
  if (topic !== "other" && !(await mayEmailUpdates(email, tx, topic))) return "updates_off";
  return "ok";
}

/** What the submitter has not been told yet: a status other than the last sent, a new answer. */
export function untoldChange(kind: SubmitterKind, entry: Notifiable, after: EntryState): EntryChange {
  const told = entry.notifiedStatus ?? kind.initialStatus;
  const status = after.status !== told && !kind.toldElsewhere?.(after.status) ? kind.label(after.status) : null;
  const response = after.response && after.response !== entry.notifiedResponse ? after.response : null;
  return { status, response };
}

/** The e-mail of this change (the outbox adds its footer), or null when there is nothing new to tell. */
function draftNotice(kind: SubmitterKind, entry: Notifiable, change: EntryChange) {
  if (!entry.email || (!change.status && !change.response)) return null;
  return submissionUpdate(
    entry.email,
    { what: kind.what, excerpt: excerptOf(entry.excerpt), submittedAt: entry.createdAt, status: change.status, response: change.response, askedForUpdates: entry.notifyOptIn },
    contactRecipient(),
  );
}

/** The dialog's preview: whether the switch can send, and the exact e-mail it would send. */
export async function previewNotice(kind: SubmitterKind, entry: Notifiable, after: EntryState) {
  const mail = await mailStateOf(entry.email, kind.topic);
  const draft = mail === "ok" ? await draftNotice(kind, entry, untoldChange(kind, entry, after)) : null;
  // With the footer the outbox adds: the exact text that would be sent.
  const exact = draft && withUnsubscribeFooter(draft);
  return { mail, askedForUpdates: entry.notifyOptIn, email: exact && { to: exact.to, subject: exact.subject, text: exact.text } };
}

/**
 * With the switch on, queues the e-mail of what is new in the caller's transaction and returns the
 * columns that record it as told; 422 (on `notify`) when the address cannot be e-mailed. Null when
 * the switch is off or there is nothing new.
 */
export async function queueNotice(tx: Tx, kind: SubmitterKind, entry: Notifiable, after: EntryState, link: { feedbackId: string } | { suggestionId: string }) {
  const mail = await mailStateOf(entry.email, kind.topic, tx);
  if (mail !== "ok") throw new ApiError("validation_failed", MAIL_STATE_REASONS[mail], { notify: MAIL_STATE_REASONS[mail] });
  const change = untoldChange(kind, entry, after);
  const draft = await draftNotice(kind, entry, change);
  if (!draft) return null;
  const queued = await enqueueEmail({ ...draft, ...link }, tx);
  if (!queued) return null;
  return { ...(change.status ? { notifiedStatus: after.status } : {}), ...(change.response ? { notifiedResponse: change.response } : {}) };
}
