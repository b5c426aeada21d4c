// The embedded database's automatic backups: the `backup` job (lib/jobs/backup.ts) calls
// backupIfDue at start and every hour at most; a backup is written when the
// newest automatic one is older than BACKUP_INTERVAL_HOURS, keeping the newest BACKUP_RETAIN. The
// backup's advisory lock (server/backup.ts) lets one process at a time write one.
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { backupDatabase } from "./backup";

const PREFIX = "stepwise-auto-";
const SUFFIX = ".backup.gz";

/** A file name that sorts by time: stepwise-auto-2026-11-25T07-00-00-000Z.backup.gz. */
export const backupName = (prefix: string, at = new Date()) => `${prefix}${at.toISOString().replace(/[:.]/g, "-")}${SUFFIX}`;

async function autoBackups(dir: string) {
  if (!existsSync(dir)) return [];
  return (await fs.readdir(dir)).filter((name) => name.startsWith(PREFIX) && name.endsWith(SUFFIX)).sort();
}

/** Takes a backup when the newest automatic one is older than the interval; deletes the oldest beyond `retain`. */
export async function backupIfDue({ url, dir, intervalHours, retain }: { url: string; dir: string; intervalHours: number; retain: number }) {
  const existing = await autoBackups(dir);
  const newest = existing.at(-1);
  if (newest && Date.now() - (await fs.stat(path.join(dir, newest))).mtimeMs < intervalHours * 3600_000) return null;
  const file = path.join(dir, backupName(PREFIX));
  const rows = await backupDatabase(url, file);
  if (!rows) return null;
  const all = await autoBackups(dir);
  for (const old of all.slice(0, Math.max(0, all.length - retain))) await fs.rm(path.join(dir, old), { force: true });
  return file;
}
