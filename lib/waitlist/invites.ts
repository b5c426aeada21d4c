import "server-only";
import { randomUUID } from "node:crypto";
import { LINE_WAIT_MS } from "@/lib/data/lock-line";
import { emitEvent } from "@/lib/data/notifications";
import { enqueueEmail } from "@/lib/data/outbox";
import { withSlotLock } from "@/lib/data/testers";
import { getWaitlistSettings } from "@/lib/data/waitlist";
import {
  createInvites,
  expireLapsedInvites,
  findInvite,
  giveSlots,
  isRevoked,
  lockInvite,
  markInviteAccepted,
  pickInvitees,
  remindDueInvites,
  sweepAll,
  type GivenSlot,
  type InviteRow,
  type InviteTarget,
} from "@/lib/data/waitlist-invites";
import { db } from "@/lib/db";
import { testerWelcome } from "@/lib/email/messages";
import type { RenderedEmail } from "@/lib/email/messages";
import { waitlistInviteReminder, waitlistInvites } from "@/lib/email/waitlist-invites";
import type { Prisma } from "@/lib/generated/prisma/client";
import { termsUrl } from "@/lib/testers/service";
import { inviteCodeHash, newInviteCode } from "@/lib/waitlist/invite-code";

// Invites from the waitlist, in two modes the admin chooses: "raise the cap" gives each invited
// member a tester slot at once; "send invite codes" e-mails a code that takes a slot when accepted
// before it expires. A reminder goes once before expiry; an expired invite returns the member to
// the line (lib/jobs/waitlist-invites.ts runs both).

export type InviteMode = "cap" | "codes";
export type InviteOutcome = { mode: InviteMode; invited: { memberId: string; email: string; slot?: number }[]; cap: number | null; expiresAt: Date | null };

/** A batch can be large: the same bounds as the slot line's. */
const BATCH_TX = { maxWait: LINE_WAIT_MS, timeout: LINE_WAIT_MS };

/** The welcome e-mail of each slot that is new (an address that held one already gets nothing). */
async function queueWelcomes(tx: Prisma.TransactionClient, given: GivenSlot[], welcome: (to: string, slot: number) => RenderedEmail) {
  for (const g of given) if (g.testerId) await enqueueEmail({ ...welcome(g.email, g.slot), idempotencyKey: `tester-welcome-${g.testerId}` }, tx);
}

/** "Invite the next N" or "Invite selected", in either mode; `by` is the admin's name. */
export async function inviteFromWaitlist(target: InviteTarget, mode: InviteMode, by: string): Promise<InviteOutcome> {
  if (mode === "cap") {
    // Rendered before the lock, which every confirmation waits for.
    const welcome = await testerWelcome(termsUrl);
    return withSlotLock(async (tx) => {
      const { given, cap } = await giveSlots(tx, await pickInvitees(tx, target));
      await queueWelcomes(tx, given, welcome);
      return { mode, invited: given.map((g) => ({ memberId: g.memberId, email: g.email, slot: g.slot })), cap, expiresAt: null };
    });
  }
  const expiresAt = new Date(Date.now() + (await getWaitlistSettings()).inviteDays * 86_400_000);
  const invite = await waitlistInvites(expiresAt);
  return db.$transaction(async (tx) => {
    const picked = await pickInvitees(tx, target);
    const invites = picked.map((p) => ({ ...p, id: randomUUID(), code: newInviteCode() }));
    await createInvites(tx, invites.map((i) => ({ id: i.id, memberId: i.memberId, codeHash: inviteCodeHash(i.code)! })), by, expiresAt);
    for (const i of invites) await enqueueEmail({ ...invite(i.email, i.code), idempotencyKey: `waitlist-invite-${i.id}` }, tx);
    return { mode, invited: picked.map((p) => ({ memberId: p.memberId, email: p.email })), cap: null, expiresAt };
  }, BATCH_TX);
}

/** What an invite code stands for, as its page shows it (read only: link previews open links). */
export type InviteState =
  | { kind: "ready"; expiresAt: Date }
  | { kind: "accepted"; slot: number | null }
  | { kind: "expired" | "unknown" | "revoked" };

/** Why a code can no longer be accepted, or null when it can (the revocation is checked under the lock). */
function stateOf(invite: InviteRow | null): Exclude<InviteState, { kind: "ready" | "revoked" }> | null {
  if (!invite) return { kind: "unknown" };
  if (invite.acceptedAt) return { kind: "accepted", slot: invite.slot };
  if (invite.expiredAt || invite.lapsed) return { kind: "expired" };
  return null;
}

export async function inspectInvite(code: string): Promise<InviteState> {
  const hash = inviteCodeHash(code);
  const invite = hash ? await findInvite(hash) : null;
  return stateOf(invite) ?? { kind: "ready", expiresAt: invite!.expiresAt };
}

export type AcceptOutcome = { kind: "accepted"; slot: number } | { kind: "used" | "expired" | "unknown" | "revoked" };

/**
 * The invite page's button: before expiry, under the slot lock, the next slot (the cap raised by
 * one), the entry `tester`, and the welcome e-mail, in one transaction. The deadline does not stop
 * an invite. A code already used, expired or unknown changes nothing.
 */
export async function acceptInvite(code: string): Promise<AcceptOutcome> {
  const hash = inviteCodeHash(code);
  if (!hash) return { kind: "unknown" };
  const welcome = await testerWelcome(termsUrl);
  return withSlotLock(async (tx): Promise<AcceptOutcome> => {
    const invite = await lockInvite(tx, hash);
    const state = stateOf(invite);
    if (state) return state.kind === "accepted" ? { kind: "used" } : { kind: state.kind };
    const { memberId, email, emailKey, id } = invite!;
    if (await isRevoked(tx, emailKey)) return { kind: "revoked" };
    const { given } = await giveSlots(tx, [{ memberId, email, emailKey }]);
    await markInviteAccepted(tx, id);
    await queueWelcomes(tx, given, welcome);
    const slot = given[0]!.slot;
    await emitEvent(tx, { kind: "tester_confirmed", subjectId: given[0]!.testerId ?? memberId, summary: `Tester #${slot} accepted their waitlist invite` });
    return { kind: "accepted", slot };
  });
}

/** The job's work at `now`: due reminders (once each), then lapsed invites back to the line. */
export async function sweepInvites(now = new Date()): Promise<{ reminded: number; expired: number }> {
  const reminded = await sweepAll(() =>
    remindDueInvites(now, async (tx, due) => {
      for (const d of due) await enqueueEmail({ ...(await waitlistInviteReminder(d.email, d.expiresAt)), idempotencyKey: `waitlist-invite-reminder-${d.id}` }, tx);
    }),
  );
  const expired = await sweepAll(() => expireLapsedInvites(now));
  return { reminded, expired };
}
