import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { newNonce } from "@/lib/testers/token";

// Invites from the waitlist: the members picked (the next N in line or a selection), the slots
// given to them (the cap raised by as many), the invites with codes, their acceptance, and the
// sweeps that remind and expire them. Slot changes run under the slot lock (lib/data/testers.ts).

export type Picked = { memberId: string; email: string; emailKey: string };
/** Who to invite: the next `count` waiting members in line, or these members if they wait. */
export type InviteTarget = { count: number } | { memberIds: string[] };

/** The place's order; a revoked address is passed over (it may take no slot). */
const PICKABLE = Prisma.sql`e.status = 'waiting' AND NOT EXISTS (SELECT 1 FROM tester_revocations r WHERE r."emailKey" = m."emailKey")`;

/** Locks and returns the members to invite; rows another batch holds are skipped, not waited for. */
export function pickInvitees(tx: Prisma.TransactionClient, target: InviteTarget): Promise<Picked[]> {
  const which = "count" in target ? Prisma.sql`TRUE` : Prisma.sql`e."memberId" IN (${Prisma.join(target.memberIds)})`;
  const limit = "count" in target ? target.count : target.memberIds.length;
  return tx.$queryRaw<Picked[]>`
    SELECT e."memberId", m.email, m."emailKey" FROM waitlist_entries e JOIN members m ON m.id = e."memberId"
    WHERE ${PICKABLE} AND ${which}
    ORDER BY e.rank, e.seq LIMIT ${limit} FOR UPDATE OF e SKIP LOCKED`;
}

export type GivenSlot = Picked & { testerId: string | null; slot: number };

/**
 * Under the slot lock: a tester slot for each member, the cap raised by as many as are new (the
 * deadline does not stop them: the admin chose them). An address that holds a slot already keeps
 * it (testerId null: nothing new). Their entries become `tester`.
 */
export async function giveSlots(tx: Prisma.TransactionClient, members: Picked[]): Promise<{ given: GivenSlot[]; cap: number | null }> {
  if (members.length === 0) return { given: [], cap: null };
  const held = await tx.$queryRaw<{ emailKey: string; slot: number }[]>`
    SELECT DISTINCT ON ("emailKey") "emailKey", slot FROM testers
    WHERE "holdsSlot" AND slot IS NOT NULL AND "emailKey" IN (${Prisma.join(members.map((m) => m.emailKey))}) ORDER BY "emailKey", slot`;
  const heldSlot = new Map(held.map((h) => [h.emailKey, h.slot]));
  const fresh = members.filter((m) => !heldSlot.has(m.emailKey));
  let cap: number | null = null;
  let slots: number[] = [];
  if (fresh.length) {
    const [raised] = await tx.$queryRaw<{ cap: number }[]>`
      INSERT INTO program_settings (id, cap, "liveCount", "updatedAt") VALUES (1, ${env.TESTER_PROGRAM_CAP + fresh.length}, false, clock_timestamp())
      ON CONFLICT (id) DO UPDATE SET cap = coalesce(program_settings.cap, ${env.TESTER_PROGRAM_CAP}::int) + ${fresh.length}::int, "updatedAt" = clock_timestamp()
      RETURNING cap`;
    // Slots held above a cap the admin lowered leave fewer than N free under the raised cap: the
    // search goes on past it, and the cap then covers the highest slot given.
    const free = await tx.$queryRaw<{ s: number }[]>`
      SELECT s FROM generate_series(1, ${raised!.cap}::int + (SELECT count(*)::int FROM testers WHERE "holdsSlot")) AS s
      WHERE s NOT IN (SELECT slot FROM testers WHERE "holdsSlot" AND slot IS NOT NULL) ORDER BY s LIMIT ${fresh.length}`;
    slots = free.map((f) => f.s);
    cap = Math.max(raised!.cap, ...slots);
    if (cap > raised!.cap) await tx.$executeRaw`UPDATE program_settings SET cap = ${cap} WHERE id = 1`;
  }
  const given = members.map((m): GivenSlot => {
    const kept = heldSlot.get(m.emailKey);
    return kept === undefined ? { ...m, testerId: randomUUID(), slot: slots[fresh.indexOf(m)]! } : { ...m, testerId: null, slot: kept };
  });
  const added = given.filter((g) => g.testerId !== null);
  if (added.length) {
    // A slot given by the admin needs no link: the tester row is confirmed from the start.
    await tx.$executeRaw`
      INSERT INTO testers (id, "feedbackId", slot, email, "emailKey", status, "holdsSlot", "tokenNonce", "createdAt", "expiresAt", "confirmedAt")
      SELECT t.id, NULL, t.slot, t.email, t.key, 'confirmed', true, t.nonce, clock_timestamp(), clock_timestamp(), clock_timestamp()
      FROM unnest(${added.map((a) => a.testerId)}::text[], ${added.map((a) => a.slot)}::int[], ${added.map((a) => a.email)}::text[],
                  ${added.map((a) => a.emailKey)}::text[], ${added.map(() => newNonce())}::text[]) AS t(id, slot, email, key, nonce)`;
  }
  await tx.$executeRaw`UPDATE waitlist_entries SET status = 'tester' WHERE "memberId" IN (${Prisma.join(members.map((m) => m.memberId))})`;
  return { given, cap };
}

/** Invites with these codes' hashes; the entries become `invited` (they leave the line, keeping seq and rank). */
export async function createInvites(tx: Prisma.TransactionClient, invites: { id: string; memberId: string; codeHash: string }[], by: string, expiresAt: Date) {
  if (invites.length === 0) return;
  await tx.$executeRaw`
    INSERT INTO waitlist_invites (id, "memberId", "codeHash", "createdAt", "createdBy", "expiresAt")
    SELECT i.id, i.member, i.hash, clock_timestamp(), ${by}, ${expiresAt}
    FROM unnest(${invites.map((i) => i.id)}::text[], ${invites.map((i) => i.memberId)}::text[], ${invites.map((i) => i.codeHash)}::text[]) AS i(id, member, hash)`;
  await tx.$executeRaw`UPDATE waitlist_entries SET status = 'invited' WHERE "memberId" IN (${Prisma.join(invites.map((i) => i.memberId))})`;
}

export type InviteRow = { id: string; memberId: string; email: string; emailKey: string; expiresAt: Date; acceptedAt: Date | null; expiredAt: Date | null; lapsed: boolean; slot: number | null };

const INVITE_BY_HASH = (codeHash: string) => Prisma.sql`
  SELECT i.id, i."memberId", m.email, m."emailKey", i."expiresAt", i."acceptedAt", i."expiredAt", (i."expiresAt" <= clock_timestamp()) AS lapsed,
         (SELECT t.slot FROM testers t WHERE t."emailKey" = m."emailKey" AND t."holdsSlot" AND t.slot IS NOT NULL ORDER BY t.slot LIMIT 1) AS slot
  FROM waitlist_invites i JOIN members m ON m.id = i."memberId" WHERE i."codeHash" = ${codeHash}`;

/** The invite of a code, read without a lock (the invite page). */
export async function findInvite(codeHash: string, client: Prisma.TransactionClient = db): Promise<InviteRow | null> {
  const [row] = await client.$queryRaw<InviteRow[]>`${INVITE_BY_HASH(codeHash)}`;
  return row ?? null;
}

/** The invite of a code, locked (its acceptance, under the slot lock). */
export async function lockInvite(tx: Prisma.TransactionClient, codeHash: string): Promise<InviteRow | null> {
  const [row] = await tx.$queryRaw<InviteRow[]>`${INVITE_BY_HASH(codeHash)} FOR UPDATE OF i`;
  return row ?? null;
}

export async function markInviteAccepted(tx: Prisma.TransactionClient, id: string) {
  await tx.$executeRaw`UPDATE waitlist_invites SET "acceptedAt" = clock_timestamp() WHERE id = ${id}`;
}

export async function isRevoked(tx: Prisma.TransactionClient, emailKey: string): Promise<boolean> {
  return (await tx.testerRevocation.count({ where: { emailKey } })) > 0;
}

/** How many invites one sweep handles per transaction. */
const SWEEP_BATCH = 500;

/**
 * Open invites whose reminder is due at `now` (24 h before expiry, or half-way through a shorter
 * life), each marked reminded: a second sweep finds none of them. `onDue` queues the e-mails in
 * the same transaction.
 */
export async function remindDueInvites(now: Date, onDue: (tx: Prisma.TransactionClient, due: { id: string; email: string; expiresAt: Date }[]) => Promise<void>): Promise<number> {
  return db.$transaction(async (tx) => {
    const due = await tx.$queryRaw<{ id: string; email: string; expiresAt: Date }[]>`
      WITH due AS (
        SELECT id FROM waitlist_invites
        WHERE "acceptedAt" IS NULL AND "expiredAt" IS NULL AND "remindedAt" IS NULL
          AND "expiresAt" > ${now} AND "expiresAt" <= ${now}::timestamptz + interval '24 hours'
          AND ${now} >= "expiresAt" - least(interval '24 hours', ("expiresAt" - "createdAt") / 2)
        ORDER BY "expiresAt" LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED)
      UPDATE waitlist_invites i SET "remindedAt" = ${now} FROM due, members m
      WHERE i.id = due.id AND m.id = i."memberId"
      RETURNING i.id, m.email, i."expiresAt"`;
    if (due.length) await onDue(tx, due);
    return due.length;
  });
}

/**
 * Open invites past their time at `now` are marked expired, and their members go back to the line
 * (status `waiting`, the same seq and rank: about where they were). Nothing is e-mailed.
 */
export async function expireLapsedInvites(now: Date): Promise<number> {
  const [row] = await db.$queryRaw<{ lapsed: number }[]>`
    WITH lapsed AS (
      UPDATE waitlist_invites SET "expiredAt" = ${now}
      WHERE id IN (SELECT id FROM waitlist_invites WHERE "acceptedAt" IS NULL AND "expiredAt" IS NULL AND "expiresAt" <= ${now}
                   ORDER BY "expiresAt" LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING "memberId"),
    back AS (
      UPDATE waitlist_entries e SET status = 'waiting' FROM (SELECT DISTINCT "memberId" FROM lapsed) l
      WHERE e."memberId" = l."memberId" AND e.status = 'invited'
        AND NOT EXISTS (SELECT 1 FROM waitlist_invites o WHERE o."memberId" = e."memberId" AND o."acceptedAt" IS NULL AND o."expiredAt" IS NULL AND o."expiresAt" > ${now})
      RETURNING 1)
    SELECT (SELECT count(*) FROM lapsed)::int AS lapsed, (SELECT count(*) FROM back)::int AS back`;
  return row?.lapsed ?? 0;
}

/** Runs a sweep until a round finds fewer than a batch. */
export async function sweepAll(round: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await round();
    total += n;
    if (n < SWEEP_BATCH) return total;
  }
}
