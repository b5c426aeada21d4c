import "server-only";
import type PgBoss from "pg-boss";
import { adoptSchedules } from "@/lib/data/jobs";
import { adoptOutboxMessages } from "@/lib/data/outbox";
import { configuredProvider, type EmailProvider } from "@/lib/email/provider";
import { analyticsRollupJob } from "@/lib/jobs/analytics-rollup";
import { backupJob } from "@/lib/jobs/backup";
import { changelogPublishJob } from "@/lib/jobs/changelog-publish";
import { emailKeyBackfillJob } from "@/lib/jobs/email-key-backfill";
import { emailDeliveryJob } from "@/lib/jobs/email-delivery";
import { emailUndeliveredJob } from "@/lib/jobs/email-undelivered";
import { memberPurgeJob } from "@/lib/jobs/member-purge";
import { newsletterBatchJob } from "@/lib/jobs/newsletter-batch";
import { newsletterSendJob } from "@/lib/jobs/newsletter-send";
import { notificationDigestJob } from "@/lib/jobs/notification-digest";
import { notificationDispatchJob } from "@/lib/jobs/notification-dispatch";
import { ownerReportsJob } from "@/lib/jobs/owner-reports";
import { postPublishJob } from "@/lib/jobs/post-publish";
import { postUnpublishJob } from "@/lib/jobs/post-unpublish";
import { rateLimitPurgeJob } from "@/lib/jobs/rate-limit-purge";
import { createJobQueue, JOBS_CHANNEL, type JobDefinition } from "@/lib/jobs/queue";
import { sitePublishJob } from "@/lib/jobs/site-publish";
import { trashPurgeJob } from "@/lib/jobs/trash-purge";
import { waitlistInvitesJob } from "@/lib/jobs/waitlist-invites";
import { waitlistPlacesJob } from "@/lib/jobs/waitlist-places";
import { webhookDeliveryJob } from "@/lib/jobs/webhook-delivery";
import { logger } from "@/lib/logger";
import { postgres } from "@/lib/postgres";

// Every background job of the app, in one place (each one's handler is lib/jobs/<name>.ts).

export type JobOptions = { provider?: () => EmailProvider };

function jobDefinitions({ provider = configuredProvider }: JobOptions): JobDefinition<never>[] {
  // A dead-letter queue before the queue that names it.
  const jobs = [emailUndeliveredJob, emailDeliveryJob(provider), postPublishJob, postUnpublishJob, sitePublishJob, changelogPublishJob, analyticsRollupJob, trashPurgeJob, rateLimitPurgeJob, emailKeyBackfillJob, memberPurgeJob, ownerReportsJob, backupJob(), notificationDispatchJob, notificationDigestJob, webhookDeliveryJob, newsletterSendJob, newsletterBatchJob(provider), waitlistInvitesJob, waitlistPlacesJob];
  // Each handler reads its own data type; pg-boss hands every worker the data its queue was sent.
  return jobs.filter((job) => job !== null) as unknown as JobDefinition<never>[];
}

const watchErrors = (boss: PgBoss) => boss.on("error", (error: Error) => logger.warn(`[jobs] ${error.message}`));

/** Starts `boss`: creates or migrates pg-boss's schema, and every queue with its current settings. */
async function startQueues(boss: PgBoss, jobs: JobDefinition<never>[]) {
  watchErrors(boss);
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, { name: job.name, ...job.queue });
    await boss.updateQueue(job.name, { name: job.name, ...job.queue });
  }
}

/** How long creating the schema and queues may wait for another instance doing the same. */
const PREPARE_PATIENCE_MS = 60_000;

/** The advisory lock that instances starting together prepare the job queue under, one at a time. */
const PREPARE_LOCK = 7_461_011;

/**
 * The schema and queues, with no worker, maintenance or cron. Instances started together take
 * turns on pg-boss's locks: a request's lock_timeout would fail the start, and submissions made
 * before it is tried again would find no queue to send their job to. They also take turns on the
 * whole preparation (a session lock on its own connection, released when it closes): two
 * instances creating and updating the same queues at once met PostgreSQL's deadlock detector on a
 * new database, and one of them started its jobs 5 s late.
 */
export async function prepareJobQueue(options: JobOptions = {}) {
  await postgres().withPatience(PREPARE_PATIENCE_MS, async (query) => {
    await query("SELECT pg_advisory_lock($1)", [PREPARE_LOCK]);
    const boss = createJobQueue({ supervise: false, schedule: false, db: { executeSql: query } });
    await startQueues(boss, jobDefinitions(options));
    await boss.stop({ graceful: false });
  });
}

/**
 * Work the app's tables say is pending but pg-boss holds no job for (a restored backup holds the
 * app's tables, not pg-boss's) gets its job, by one instance at a time.
 */
async function adoptJobs() {
  const { ran } = await postgres().whileLocked(ADOPT_LOCK, async () => {
    await adoptSchedules();
    const messages = await adoptOutboxMessages();
    if (messages) logger.info(`[jobs] ${messages} queued e-mail(s) had no delivery job: sent one each`);
  });
  if (!ran) logger.debug("[jobs] another instance is adopting pending work");
}
/** The advisory lock of adoptJobs. */
const ADOPT_LOCK = 7_461_010;

/**
 * Starts `boss` (schema, maintenance, cron) and a worker for every job; registers the cron
 * schedules, which pg-boss keeps once per name however many instances register them.
 * Returns the stop: it lets the tries in flight finish (up to 20 s) and takes no new ones.
 */
export async function runJobs(boss: PgBoss, options: JobOptions = {}): Promise<() => Promise<void>> {
  const jobs = jobDefinitions(options);
  await prepareJobQueue(options);
  watchErrors(boss);
  // The schema is current now: this start only begins maintenance and cron.
  await boss.start();
  await adoptJobs();
  /** Each queue's worker on this instance, by queue name. */
  const workers = new Map<string, string>();
  for (const job of jobs) {
    if (job.cron) await boss.schedule(job.name, job.cron);
    if (job.atStart) await boss.send(job.name, {}, { singletonKey: "start", singletonSeconds: 3600 });
    // After a job, the worker looks again at once rather than after its polling interval: a
    // backlog (a burst of e-mail) drains at the pace of the handler, not one job per poll.
    let worker = "";
    worker = await boss.work<never>(job.name, { pollingIntervalSeconds: job.pollingIntervalSeconds, includeMetadata: true }, async (jobs) => {
      for (const one of jobs) await job.run(one);
      boss.notifyWorker(worker);
    });
    workers.set(job.name, worker);
  }
  // A job that sendJob announces (its transaction committed, on any instance) is fetched at once,
  // not at the worker's next poll. Once LISTEN is back after a loss, every worker looks again:
  // what was announced meanwhile went unheard.
  const unsubscribe = postgres().subscribe(JOBS_CHANNEL, {
    notify: (name) => {
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
    connected: () => {
      for (const worker of workers.values()) boss.notifyWorker(worker);
    },
  });
  return async () => {
    unsubscribe();
    await boss.stop({ graceful: true, timeout: 20_000 });
  };
}
