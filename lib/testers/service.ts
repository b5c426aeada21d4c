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
import { confirmTesterSlot, createPendingTester, findTesterForLink, renewTesterLink, testerSubmissionState } from "@/lib/data/testers";
import { LINE_WAIT_MS } from "@/lib/data/lock-line";
import { db } from "@/lib/db";
import { testerConfirmation, testerWelcome } from "@/lib/email/messages";
import { normaliseAddress } from "@/lib/email/unsubscribe";
import { mayEmailUpdates } from "@/lib/members/mail-policy";
import { extendPendingSignup, hasPendingSignup } from "@/lib/data/newsletter-subscriptions";
import { adoptPendingSignup } from "@/lib/newsletter/subscription";
import { siteUrl } from "@/lib/env";
import { testerLinkAllowed } from "@/lib/rate-limit";
import { isDisposableEmail, normalizeEmail } from "@/lib/testers/email";
import { newNonce, parseTesterToken, signTesterToken } from "@/lib/testers/token";
import { markEntryTester, standingOfAddress, type EntryStanding } from "@/lib/data/waitlist";
import { joinInTransaction, renderPlaceEmail } from "@/lib/waitlist/join";

// The early-tester programme's flows: a feedback entry with an address queues a link to confirm;
// the link's page shows a "Confirm" button whose POST gives the next free slot and queues the
// welcome e-mail; the admin sends a new link. Each is one transaction, so an e-mail is queued exactly when its change is stored.

/**
 * What became of the tester request when feedback was stored: `pending` (a link to confirm is on
 * its way; the slot comes with the confirmation), or why no link was sent.
 */
export type TesterOutcome = "pending" | "duplicate" | "disposable" | "suppressed" | "limited" | "closed" | "none";

export const TESTER_CONFIRM_PATH = "/tester/confirm";
export const termsUrl = `${siteUrl}/terms#tester-programme`;
export const confirmUrl = (token: string) => `${siteUrl}${TESTER_CONFIRM_PATH}?token=${token}`;

async function confirmationFor(to: string, testerId: string, nonce: string, hours: number, productUpdates = false) {
  return testerConfirmation(to, { confirmUrl: confirmUrl(signTesterToken(testerId, nonce, authSecret())), hours, termsUrl, productUpdates });
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
 * POST /api/feedback's work. The entry is always stored. An address that may take part (not
 * disposable, not unsubscribed, holding no slot, not revoked) while the programme is open is sent
 * a link to confirm, within the per-sender and per-recipient limits; its request holds no slot.
 * `ip` is the client's address (the form's handler gives it), for the per-sender limit.
 */
export async function submitFeedback(input: NewFeedback, ip?: string, also?: AlsoConfirms): Promise<{ id: string; createdAt: Date; tester: TesterOutcome }> {
  const email = input.email || null;
  const stored = (tester: TesterOutcome) => inTransaction((tx) => storeFeedback(input, tx)).then((entry) => ({ ...entry, tester }));
  if (!email) return stored("none");
  if (isDisposableEmail(email)) return stored("disposable");
  const emailKey = normalizeEmail(email);
  const state = await testerSubmissionState(emailKey, normaliseAddress(email));
  if (state.suppressed) return stored("suppressed");
  if (state.standing !== "free") return stored("duplicate");
  if (!state.open) return stored("closed");
  if (!(await testerLinkAllowed(emailKey, ip))) return stored("limited");
  const testerId = randomUUID();
  const nonce = newNonce();
  const confirmation = await confirmationFor(email, testerId, nonce, state.confirmHours, also !== undefined);
  // A burst waits for pooled connections: the same bounds as the slot line's.
  return db.$transaction(
    async (tx) => {
      const entry = await storeFeedback(input, tx);
      await createPendingTester(tx, { id: testerId, feedbackId: entry.id, email, emailKey, nonce, hours: state.confirmHours });
      await enqueueEmail({ ...confirmation, feedbackId: entry.id }, tx);
      await also?.withLink(tx, new Date(Date.now() + state.confirmHours * 3_600_000));
      return { ...entry, tester: "pending" as const };
    },
    { maxWait: LINE_WAIT_MS, timeout: LINE_WAIT_MS },
  );
}

/** What the button's POST did with the link. */
export type TesterLinkOutcome =
  | { kind: "confirmed" | "already_confirmed"; slot: number }
  | { kind: "expired"; slotsFree: number }
  /** Every slot taken: the member's place in line (null when not waiting) and whether this press put them there. */
  | { kind: "full"; place: number | null; joined: boolean }
  | { kind: "replaced" | "revoked" | "unknown" | "forged" | "malformed" };

/** What the link's page shows; reading it changes nothing. */
export type ConfirmPageState =
  | { kind: "ready"; slotsFree: number }
  | { kind: "confirmed"; slot: number }
  /** Every slot is taken: the button puts the address on the waitlist, whose place shows once it did. */
  | { kind: "full"; waitlist: EntryStanding | null }
  | { kind: "expired"; slotsFree: number }
  | { kind: "replaced" | "revoked" | "unknown" | "forged" | "malformed" };

async function slotsFree() {
  const program = await getProgramState();
  return program.open ? program.cap - program.claimed : 0;
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
  if (tester.status === "confirmed" && tester.slot !== null) return { kind: "confirmed", slot: tester.slot };
  if (tester.status === "revoked") return { kind: "revoked" };
  if (tester.status === "expired") return { kind: "expired", slotsFree: await slotsFree() };
  const free = await slotsFree();
  return free > 0 ? { kind: "ready", slotsFree: free } : { kind: "full", waitlist: await standingOfAddress(tester.emailKey) };
}

/**
 * The "Confirm" button's work (POST /api/tester/confirm): checks the token, gives the next free
 * slot and, in the same transaction, creates (or finds) the member of the address, which the link
 * has just proved, and queues the welcome e-mail. With no slot free the address is still proved.
 */
export async function confirmTesterLink(token: string | undefined): Promise<TesterLinkOutcome> {
  const parsed = parseTesterToken(token, authSecret());
  if (parsed.kind !== "valid") return { kind: parsed.kind };
  const tester = await findTesterForLink(parsed.testerId);
  if (!tester) return { kind: "unknown" };
  const [welcome, placeEmail] = await Promise.all([testerWelcome(termsUrl), renderPlaceEmail()]);
  const outcome = await confirmTesterSlot(parsed.testerId, parsed.nonce, async (tx, slot) => {
    const now = new Date();
    const member = await ensureMember(tx, { email: tester.email, emailKey: tester.emailKey }, now);
    // Like every link of the address, this one also confirms the topics it asked for.
    await adoptPendingSignup(tx, member, now);
    // Every slot taken: the proved address takes a place on the waitlist instead.
    if (slot === null) return joinInTransaction(tx, member, { origin: { visitorHash: null, network: null }, newMember: false, placeEmail });
    await markEntryTester(tx, member.id);
    await emitEvent(tx, { kind: "tester_confirmed", subjectId: parsed.testerId, summary: `Tester #${slot} confirmed their place` });
    // The policy's answer is yes from here on: the member above makes the address confirmed.
    if (await mayEmailUpdates(tester.email, tx)) await enqueueEmail(welcome(tester.email, slot), tx);
    return null;
  });
  if (outcome.kind === "expired") return { kind: "expired", slotsFree: await slotsFree() };
  if (outcome.kind === "full") {
    const join = outcome.done;
    return join?.kind === "joined" ? { kind: "full", place: join.place, joined: join.created } : { kind: "full", place: null, joined: false };
  }
  return outcome;
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
  const email = tester ? await confirmationFor(tester.email, testerId, nonce, program.confirmHours, productUpdates) : null;
  return renewTesterLink(testerId, nonce, program.confirmHours, async (tx) => {
    if (email) await enqueueEmail(email, tx);
    if (tester && productUpdates) await extendPendingSignup(tx, tester.emailKey, new Date(Date.now() + program.confirmHours * 3_600_000));
  });
}
