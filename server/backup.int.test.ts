import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetDatabase } from "@/tests/integration/helpers";
import { backupDatabase, restoreDatabase } from "./backup";

const source = process.env.DATABASE_URL!;
const targetUrl = (name: string) => Object.assign(new URL(source), { pathname: `/${name}` }).href;

async function sql<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const targets = ["backup_restore_a", "backup_restore_b", "backup_restore_c"];
let dir: string;

beforeAll(async () => {
  await resetDatabase();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "stepwise-backup-"));
  for (const name of targets) await sql(source, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => sql(source, `CREATE DATABASE ${name}`));
});

afterAll(async () => {
  for (const name of targets) await sql(source, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await fs.rm(dir, { recursive: true, force: true });
});

describe("backup and restore (COPY)", () => {
  it("restores every row, text with tabs, newlines and backslashes included, and the ids continue after them", async () => {
    const tricky = "tab\there, new\nline, back\\slash, \\. alone, unicode ✓";
    for (let i = 0; i < 25; i++) {
      await sql(source, `INSERT INTO feedback (id, clarity, usage, email) VALUES ($1, $2, 'Weekly', $3)`, [`fb-${i}`, i === 0 ? tricky : `entry ${i}`, i % 2 ? null : `p${i}@example.com`]);
    }
    // A parent and its child (foreign key), and serial ids.
    await sql(source, `INSERT INTO admin_users (id, username, "passwordHash") VALUES ('adm', 'backup-admin', 'x')`);
    for (let i = 0; i < 3; i++) await sql(source, `INSERT INTO activity_log ("adminId", action) VALUES ('adm', 'login')`);
    await sql(source, `INSERT INTO site_revisions (elements) VALUES ('{}'::jsonb)`);
    const file = path.join(dir, "one.backup.gz");
    const counts = await backupDatabase(source, file);
    expect(counts?.feedback).toBe(25);

    const restored = await restoreDatabase(targetUrl(targets[0]!), file);
    expect(restored).toEqual(counts);
    const [row] = await sql<{ clarity: string }>(targetUrl(targets[0]!), `SELECT clarity FROM feedback WHERE id = 'fb-0'`);
    expect(row?.clarity).toBe(tricky);
    for (const [table, count] of Object.entries(counts!)) {
      const [n] = await sql<{ n: number }>(targetUrl(targets[0]!), `SELECT count(*)::int AS n FROM "${table}"`);
      expect(n?.n, table).toBe(count);
    }
    // New rows after the restore get ids past the restored ones (the sequences were moved on).
    const [log] = await sql<{ id: string }>(targetUrl(targets[0]!), `INSERT INTO activity_log ("adminId", action) VALUES ('adm', 'login') RETURNING id::text`);
    const [max] = await sql<{ id: string }>(source, `SELECT max(id)::text AS id FROM activity_log`);
    expect(BigInt(log!.id)).toBeGreaterThan(BigInt(max!.id));
    await sql(targetUrl(targets[0]!), `INSERT INTO site_revisions (elements) VALUES ('{}'::jsonb)`);
  });

  it("leaves out rate-limit rows, the analytics salts, sign-in links and ended sessions", async () => {
    const salt = "5a17c0ffee5a17c0ffee5a17c0ffee5a";
    await sql(source, `INSERT INTO rate_limits (key, points, expire) VALUES ('form:feedback:198.51.100.77', 3, $1)`, [Date.now() + 60_000]);
    await sql(source, `INSERT INTO analytics_salts (day, salt) VALUES (current_date, decode($1, 'hex'))`, [salt]);
    await sql(source, `INSERT INTO admin_users (id, username, "passwordHash") VALUES ('adm-s', 'session-admin', 'x') ON CONFLICT DO NOTHING`);
    await sql(source, `INSERT INTO admin_sessions (id, "adminId", address, "userAgent") VALUES ('sess-live', 'adm-s', '192.0.2.1', 'live agent')`);
    await sql(source, `INSERT INTO admin_sessions (id, "adminId", address, "userAgent", "revokedAt") VALUES ('sess-ended', 'adm-s', '192.0.2.99', 'ended agent', now())`);
    await sql(source, `INSERT INTO members (id, email, "emailKey") VALUES ('mem-s', 'kept@example.com', 'kept@example.com')`);
    await sql(source, `INSERT INTO member_sessions (id, "tokenHash", "memberId") VALUES ('msess-live', 'hash-live', 'mem-s')`);
    await sql(source, `INSERT INTO member_sessions (id, "tokenHash", "memberId", "revokedAt") VALUES ('msess-ended', 'hash-ended', 'mem-s', now())`);
    await sql(source, `INSERT INTO member_sign_in_links (id, "tokenHash", email, "emailKey", "expiresAt") VALUES ('link-1', 'hash-link', 'link@example.com', 'link@example.com', now())`);
    const file = path.join(dir, "ephemeral.backup.gz");
    const counts = await backupDatabase(source, file);
    const text = gunzipSync(await fs.readFile(file)).toString("utf8");
    expect(text).not.toMatch(/^TABLE (rate_limits|analytics_salts)$/m);
    expect(counts).not.toHaveProperty("rate_limits");
    expect(counts).not.toHaveProperty("analytics_salts");
    for (const secret of [salt, "198.51.100.77", "sess-ended", "192.0.2.99", "msess-ended", "link@example.com"]) expect(text).not.toContain(secret);
    expect(text).toContain("sess-live");
    expect(counts?.admin_sessions).toBe(1);
    expect(counts?.member_sessions).toBe(1);
    expect(counts).not.toHaveProperty("member_sign_in_links");
  });

  it("refuses a target that is not empty, and a file that is cut off", async () => {
    const file = path.join(dir, "two.backup.gz");
    await backupDatabase(source, file);
    await expect(restoreDatabase(targetUrl(targets[0]!), file)).rejects.toThrow(/not empty/);

    const text = gunzipSync(await fs.readFile(file)).toString("utf8");
    const cut = path.join(dir, "cut.backup.gz");
    await fs.writeFile(cut, gzipSync(text.slice(0, text.lastIndexOf('{"end":true'))));
    await expect(restoreDatabase(targetUrl(targets[1]!), cut)).rejects.toThrow(/cut off/);
    // All or nothing: the failed restore left no rows behind.
    const [n] = await sql<{ n: number }>(targetUrl(targets[1]!), `SELECT count(*)::int AS n FROM feedback`);
    expect(n?.n).toBe(0);
  });

  it("refuses a backup whose migrations this release does not have", async () => {
    const file = path.join(dir, "three.backup.gz");
    await backupDatabase(source, file);
    const lines = gunzipSync(await fs.readFile(file)).toString("utf8").split("\n");
    const header = JSON.parse(lines[0]!);
    header.migrations.push("29991231000000_from_the_future");
    lines[0] = JSON.stringify(header);
    const future = path.join(dir, "future.backup.gz");
    await fs.writeFile(future, gzipSync(lines.join("\n")));
    await expect(restoreDatabase(targetUrl(targets[2]!), future)).rejects.toThrow(/29991231000000_from_the_future/);
  });
});
