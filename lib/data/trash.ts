import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { TESTER_SLOT_LOCK } from "@/lib/data/feedback";

// The trash: a delete or a reset moves rows here, as JSON, in the same statement that deletes
// them (DELETE ... RETURNING into INSERT), so nothing is lost in between. They stay TRASH_DAYS,
// then the purge erases them for good. A restore puts them back with the same ids and dates.

export const TRASH_DAYS = 30;

export const TRASH_KINDS = { feedback: "feedback", suggestion: "feature_suggestions", contact: "contact_messages" } as const;
export type TrashKind = keyof typeof TRASH_KINDS;
export type TrashReason = "delete" | "reset";

type Tx = Prisma.TransactionClient;

/** Moves one row (`id`) or every row of a kind into the trash under `batch`; returns how many moved. */
export async function moveToTrash(tx: Tx, move: { kind: TrashKind; id?: string; batch: string; reason: TrashReason; adminId?: string | null }): Promise<number> {
  const table = TRASH_KINDS[move.kind];
  return tx.$executeRawUnsafe(
    `WITH moved AS (DELETE FROM "${table}" WHERE $1::text IS NULL OR id = $1 RETURNING *)
     INSERT INTO trash_items (batch, kind, entity_id, data, reason, deleted_by)
     SELECT $2, $3, moved.id, to_jsonb(moved), $4, $5 FROM moved`,
    move.id ?? null,
    move.batch,
    move.kind,
    move.reason,
    move.adminId ?? null,
  );
}

export const newTrashBatch = () => randomUUID();

export type TrashBatch = {
  batch: string;
  reason: TrashReason;
  deletedAt: string;
  purgeAt: string;
  counts: Partial<Record<TrashKind, number>>;
  /** What a single entry was ("Feedback from ada@example.com"), or the reset's summary. */
  label: string;
};

const truncate = (text: unknown, length = 60) => {
  const s = String(text ?? "").replace(/\s+/g, " ").trim();
  return s.length > length ? `${s.slice(0, length - 1)}…` : s;
};

function labelOf(kind: TrashKind, data: Record<string, unknown>): string {
  if (kind === "feedback") return `Feedback${data.email ? ` from ${data.email}` : ""}: “${truncate(data.clarity)}”`;
  if (kind === "suggestion") return `Feature request “${truncate(data.name)}”`;
  return `Contact message from ${truncate(`${data.firstName ?? ""} ${data.lastName ?? ""}`, 40)}: “${truncate(data.subject)}”`;
}

const NOUNS: Record<TrashKind, [string, string]> = { feedback: ["feedback entry", "feedback entries"], suggestion: ["suggestion", "suggestions"], contact: ["contact message", "contact messages"] };
const countText = (kind: TrashKind, n: number) => `${n} ${NOUNS[kind][n === 1 ? 0 : 1]}`;

/** The trash, newest first, one line per delete or reset. */
export async function listTrash(limit = 200): Promise<TrashBatch[]> {
  const rows = await db.$queryRaw<{ batch: string; reason: TrashReason; deleted_at: Date; counts: Record<TrashKind, number>; first_kind: TrashKind; first: Record<string, unknown> }[]>`
    SELECT batch, min(reason) AS reason, min(deleted_at) AS deleted_at,
           (SELECT jsonb_object_agg(kind, n) FROM (SELECT kind, count(*)::int AS n FROM trash_items c WHERE c.batch = t.batch GROUP BY kind) k) AS counts,
           (array_agg(kind ORDER BY id))[1] AS first_kind, (array_agg(data ORDER BY id))[1] AS first
    FROM trash_items t GROUP BY batch ORDER BY min(deleted_at) DESC, batch LIMIT ${limit}`;
  return rows.map((row) => {
    const kinds = Object.entries(row.counts) as [TrashKind, number][];
    const total = kinds.reduce((sum, [, n]) => sum + n, 0);
    const label =
      row.reason === "delete" && total === 1
        ? labelOf(row.first_kind, row.first)
        : `Reset: ${kinds.map(([kind, n]) => countText(kind, n)).join(" and ")}`;
    return {
      batch: row.batch,
      reason: row.reason,
      deletedAt: row.deleted_at.toISOString(),
      purgeAt: new Date(row.deleted_at.getTime() + TRASH_DAYS * 86_400_000).toISOString(),
      counts: Object.fromEntries(kinds),
      label,
    };
  });
}

/**
 * Puts a batch back, with its ids, dates and tester slots. A slot that went to someone else
 * since is not taken back: that entry returns without a slot. Null when the batch is not in the trash.
 */
export async function restoreTrash(batch: string): Promise<Partial<Record<TrashKind, number>> | null> {
  return db.$transaction(
    async (tx) => {
      const present = await tx.trashItem.count({ where: { batch } });
      if (present === 0) return null;
      // Slots are handed out under this lock: a restore and a claim never take the same slot.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${TESTER_SLOT_LOCK})`;
      const restored: Partial<Record<TrashKind, number>> = {};
      for (const [kind, table] of Object.entries(TRASH_KINDS) as [TrashKind, string][]) {
        const data =
          kind === "feedback"
            ? `CASE WHEN EXISTS (SELECT 1 FROM "feedback" f WHERE f."testerSlot" = (t.data->>'testerSlot')::int) THEN jsonb_set(t.data, '{testerSlot}', 'null') ELSE t.data END`
            : "t.data";
        const n = await tx.$executeRawUnsafe(
          `INSERT INTO "${table}" SELECT (jsonb_populate_record(NULL::"${table}", ${data})).* FROM trash_items t WHERE t.batch = $1 AND t.kind = $2 ORDER BY t.id ON CONFLICT (id) DO NOTHING`,
          batch,
          kind,
        );
        if (n > 0) restored[kind] = n;
      }
      await tx.trashItem.deleteMany({ where: { batch } });
      return restored;
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
}

/** Erases one batch for good; false when it is not in the trash. */
export async function eraseTrash(batch: string): Promise<boolean> {
  return (await db.trashItem.deleteMany({ where: { batch } })).count > 0;
}

/** Empties the trash; returns the rows erased. */
export async function emptyTrash(): Promise<number> {
  return (await db.trashItem.deleteMany({})).count;
}

/** Erases what has been in the trash longer than TRASH_DAYS (run hourly by every instance; idempotent). */
export async function purgeTrash(now = new Date()): Promise<number> {
  return (await db.trashItem.deleteMany({ where: { deletedAt: { lt: new Date(now.getTime() - TRASH_DAYS * 86_400_000) } } })).count;
}

/** Moves one entry to the trash in its own batch; the batch, or null when there is no such entry. */
export async function trashOne(kind: TrashKind, id: string, adminId?: string | null): Promise<string | null> {
  const batch = newTrashBatch();
  const moved = await db.$transaction((tx) => moveToTrash(tx, { kind, id, batch, reason: "delete", adminId }));
  return moved > 0 ? batch : null;
}

/** Moves every entry of these kinds to the trash in one batch (a reset); the batch and the counts. */
export async function trashAll(kinds: TrashKind[], adminId?: string | null): Promise<{ batch: string; counts: Record<string, number> }> {
  const batch = newTrashBatch();
  const counts: Record<string, number> = {};
  await db.$transaction(
    async (tx) => {
      for (const kind of kinds) counts[kind] = await moveToTrash(tx, { kind, batch, reason: "reset", adminId });
    },
    { maxWait: 10_000, timeout: 120_000 },
  );
  return { batch, counts };
}
