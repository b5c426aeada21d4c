import "server-only";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { db, pool } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

// The SQL the admin lists share: search, keyset pages and totals that stay cheap at a million rows
// (issue 20, docs/performance.md "Scale"). Each list (lib/data/<entity>.ts) describes its table,
// its search expression and its sorts; the indexes that match them are in the migration
// 20261125040000_admin_list_scale.

/** Totals up to this many rows are counted; beyond it the planner's estimate is shown as "about". */
export const EXACT_COUNT_LIMIT = 1000;

/** A sort key: its expression, the type a cursor value is cast to, and which cursor values fit it. */
export type SortKey = { sql: Prisma.Sql; cast: string; fits: (value: string | number) => boolean };
/** One sort: the key expressions in order (the last one is the id) and their one direction. */
export type ListSort = { keys: SortKey[]; direction: "asc" | "desc" };

/** A cursor that does not belong to the list's sort (made up, or from another sort). */
export class InvalidCursorError extends Error {}

/** A PostgreSQL integer: a bigger number would fail its cast in the database (a 500). */
export const isInteger = (value: string | number) => Number.isInteger(value) && Math.abs(value as number) <= 2_147_483_647;
// Only the times the lists write (toISOString), so that PostgreSQL never sees 2026-02-30.
const isIsoTime = (value: string | number) => typeof value === "string" && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString() === value;

export const createdAtKey: SortKey = { sql: Prisma.sql`"createdAt"`, cast: "timestamptz", fits: isIsoTime };
// Ids are cuids (or, in seeded data, similar): no character PostgreSQL could refuse.
export const idKey: SortKey = { sql: Prisma.sql`id`, cast: "text", fits: (v) => typeof v === "string" && /^[\w-]{1,64}$/.test(v) };
/** Every list's default order: the newest first (index on "createdAt", id). */
export const newestFirst: ListSort = { keys: [createdAtKey, idKey], direction: "desc" };

/** Where a page starts: after the row with these key values (keyset), or after `skip` rows. */
export type PageRequest = { skip?: number; take: number; after?: CursorValues };
export type CursorValues = (string | number)[];

export type ListTotal = { total: number; estimated: boolean };

/** Prisma's SQL template tag, for the lists' conditions and sort keys. */
export const sql = Prisma.sql;

/** `text ILIKE '%q%'` with q taken literally; the expression is the one the trigram index covers. */
export function searchCondition(expression: Prisma.Sql, q: string): Prisma.Sql {
  // Control characters never match: U+001F joins the columns, and PostgreSQL refuses NUL.
  const pattern = `%${q.replace(/[\u0000-\u001f]/g, "").replace(/[\\%_]/g, "\\$&")}%`;
  return Prisma.sql`(${expression}) ILIKE ${pattern}`;
}

export function whereOf(conditions: Prisma.Sql[]): Prisma.Sql {
  return conditions.length ? Prisma.join(conditions, " AND ") : Prisma.sql`TRUE`;
}

function keysetCondition(sort: ListSort, after: CursorValues): Prisma.Sql {
  if (after.length !== sort.keys.length || !sort.keys.every((k, i) => k.fits(after[i] as string | number))) throw new InvalidCursorError("cursor does not fit the sort");
  const keys = Prisma.join(sort.keys.map((k) => k.sql));
  const values = Prisma.join(sort.keys.map((k, i) => Prisma.sql`${after[i]}::${Prisma.raw(k.cast)}`));
  // A row comparison on the index's own columns: PostgreSQL starts the index scan at the cursor.
  return sort.direction === "desc" ? Prisma.sql`(${keys}) < (${values})` : Prisma.sql`(${keys}) > (${values})`;
}

/** The ids of one page, in list order, with the cursor after its last row (null on the last page). */
export async function pageIds(table: string, where: Prisma.Sql[], sort: ListSort, page: PageRequest) {
  const conditions = page.after ? [...where, keysetCondition(sort, page.after)] : where;
  const direction = Prisma.raw(sort.direction === "desc" ? "DESC" : "ASC");
  const keyColumns = Prisma.join(sort.keys.map((k, i) => Prisma.sql`${k.sql} AS ${Prisma.raw(`k${i}`)}`));
  const order = Prisma.join(sort.keys.map((k) => Prisma.sql`${k.sql} ${direction}`));
  const rows = await db.$queryRaw<Record<string, unknown>[]>`
    SELECT id, ${keyColumns} FROM ${Prisma.raw(table)} WHERE ${whereOf(conditions)}
    ORDER BY ${order} LIMIT ${page.take + 1} OFFSET ${page.after ? 0 : (page.skip ?? 0)}`;
  const more = rows.length > page.take;
  const shown = rows.slice(0, page.take);
  const last = shown.at(-1);
  const nextCursor = more && last ? encodeCursor(sort.keys.map((_, i) => cursorValue(last[`k${i}`]))) : null;
  return { ids: shown.map((r) => String(r.id)), nextCursor };
}

function cursorValue(value: unknown): string | number {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  return String(value);
}

export function encodeCursor(values: CursorValues): string {
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

/** The longest text a cursor carries: an e-mail address (the member list's unconfirmed view sorts by it). */
const CURSOR_TEXT_MAX = 254;

/** The key values in a cursor, or null when it is not one of ours. */
export function decodeCursor(cursor: string): CursorValues | null {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(values) || values.length === 0 || values.length > 4) return null;
    return values.every((v) => typeof v === "number" || (typeof v === "string" && v.length <= CURSOR_TEXT_MAX)) ? (values as CursorValues) : null;
  } catch {
    return null;
  }
}

/** Rows fetched by id, put back in the page's order. */
export function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The exact count of matching rows. */
export async function countRows(table: string, where: Prisma.Sql[]): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM ${Prisma.raw(table)} WHERE ${whereOf(where)}`;
  return row?.n ?? 0;
}

/**
 * The number of matching rows: exact up to EXACT_COUNT_LIMIT (reading at most that many), beyond
 * it PostgreSQL's estimate (the table's row count from its statistics, or the planner's for a
 * filter). Counting a million rows exactly costs more than the page itself.
 */
export async function totalRows(table: string, where: Prisma.Sql[]): Promise<ListTotal> {
  const [capped] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM ${Prisma.raw(table)} WHERE ${whereOf(where)} LIMIT ${EXACT_COUNT_LIMIT + 1}) AS s`;
  const counted = capped?.n ?? 0;
  if (counted <= EXACT_COUNT_LIMIT) return { total: counted, estimated: false };
  const estimate = where.length ? await plannedRows(table, where) : await tableRows(table);
  return { total: Math.max(EXACT_COUNT_LIMIT + 1, Math.round(estimate)), estimated: true };
}

async function tableRows(table: string): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`SELECT reltuples::float8 AS n FROM pg_class WHERE oid = ${table}::regclass`;
  return row?.n ?? 0;
}

async function plannedRows(table: string, where: Prisma.Sql[]): Promise<number> {
  const [row] = await db.$queryRaw<{ "QUERY PLAN": unknown }[]>`
    EXPLAIN (FORMAT JSON) SELECT 1 FROM ${Prisma.raw(table)} WHERE ${whereOf(where)}`;
  const raw = row?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan?: { "Plan Rows"?: number } }[] | undefined;
  return plan?.[0]?.Plan?.["Plan Rows"] ?? 0;
}

/** ORDER BY of a sort, for queries written out in full (the exports). */
export function orderBy(sort: ListSort): Prisma.Sql {
  const direction = Prisma.raw(sort.direction === "desc" ? "DESC" : "ASC");
  return Prisma.join(sort.keys.map((k) => Prisma.sql`${k.sql} ${direction}`));
}

/** A timestamp as Date.prototype.toISOString() writes it, made by PostgreSQL (the exports). */
export const isoTime = (column: string) => Prisma.sql`to_char(${Prisma.raw(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One column of an export: its header and its value. `typed` marks text that someone typed (a
 * submission, a response): csv_safe neutralises a formula in it, and COPY always quotes it, so a
 * separator of another locale (semicolon, tab) can never start a cell of its own. Our own values
 * (ids, times, numbers, states) go out as they are.
 */
export type CsvColumn = { header: string; value: Prisma.Sql; typed?: boolean };

export const typed = (header: string, value: Prisma.Sql): CsvColumn => ({ header, value, typed: true });
export const plain = (header: string, value: Prisma.Sql): CsvColumn => ({ header, value });

/**
 * A query with its parameters written into it as literals, for COPY, which takes no parameters.
 * Strings go through pg's escapeLiteral (a quoted constant, typed by its context exactly as a
 * parameter is); numbers must be finite; anything else is refused rather than guessed.
 */
export function inlineParameters(query: Prisma.Sql): string {
  return query.text.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index < 0 || index >= query.values.length) throw new Error(`parameter $${n} has no value`);
    const value = query.values[index];
    if (value === null || value === undefined) return "NULL";
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
    if (typeof value === "bigint") return value.toString();
    if (typeof value === "string") return pg.escapeLiteral(value);
    if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
    throw new Error(`parameter $${n} of type ${typeof value} cannot be written into COPY`);
  });
}

/** The longest an export may run (a day: far beyond any download; pg's timers take at most 2^31-1 ms). */
const EXPORT_MAX_MS = 24 * 3_600_000;

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The COPY statement of an export: `rest` is the query's FROM, WHERE and ORDER BY. */
export function csvCopyStatement(columns: CsvColumn[], rest: Prisma.Sql): string {
  const list = Prisma.join(columns.map((c) => Prisma.sql`${c.typed ? Prisma.sql`csv_safe((${c.value})::text)` : c.value} AS ${Prisma.raw(quoteIdentifier(c.header))}`));
  const forced = columns.filter((c) => c.typed).map((c) => quoteIdentifier(c.header));
  const forceQuote = forced.length ? `, FORCE_QUOTE (${forced.join(", ")})` : "";
  return `COPY (${inlineParameters(Prisma.sql`SELECT ${list} ${rest}`)}) TO STDOUT (FORMAT csv, HEADER${forceQuote})`;
}

/**
 * A CSV document, header first, as PostgreSQL writes it: `COPY (SELECT ...) TO STDOUT (FORMAT
 * csv, HEADER)` through pg-copy-streams, its chunks handed on as they arrive. No row becomes a
 * JavaScript value, so memory stays flat however many rows there are, and the download's
 * backpressure paces PostgreSQL. COPY reads one snapshot. Ending the iteration early (the
 * download was cancelled) cancels the COPY and closes its connection.
 */
export async function* copyCsv(columns: CsvColumn[], rest: Prisma.Sql): AsyncGenerator<Buffer> {
  const statement = csvCopyStatement(columns, rest);
  const client = await pool().connect();
  let finished = false;
  try {
    // An export may take minutes at a million rows: no statement timeout for this one.
    await client.query("BEGIN READ ONLY");
    await client.query("SET LOCAL statement_timeout = 0");
    // Nor the client's answer timeout (query_timeout, lib/postgres.ts), which counts from the start of
    // the query, not from its last chunk: a long COPY that keeps sending is not a hung database.
    const copy = Object.assign(copyTo(statement), { query_timeout: EXPORT_MAX_MS });
    for await (const chunk of client.query(copy) as AsyncIterable<Buffer>) yield chunk;
    await client.query("COMMIT");
    finished = true;
  } finally {
    if (!finished) {
      // Cancelled or failed mid-COPY: PostgreSQL is told to stop it (pg_cancel_backend, from
      // another connection), and this connection is closed rather than reused.
      const pid = (client as pg.PoolClient & { processID?: number }).processID;
      if (pid) await pool().query("SELECT pg_cancel_backend($1)", [pid]).catch(() => undefined);
    }
    client.release(finished ? undefined : new Error("export ended early"));
  }
}
