import "server-only";
import PgBoss from "pg-boss";
import type { Prisma } from "@/lib/generated/prisma/client";
import { databaseUrl, Postgres, postgres, QUEUE_POOL_SIZE, warnOnce } from "@/lib/postgres";

// The one job queue: pg-boss on PostgreSQL. Chosen over graphile-worker because its releases that
// run on Node 20 (10.x) retry a job whose worker died once it expires (seconds, per queue), while
// graphile-worker 0.16 keeps such a job locked for 4 hours (0.17+ needs Node 22).

/** Every queue, by name (created, with their settings, when the queue starts: lib/jobs/registry.ts). */
export const QUEUE = {
  emailDelivery: "email-delivery",
  emailUndelivered: "email-undelivered",
  postPublish: "post-publish",
  postUnpublish: "post-unpublish",
  sitePublish: "site-publish",
  analyticsRollup: "analytics-rollup",
  trashPurge: "trash-purge",
  rateLimitPurge: "rate-limit-purge",
  memberPurge: "member-purge",
  backup: "backup",
  emailKeyBackfill: "email-key-backfill",
  ownerReports: "owner-reports",
  notificationDispatch: "notification-dispatch",
  notificationDigest: "notification-digest",
  webhookDelivery: "webhook-delivery",
  newsletterSend: "newsletter-send",
  newsletterBatch: "newsletter-batch",
  changelogPublish: "changelog-publish",
  waitlistInvites: "waitlist-invites",
  waitlistPlaces: "waitlist-places",
} as const;
export type QueueName = (typeof QUEUE)[keyof typeof QUEUE];

/** A job's handler and its queue's settings (lib/jobs/<name>.ts; all listed in lib/jobs/registry.ts). */
export type JobDefinition<T extends object> = {
  name: QueueName;
  /** Tries after the first, their backoff, and how long a try may run before it counts as dead. */
  queue: Pick<PgBoss.Queue, "retryLimit" | "retryDelay" | "retryBackoff" | "expireInSeconds" | "deadLetter">;
  /**
   * How often an idle worker looks for due jobs (pg-boss polls; 0.5 s at the least). A job sent
   * through sendJob wakes the workers of its queue when it commits (JOBS_CHANNEL), so this bounds
   * only what no notification announces: a retry after its backoff, a delayed or cron-sent job,
   * one sent while this instance's LISTEN connection was down.
   */
  pollingIntervalSeconds: number;
  /** A periodic job: a cron expression (UTC). pg-boss sends it once per tick across all instances. */
  cron?: string;
  /** Also once when an instance starts (once per hour across instances): work missed while all were down. */
  atStart?: boolean;
  run(job: PgBoss.JobWithMetadata<T>): Promise<void>;
};

export const defineJob = <T extends object>(definition: JobDefinition<T>) => definition;

let queuePool: Postgres | undefined;
const onQueuePool: PgBoss.Db = {
  executeSql: async (text, values) => {
    if (!queuePool) {
      queuePool = new Postgres(databaseUrl(), QUEUE_POOL_SIZE);
      // Opened at once and kept open, like the app's pool: a poll never waits on a handshake, and
      // an instance holds the same connections from its start (pg_stat_activity counts them).
      void queuePool.open();
    }
    return queuePool.pool.query(text, values);
  },
};

/**
 * pg-boss's SQL inside a Prisma interactive transaction: a job sent through it commits or rolls
 * back with the data it belongs to. Objects (a job's data) go as JSON text, as pg would send them;
 * arrays (a list of job ids) as PostgreSQL arrays.
 */
export function inTransaction(tx: Prisma.TransactionClient): PgBoss.Db {
  const parameter = (value: unknown) => (value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date) ? JSON.stringify(value) : value);
  return { executeSql: async (text, values = []) => ({ rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values.map(parameter)) }) };
}

/** Expired tries (a killed worker's) are failed, and so retried, by this round, on one instance at a time. */
const MAINTENANCE_SECONDS = 15;
/** How often one instance of the cluster looks at the cron schedules (a new one fires this soon after its tick). */
const CRON_CHECK_SECONDS = 10;

/** A pg-boss instance on the queue's pool (tests start two to play two servers). */
export function createJobQueue(options: Pick<PgBoss.ConstructorOptions, "supervise" | "schedule" | "db"> = {}): PgBoss {
  return new PgBoss({ db: onQueuePool, schema: "pgboss", maintenanceIntervalSeconds: MAINTENANCE_SECONDS, cronMonitorIntervalSeconds: CRON_CHECK_SECONDS, ...options });
}

let boss: PgBoss | undefined;

/** This module's pg-boss: started by lib/jobs/registry.ts; sending needs no start. */
export function jobQueue(): PgBoss {
  return (boss ??= createJobQueue());
}

/**
 * The channel a sent job is announced on (payload: its queue's name). PostgreSQL delivers a NOTIFY
 * made in a transaction when that transaction commits, and never if it rolls back, so a worker
 * woken by it finds the job committed (lib/jobs/registry.ts listens).
 */
export const JOBS_CHANNEL = "stepwise_jobs";

/** Sends a job; pass the transaction it belongs to. Returns its id. */
export async function sendJob<T extends object>(name: QueueName, data: T, options: PgBoss.SendOptions = {}, tx?: Prisma.TransactionClient): Promise<string> {
  const id = await jobQueue().send(name, data, tx ? { ...options, db: inTransaction(tx) } : options);
  // pg-boss returns null for a queue it does not know (its row is missing): never lose a job silently.
  if (!id) throw new Error(`job queue ${name} does not exist`);
  // A job due now wakes its workers on every instance; a delayed one is found by their polls.
  if (!options.startAfter) {
    if (tx) await tx.$executeRaw`SELECT pg_notify(${JOBS_CHANNEL}, ${name})`;
    // Sent already: an announcement that fails only leaves the job to the next poll.
    else await postgres().pool.query("SELECT pg_notify($1, $2)", [JOBS_CHANNEL, name]).catch((error: Error) => warnOnce(`job ${name} sent but not announced: ${error.message}`));
  }
  return id;
}

/** Cancels a job that has not run yet (inside `tx` when given). */
export async function cancelQueuedJob(name: QueueName, id: string, tx?: Prisma.TransactionClient) {
  await jobQueue().cancel(name, id, tx ? { db: inTransaction(tx) } : {});
}
