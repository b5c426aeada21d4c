import "server-only";
import { env } from "@/lib/env";
import { cronEvery } from "@/lib/jobs/cron";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { logger } from "@/lib/logger";
import { backupIfDue } from "@/server/backup-schedule";

/**
 * Automatic backups into BACKUP_DIR (the launcher names DATA_DIR/backups when it runs the embedded
 * database; an operator may name one for an external database): checked hourly at most, written
 * once per BACKUP_INTERVAL_HOURS. Null when this process does not back up.
 */
export function backupJob() {
  const dir = env.BACKUP_DIR;
  const url = env.DATABASE_URL;
  if (!dir || !url || env.BACKUP_INTERVAL_HOURS <= 0) return null;
  return defineJob({
    name: QUEUE.backup,
    queue: { retryLimit: 0, expireInSeconds: 3600 },
    pollingIntervalSeconds: 5,
    cron: cronEvery(Math.min(3600, env.BACKUP_INTERVAL_HOURS * 3600)),
    atStart: true,
    async run() {
      const file = await backupIfDue({ url, dir, intervalHours: env.BACKUP_INTERVAL_HOURS, retain: env.BACKUP_RETAIN });
      if (file) logger.info(`[backup] written: ${file}`);
    },
  });
}
