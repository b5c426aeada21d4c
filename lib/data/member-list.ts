import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { copyCsv, inOrder, isoTime, newestFirst, orderBy, pageIds, plain, searchCondition, sql, totalRows, typed, whereOf, type ListSort, type PageRequest } from "@/lib/data/list-query";

// The admin's member list (/admin/members), on the admin lists' engine (lib/data/list-query.ts).
// Two views share its filters and columns: the members (confirmed addresses, newest first) and
// the addresses that sent something but never confirmed (no member row), in address order, so
// that the admin sees who gets no updates. Everything about one person is joined by emailKey.

export type MemberFilters = {
  q?: string;
  /** false: the addresses that sent something but never confirmed. */
  confirmed: boolean;
  /** Holds a tester slot now (confirmed, or reserved within its time), or not. */
  tester?: boolean;
  /** Sent at least one feature suggestion, or none. */
  suggestions?: boolean;
};

/** One person's address key, as an SQL expression of the view's table. */
type View = { table: string; key: Prisma.Sql; sort: ListSort; always: Prisma.Sql[]; search: Prisma.Sql };

const notNull = (table: string) => `SELECT "emailKey" AS id FROM ${table} WHERE "emailKey" IS NOT NULL`;
/** Every address key that sent something; UNION removes repeats (each branch reads its emailKey index). */
const SENT_KEYS = `(${["feedback", "feature_suggestions", "contact_messages"].map(notNull).join(" UNION ")}) AS unconfirmed`;

/** An address key as a cursor value: the longest address the forms take. */
const addressKey = { sql: sql`unconfirmed.id`, cast: "text", fits: (v: string | number) => typeof v === "string" && v.length > 0 && v.length <= 254 };

const VIEWS: Record<"members" | "unconfirmed", View> = {
  members: { table: "members", key: sql`members."emailKey"`, sort: newestFirst, always: [], search: sql`email || E'\\x1f' || "emailKey"` },
  unconfirmed: {
    table: SENT_KEYS,
    key: sql`unconfirmed.id`,
    sort: { keys: [addressKey], direction: "asc" },
    always: [sql`NOT EXISTS (SELECT 1 FROM members m WHERE m."emailKey" = unconfirmed.id)`],
    search: sql`unconfirmed.id`,
  },
};

const viewOf = (filters: MemberFilters) => VIEWS[filters.confirmed ? "members" : "unconfirmed"];

/**
 * A tester row that holds its slot now (HOLDS_SLOT_SQL of lib/data/program.ts, as of the
 * statement's start): clock_timestamp() there is volatile, which keeps PostgreSQL from turning the
 * filter's EXISTS into a join, so it would run once per member, a million times.
 */
const HELD_NOW = sql`t."holdsSlot" AND (t.status <> 'reserved' OR t."expiresAt" > now())`;

/** The tester slot the address holds now. */
const heldSlot = (key: Prisma.Sql) => sql`(SELECT t.slot FROM testers t WHERE t."emailKey" = ${key} AND ${HELD_NOW} LIMIT 1)`;
const sentCount = (table: string, key: Prisma.Sql) => sql`(SELECT count(*)::int FROM ${Prisma.raw(table)} x WHERE x."emailKey" = ${key})`;
const firstSent = (key: Prisma.Sql) =>
  sql`LEAST((SELECT min("createdAt") FROM feedback x WHERE x."emailKey" = ${key}), (SELECT min("createdAt") FROM feature_suggestions x WHERE x."emailKey" = ${key}),
            (SELECT min("createdAt") FROM contact_messages x WHERE x."emailKey" = ${key}))`;

function memberWhere(view: View, filters: MemberFilters): Prisma.Sql[] {
  const where = [...view.always];
  if (filters.tester !== undefined) where.push(sql`${Prisma.raw(filters.tester ? "" : "NOT ")}EXISTS (SELECT 1 FROM testers t WHERE t."emailKey" = ${view.key} AND ${HELD_NOW})`);
  if (filters.suggestions !== undefined) where.push(sql`${Prisma.raw(filters.suggestions ? "" : "NOT ")}EXISTS (SELECT 1 FROM feature_suggestions s WHERE s."emailKey" = ${view.key})`);
  if (filters.q) where.push(searchCondition(view.search, filters.q));
  return where;
}

export type MemberListRow = {
  /** The row's key in the list: the member's id, or the address key of an unconfirmed address. */
  id: string;
  memberId: string | null;
  email: string;
  /** When the address was first confirmed (the member row's creation); null when never. */
  since: Date | null;
  lastSignInAt: Date | null;
  firstSentAt: Date | null;
  testerSlot: number | null;
  feedbackCount: number;
  suggestionCount: number;
  contactCount: number;
};

// The address as the person last typed it, from whichever of their rows is newest.
const TYPED_ADDRESS = sql`(SELECT email FROM (
    SELECT email, "createdAt" FROM feedback WHERE "emailKey" = unconfirmed.id
    UNION ALL SELECT email, "createdAt" FROM feature_suggestions WHERE "emailKey" = unconfirmed.id
    UNION ALL SELECT email, "createdAt" FROM contact_messages WHERE "emailKey" = unconfirmed.id) AS sent
  WHERE email IS NOT NULL ORDER BY "createdAt" DESC LIMIT 1)`;

const activityColumns = (key: Prisma.Sql) => sql`${firstSent(key)} AS "firstSentAt", ${heldSlot(key)} AS "testerSlot",
  ${sentCount("feedback", key)} AS "feedbackCount", ${sentCount("feature_suggestions", key)} AS "suggestionCount", ${sentCount("contact_messages", key)} AS "contactCount"`;

function rowsOf(confirmed: boolean, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  if (confirmed) {
    return db.$queryRaw<MemberListRow[]>`
      SELECT id, id AS "memberId", email, "createdAt" AS since, "lastSignInAt", ${activityColumns(sql`members."emailKey"`)}
      FROM members WHERE id IN (${Prisma.join(ids)})`;
  }
  return db.$queryRaw<MemberListRow[]>`
    SELECT id, NULL::text AS "memberId", coalesce(${TYPED_ADDRESS}, id) AS email, NULL::timestamptz AS since, NULL::timestamptz AS "lastSignInAt",
           ${activityColumns(sql`unconfirmed.id`)}
    FROM unnest(${ids}::text[]) AS unconfirmed(id)`;
}

/** One page of the view, in its order, and the cursor of the next page. */
export async function listMembersPage(filters: MemberFilters, page: PageRequest) {
  const view = viewOf(filters);
  const { ids, nextCursor } = await pageIds(view.table, memberWhere(view, filters), view.sort, page);
  return { items: inOrder(ids, await rowsOf(filters.confirmed, ids)), nextCursor };
}

/** The number of matching rows, estimated beyond EXACT_COUNT_LIMIT. */
export function totalMembers(filters: MemberFilters) {
  const view = viewOf(filters);
  return totalRows(view.table, memberWhere(view, filters));
}

/** The list's columns as the export writes them (the address is typed text: csv_safe, quoted). */
function exportColumns(filters: MemberFilters) {
  const key = viewOf(filters).key;
  const confirmed = filters.confirmed;
  return [
    typed("email", confirmed ? sql`email` : sql`coalesce(${TYPED_ADDRESS}, unconfirmed.id)`),
    plain("confirmed", sql`${confirmed ? "true" : "false"}::text`),
    plain("since", confirmed ? isoTime(`"createdAt"`) : sql`NULL`),
    plain("lastSignInAt", confirmed ? isoTime(`"lastSignInAt"`) : sql`NULL`),
    plain("testerSlot", heldSlot(key)),
    plain("feedback", sentCount("feedback", key)),
    plain("suggestions", sentCount("feature_suggestions", key)),
    plain("contactMessages", sentCount("contact_messages", key)),
  ];
}

/** Every matching row as a CSV document, in the list's order, streamed. */
export function exportMembers(filters: MemberFilters) {
  const view = viewOf(filters);
  return copyCsv(exportColumns(filters), sql`FROM ${Prisma.raw(view.table)} WHERE ${whereOf(memberWhere(view, filters))} ORDER BY ${orderBy(view.sort)}`);
}
