import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { withSlotLock } from "@/lib/data/testers";
import { putRestoredTestersAtHead } from "@/lib/data/waitlist";
import { newCode } from "@/lib/waitlist/code";
import { countOf } from "@/lib/format/plural";

// The trash: a delete or a reset moves rows here, as JSON, in the same statement that deletes
// them (DELETE ... RETURNING into INSERT), so nothing is lost in between. They stay TRASH_DAYS,
// then the purge erases them for good. A restore puts them back with the same ids and dates.

export const TRASH_DAYS = 30;

/** In restore order: a tester row (an entry's slot) comes back after its feedback entry. */
export const TRASH_KINDS = {
  feedback: "feedback",
  suggestion: "feature_suggestions",
  contact: "contact_messages",
  tester: "testers",
  post: "blog_posts",
  changelog: "changelog_entries",
} as const;
export type TrashKind = keyof typeof TRASH_KINDS;
/** What the admin deletes; an entry's tester row goes to the trash with it. */
export type DeletableKind = Exclude<TrashKind, "tester">;
export type TrashReason = "delete" | "reset";

type Tx = Prisma.TransactionClient;

/** Moves one row (`id`) or every row of a kind into the trash under `batch`; returns how many moved. */
export async function moveToTrash(tx: Tx, move: { kind: DeletableKind; id?: string; batch: string; reason: TrashReason; adminId?: string | null }): Promise<number> {
  const table = TRASH_KINDS[move.kind];
  if (move.kind === "feedback") {
    // The entries' tester slots first (the foreign key would delete them with the entries).
    await tx.$executeRawUnsafe(
      `WITH moved AS (DELETE FROM testers WHERE "feedbackId" IN (SELECT id FROM feedback WHERE $1::text IS NULL OR id = $1) RETURNING *)
       INSERT INTO trash_items (batch, kind, entity_id, data, reason, deleted_by)
       SELECT $2, 'tester', moved.id, to_jsonb(moved), $3, $4 FROM moved`,
      move.id ?? null,
      move.batch,
      move.reason,
      move.adminId ?? null,
    );
  }
  return tx.$executeRawUnsafe(
    `WITH moved AS (DELETE FROM "${table}" WHERE $1::text IS NULL OR id = $1 RETURNING *)
     INSERT INTO trash_items (batch, kind, entity_id, data, reason, deleted_by)
     SELECT $2, $3, moved.id, to_jsonb(moved)${KEPT_WITH[move.kind] ? ` || ${KEPT_WITH[move.kind]}` : ""}, $4, $5 FROM moved`,
    move.id ?? null,
    move.batch,
    move.kind,
    move.reason,
    move.adminId ?? null,
  );
}

/**
 * A changelog entry keeps the ids of the suggestions it ships, for its restore. The statement's one
 * snapshot still sees the links that the entry's delete cascades to.
 */
const SHIPPED_IDS = `jsonb_build_object('suggestionIds', (SELECT coalesce(jsonb_agg(l."suggestionId"), '[]'::jsonb) FROM changelog_suggestions l WHERE l."entryId" = moved.id))`;

/**
 * An idea keeps what its delete cascades to or unlinks: its votes, followers, mutes ("stop e-mails
 * about this idea") and status history, the entries that ship it, and the ideas merged into it. A
 * restore puts back those whose member, entry or idea still exists, and counts the votes again.
 * The rows that point at the idea, by the key they are kept under; `ofMember`: they come back only
 * while their member exists.
 */
const IDEA_ROWS = [
  { key: "votes", table: "idea_votes", ofMember: true },
  { key: "follows", table: "idea_follows", ofMember: true },
  { key: "mutes", table: "idea_mutes", ofMember: true },
  { key: "statusChanges", table: "idea_status_changes", ofMember: false },
] as const;

const IDEA_RELATIONS = `jsonb_build_object(
  ${IDEA_ROWS.map(({ key, table }) => `'${key}', (SELECT coalesce(jsonb_agg(to_jsonb(r)), '[]'::jsonb) FROM ${table} r WHERE r."suggestionId" = moved.id),`).join("\n  ")}
  'shippedIn', (SELECT coalesce(jsonb_agg(l."entryId"), '[]'::jsonb) FROM changelog_suggestions l WHERE l."suggestionId" = moved.id),
  'mergedFrom', (SELECT coalesce(jsonb_agg(m.id), '[]'::jsonb) FROM feature_suggestions m WHERE m."mergedIntoId" = moved.id))`;

const KEPT_WITH: Partial<Record<DeletableKind, string>> = { changelog: SHIPPED_IDS, suggestion: IDEA_RELATIONS };

/** What a restored idea gets back (IDEA_RELATIONS), in one statement each; `$1` is the batch. */
const IDEAS_OF_BATCH = `SELECT t.entity_id AS id, t.data FROM trash_items t WHERE t.batch = $1 AND t.kind = 'suggestion'`;
const RESTORE_IDEA_RELATIONS = [
  // A key missing from an older trash row (kept before its table existed) restores nothing.
  ...IDEA_ROWS.map(
    ({ key, table, ofMember }) => `INSERT INTO ${table} SELECT (jsonb_populate_record(NULL::${table}, r)).*
   FROM (${IDEAS_OF_BATCH}) i CROSS JOIN LATERAL jsonb_array_elements(coalesce(i.data->'${key}', '[]'::jsonb)) r
   ${ofMember ? `WHERE EXISTS (SELECT 1 FROM members m WHERE m.id = r->>'memberId') ` : ""}ON CONFLICT DO NOTHING`,
  ),
  `INSERT INTO changelog_suggestions ("entryId", "suggestionId")
   SELECT e.id, i.id FROM (${IDEAS_OF_BATCH}) i CROSS JOIN LATERAL jsonb_array_elements_text(i.data->'shippedIn') AS l(id) JOIN changelog_entries e ON e.id = l.id
   ON CONFLICT DO NOTHING`,
  `UPDATE feature_suggestions m SET "mergedIntoId" = i.id
   FROM (${IDEAS_OF_BATCH}) i CROSS JOIN LATERAL jsonb_array_elements_text(i.data->'mergedFrom') AS l(id)
   WHERE m.id = l.id AND m."mergedIntoId" IS NULL`,
  // The count the board sorts by is the votes that came back (a member erased meanwhile is gone).
  `UPDATE feature_suggestions s SET "voteCount" = (SELECT count(*) FROM idea_votes v WHERE v."suggestionId" = s.id)
   FROM (${IDEAS_OF_BATCH}) i WHERE s.id = i.id`,
];

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

function labelOf(kind: DeletableKind, data: Record<string, unknown>): string {
  if (kind === "feedback") return `Feedback${data.email ? ` from ${data.email}` : ""}: “${truncate(data.clarity)}”`;
  if (kind === "suggestion") return `Feature request “${truncate(data.name)}”`;
  if (kind === "post") return `Blog post “${truncate(data.title)}”`;
  if (kind === "changelog") return `Changelog entry “${truncate(data.title)}”`;
  return `Contact message from ${truncate(`${data.firstName ?? ""} ${data.lastName ?? ""}`, 40)}: “${truncate(data.subject)}”`;
}

const NOUNS: Record<TrashKind, [string, string]> = {
  tester: ["tester slot", "tester slots"],
  feedback: ["feedback entry", "feedback entries"],
  suggestion: ["suggestion", "suggestions"],
  contact: ["contact message", "contact messages"],
  post: ["blog post", "blog posts"],
  changelog: ["changelog entry", "changelog entries"],
};
/** "1 blog post", "3 feedback entries": what a trash line or a restore holds. */
export const countText = (kind: TrashKind, n: number) => countOf(n, ...NOUNS[kind]);

/** The trash, newest first, one line per delete or reset. */
export async function listTrash(limit = 200): Promise<TrashBatch[]> {
  const rows = await db.$queryRaw<{ batch: string; reason: TrashReason; deleted_at: Date; counts: Record<TrashKind, number>; first_kind: TrashKind; first: Record<string, unknown> }[]>`
    SELECT batch, min(reason) AS reason, min(deleted_at) AS deleted_at,
           (SELECT jsonb_object_agg(kind, n) FROM (SELECT kind, count(*)::int AS n FROM trash_items c WHERE c.batch = t.batch GROUP BY kind) k) AS counts,
           -- The entry, not its tester slot (which goes into the trash first).
           (array_agg(kind ORDER BY id) FILTER (WHERE kind <> 'tester'))[1] AS first_kind,
           (array_agg(data ORDER BY id) FILTER (WHERE kind <> 'tester'))[1] AS first
    FROM trash_items t GROUP BY batch ORDER BY min(deleted_at) DESC, batch LIMIT ${limit}`;
  return rows.map((row) => {
    // Entries only, in a fixed order (an entry's tester slot is part of the entry).
    const kinds = (["feedback", "suggestion", "contact", "post", "changelog"] as const).filter((kind) => row.counts[kind]).map((kind) => [kind, row.counts[kind]] as [DeletableKind, number]);
    const total = kinds.reduce((sum, [, n]) => sum + n, 0);
    const label =
      row.reason === "delete" && total === 1
        ? labelOf(row.first_kind as DeletableKind, row.first)
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
 * Puts a batch back whole, with its ids, dates and tester slots, or not at all. A slot that went
 * to someone else since is not taken back (TESTER_AS_RESTORED). Null when the batch is not in the
 * trash (never there, erased, or restored already).
 */
export async function restoreTrash(batch: string): Promise<Partial<Record<TrashKind, number>> | null> {
  // Slots change hands only under the slot lock: a restore and a reservation never take the same slot.
  return withSlotLock(async (tx) => {
    if ((await lockTrashRows(tx, Prisma.sql`batch = ${batch}`)).length === 0) return null;
    const restored: Partial<Record<TrashKind, number>> = {};
    for (const [kind, table] of Object.entries(TRASH_KINDS) as [TrashKind, string][]) {
      const n = await tx.$executeRawUnsafe(
        `INSERT INTO "${table}" SELECT (jsonb_populate_record(NULL::"${table}", ${RESTORED_AS[kind] ?? "t.data"})).*
         FROM trash_items t WHERE t.batch = $1 AND t.kind = $2 ORDER BY t.id ON CONFLICT (id) DO NOTHING`,
        batch,
        kind,
      );
      if (n > 0) restored[kind] = n;
    }
    // A changelog entry ships again the suggestions it shipped, those that still exist.
    await tx.$executeRawUnsafe(
      `INSERT INTO changelog_suggestions ("entryId", "suggestionId")
       SELECT t.entity_id, s.id FROM trash_items t CROSS JOIN LATERAL jsonb_array_elements_text(t.data->'suggestionIds') AS l(id) JOIN feature_suggestions s ON s.id = l.id
       WHERE t.batch = $1 AND t.kind = 'changelog' ON CONFLICT DO NOTHING`,
      batch,
    );
    for (const statement of RESTORE_IDEA_RELATIONS) await tx.$executeRawUnsafe(statement, batch);
    // A confirmed tester whose slot went to someone else waits at the head of the waitlist.
    await putRestoredTestersAtHead(tx, batch, newCode);
    await tx.trashItem.deleteMany({ where: { batch } });
    return restored;
  });
}

/**
 * Locks the trash rows that match, in id order, and returns their ids. Every restore and erase
 * goes through here, so two of them on one batch run one after the other: the second finds the
 * rows gone (READ COMMITTED skips rows deleted while it waited) and answers "not in the trash".
 * One order for every locker means no deadlock between a restore and an erase or a purge.
 */
async function lockTrashRows(tx: Tx, where: Prisma.Sql): Promise<bigint[]> {
  const rows = await tx.$queryRaw<{ id: bigint }[]>`SELECT id FROM trash_items WHERE ${where} ORDER BY id FOR UPDATE`;
  return rows.map((row) => row.id);
}

/** Erases the matching trash rows for good, under the row locks a restore takes; how many. */
function eraseTrashRows(where: Prisma.Sql): Promise<number> {
  return db.$transaction(async (tx) => {
    const ids = await lockTrashRows(tx, where);
    if (ids.length > 0) await tx.trashItem.deleteMany({ where: { id: { in: ids } } });
    return ids.length;
  });
}

/**
 * A tester row as it comes back: as it was, unless its slot or its address went to someone else
 * while it was in the trash. Then it holds no slot, and keeps its status: a confirmed tester stays
 * confirmed (they did nothing wrong: someone deleted their entry), waiting for a slot.
 */
const TESTER_AS_RESTORED = `CASE WHEN (t.data->>'holdsSlot')::boolean AND EXISTS (
    SELECT 1 FROM testers h WHERE h."holdsSlot" AND (h.slot = (t.data->>'slot')::int OR h."emailKey" = t.data->>'emailKey'))
  THEN t.data || jsonb_build_object('holdsSlot', false, 'slot', NULL)
  ELSE t.data END`;

/**
 * A post comes back under its slug, unless a post took the slug meanwhile: then under the slug
 * with "-restored" and a few characters of its id (slugs are unique; the admin can rename it).
 */
const POST_AS_RESTORED = `CASE WHEN EXISTS (SELECT 1 FROM blog_posts b WHERE b.slug = t.data->>'slug')
  THEN t.data || jsonb_build_object('slug', (t.data->>'slug') || '-restored-' || right(t.entity_id, 6))
  ELSE t.data END`;

const RESTORED_AS: Partial<Record<TrashKind, string>> = { tester: TESTER_AS_RESTORED, post: POST_AS_RESTORED };

/** Erases one batch for good; false when it is not in the trash (erased, or restored meanwhile). */
export async function eraseTrash(batch: string): Promise<boolean> {
  return (await eraseTrashRows(Prisma.sql`batch = ${batch}`)) > 0;
}

/** Empties the trash; returns the rows erased. */
export function emptyTrash(): Promise<number> {
  return eraseTrashRows(Prisma.sql`true`);
}

/** Erases what has been in the trash longer than TRASH_DAYS (run hourly by every instance; idempotent). */
export function purgeTrash(now = new Date()): Promise<number> {
  return eraseTrashRows(Prisma.sql`deleted_at < ${new Date(now.getTime() - TRASH_DAYS * 86_400_000)}`);
}

/** Moves one entry to the trash in its own batch; the batch, or null when there is no such entry. */
export async function trashOne(kind: DeletableKind, id: string, adminId?: string | null): Promise<string | null> {
  const batch = newTrashBatch();
  const moved = await db.$transaction((tx) => moveToTrash(tx, { kind, id, batch, reason: "delete", adminId }));
  return moved > 0 ? batch : null;
}

/** Moves every entry of these kinds to the trash in one batch (a reset); the batch and the counts. */
export async function trashAll(kinds: DeletableKind[], adminId?: string | null): Promise<{ batch: string; counts: Record<string, number> }> {
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
