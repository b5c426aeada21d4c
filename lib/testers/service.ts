import "server-only";
import { randomUUID } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { createFeedback, type NewFeedback } from "@/lib/data/feedback";
import { emitEvent } from "@/lib/data/notifications";
import { inTransaction } from "@/lib/data/transaction";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ensureMember } from "@/lib/data/members";
import { enqueueEmail } from "@/lib/data/outbox";
import { getProgramState } from "@/lib/data/program";
import { confirmTesterSlot, findTesterForLink, renewTesterLink, reserveTesterSlot, slotsMayBeFree } from "@/lib/data/testers";
import { inLockLine, LINE_WAIT_MS } from "@/lib/data/lock-line";
import { db } from "@/lib/db";
import { emailBrand, type EmailBrand } from "@/lib/email/brand";
import { testerConfirmation, testerWelcome } from "@/lib/email/messages";
import { mayEmailUpdates } from "@/lib/members/mail-policy";
import { extendPendingSignup, hasPendingSignup } from "@/lib/data/newsletter-subscriptions";
import { adoptPendingSignup } from "@/lib/newsletter/subscription";
import { siteUrl } from "@/lib/env";
import { isDisposableEmail, normalizeEmail } from "@/lib/testers/email";
import { newNonce, parseTesterToken, signTesterToken } from "@/lib/testers/token";

// The early-tester programme's flows: a feedback entry reserves a slot and queues its
// confirmation e-mail; the link's page shows a "Confirm" button whose POST confirms it and queues
// the welcome e-mail; the admin sends a new link. Each is one transaction, so an e-mail is queued exactly when its change is stored.

/** What became of the tester slot when feedback was stored. */
export type TesterOutcome = "reserved" | "duplicate" | "disposable" | "closed" | "none";

export const TESTER_CONFIRM_PATH = "/tester/confirm";
const termsUrl = `${siteUrl}/terms#tester-programme`;
export const confirmUrl = (token: string) => `${siteUrl}${TESTER_CONFIRM_PATH}?token=${token}`;

async function confirmationFor(to: string, testerId: string, nonce: string, hours: number, brand?: EmailBrand, productUpdates = false) {
  return testerConfirmation(to, { confirmUrl: confirmUrl(signTesterToken(testerId, nonce, authSecret())), hours, termsUrl, productUpdates }, brand);
}

/**
 * What else the slot's link confirms: the form's "Send me product updates" box. `withLink` stores
 * it beside the reservation, in its transaction, for as long as the link lives.
 */
export type AlsoConfirms = { withLink: (tx: Prisma.TransactionClient, linkExpiresAt: Date) => Promise<void> };

/** The entry and the owner's "new feedback" event, in `tx`. */
async function storeFeedback(input: NewFeedback, tx: Prisma.TransactionClient) {
  const entry = await createFeedback(input, tx);
  const rating = input.rating ? ` (rated ${input.rating}/5)` : "";
  await emitEvent(tx, { kind: "feedback", subjectId: entry.id, summary: `New feedback${rating}: ${input.clarity}` });
  return entry;
}

/**
 * POST /api/feedback's work. The entry is always stored. An entry with an address that is not
 * disposable reserves the next free slot while the programme is open (one per person), and its
 * confirmation e-mail is queued in the same transaction.
 */
export async function submitFeedback(input: NewFeedback, also?: AlsoConfirms): Promise<{ id: string; createdAt: Date; tester: TesterOutcome }> {
  const email = input.email || null;
  const stored = (tester: TesterOutcome) => inTransaction((tx) => storeFeedback(input, tx)).then((entry) => ({ ...entry, tester }));
  if (!email) return stored("none");
  if (isDisposableEmail(email)) return stored("disposable");
  // Most submissions cannot reserve once the slots are gone: no lock and no e-mail for them.
  const program = await getProgramState();
  if (!program.open) return stored("closed");
  // Read before the slot line: under the lock, a read on a second pooled connection would wait
  // behind the requests that hold the pool's connections while they wait for the lock.
  const brand = await emailBrand();
  const testerId = randomUUID();
  const nonce = newNonce();
  return inLockLine(() =>
    db.$transaction(
      async (tx) => {
        const entry = await storeFeedback(input, tx);
        // Looked at again once this transaction has its connection (a burst waits for one).
        if (!(await slotsMayBeFree(tx))) return { ...entry, tester: "closed" as const };
        const reserved = await reserveTesterSlot(tx, { id: testerId, feedbackId: entry.id, email, emailKey: normalizeEmail(email), nonce, hours: program.confirmHours });
        if (reserved.outcome !== "reserved") return { ...entry, tester: reserved.outcome };
        // Rendered only for the few that reserve (a burst of 1,000 renders 50, not 1,000), under
        // the lock: a few milliseconds each, and the e-mail commits with its reservation.
        const confirmation = await confirmationFor(email, testerId, nonce, program.confirmHours, brand, also !== undefined);
        await enqueueEmail({ ...confirmation, feedbackId: entry.id }, tx);
        await also?.withLink(tx, new Date(Date.now() + program.confirmHours * 3_600_000));
        return { ...entry, tester: reserved.outcome };
      },
      { maxWait: LINE_WAIT_MS, timeout: LINE_WAIT_MS },
    ),
  );
}

/** What the button's POST did with the link. */
export type TesterLinkOutcome =
  | { kind: "confirmed" | "already_confirmed"; slot: number }
  | { kind: "expired"; slotsFree: number }
  | { kind: "replaced" | "revoked" | "unknown" | "forged" | "malformed" };

/** What the link's page shows; reading it changes nothing. */
export type ConfirmPageState = { kind: "ready" | "confirmed"; slot: number } | Exclude<TesterLinkOutcome, { kind: "confirmed" | "already_confirmed" }>;

async function expiredState(): Promise<{ kind: "expired"; slotsFree: number }> {
  const program = await getProgramState();
  return { kind: "expired", slotsFree: program.open ? program.cap - program.claimed : 0 };
}

/**
 * The page of /tester/confirm: what the link would do, read without the lock and without a write
 * (mail scanners and link previews open links). The same checks, in the same order, as the POST.
 */
export async function inspectTesterLink(token: string | undefined): Promise<ConfirmPageState> {
  const parsed = parseTesterToken(token, authSecret());
  if (parsed.kind !== "valid") return { kind: parsed.kind };
  const tester = await findTesterForLink(parsed.testerId);
  if (!tester) return { kind: "unknown" };
  if (tester.tokenNonce !== parsed.nonce) return { kind: "replaced" };
  if (tester.status === "confirmed") return { kind: "confirmed", slot: tester.slot };
  if (tester.status === "revoked") return { kind: "revoked" };
  if (tester.status === "expired") return expiredState();
  return { kind: "ready", slot: tester.slot };
}

/**
 * The "Confirm" button's work (POST /api/tester/confirm): checks the token, confirms the slot and,
 * in the same transaction, creates (or finds) the member of the address, which the link has just
 * proved, and queues the welcome e-mail.
 */
export async function confirmTesterLink(token: string | undefined): Promise<TesterLinkOutcome> {
  const parsed = parseTesterToken(token, authSecret());
  if (parsed.kind !== "valid") return { kind: parsed.kind };
  const tester = await findTesterForLink(parsed.testerId);
  if (!tester) return { kind: "unknown" };
  // The welcome e-mail is rendered before the lock; it is queued only if the slot is confirmed.
  const welcome = tester.status === "reserved" && tester.tokenNonce === parsed.nonce ? await testerWelcome(tester.email, { slot: tester.slot, termsUrl }) : null;
  const outcome = await confirmTesterSlot(parsed.testerId, parsed.nonce, async (tx, slot) => {
    await emitEvent(tx, { kind: "tester_confirmed", subjectId: parsed.testerId, summary: `Tester #${slot} confirmed their place` });
    const now = new Date();
    const member = await ensureMember(tx, { email: tester.email, emailKey: tester.emailKey }, now);
    // The policy's answer is yes from here on: the member above makes the address confirmed.
    if (welcome && (await mayEmailUpdates(tester.email, tx))) await enqueueEmail(welcome, tx);
    // Like every link of the address, this one also confirms the topics it asked for.
    await adoptPendingSignup(tx, member, now);
  });
  return outcome.kind === "expired" ? expiredState() : outcome;
}

/**
 * The admin's "resend confirmation": a new link (older ones stop working), e-mailed again. Product
 * updates the address asked for with its feedback wait for the new link, and its e-mail says so.
 */
export async function resendTesterConfirmation(testerId: string) {
  const tester = await findTesterForLink(testerId);
  const program = await getProgramState();
  const nonce = newNonce();
  const productUpdates = tester ? await hasPendingSignup(tester.emailKey) : false;
  const email = tester ? await confirmationFor(tester.email, testerId, nonce, program.confirmHours, undefined, productUpdates) : null;
  return renewTesterLink(testerId, nonce, program.confirmHours, async (tx) => {
    if (email) await enqueueEmail(email, tx);
    if (tester && productUpdates) await extendPendingSignup(tx, tester.emailKey, new Date(Date.now() + program.confirmHours * 3_600_000));
  });
}
