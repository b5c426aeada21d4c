import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { cancelQueuedJob, QUEUE, sendJob } from "@/lib/jobs/queue";

// Scheduled publishing: one row per pending schedule (kind, target), pointing at the pg-boss job
// that will carry it out. Moving a schedule cancels that job and sends a new one.

export type JobKind = "post_publish" | "post_unpublish" | "site_publish" | "changelog_publish";
type Tx = Prisma.TransactionClient;

export const QUEUE_OF_KIND = { post_publish: QUEUE.postPublish, post_unpublish: QUEUE.postUnpublish, site_publish: QUEUE.sitePublish, changelog_publish: QUEUE.changelogPublish } as const;
export type ScheduledData = { target: string };

/** Schedules (or moves) the one pending job of this kind and target; inside `tx` when given. */
export async function scheduleJob(kind: JobKind, target: string, runAt: Date, createdBy: string | null, tx?: Tx): Promise<void> {
  if (!tx) return db.$transaction((t) => scheduleJob(kind, target, runAt, createdBy, t));
  await cancelJob(kind, target, tx);
  const jobId = await sendJob<ScheduledData>(QUEUE_OF_KIND[kind], { target }, { startAfter: runAt }, tx);
  // A concurrent schedule of the same target wins or loses here; the losing job finds its row
  // pointing at another job and does nothing (takeSchedule).
  await tx.scheduledJob.upsert({ where: { kind_target: { kind, target } }, create: { kind, target, runAt, createdBy, jobId }, update: { runAt, createdBy, jobId } });
}

/** Cancels the pending job of this kind and target, if any; inside `tx` when given. */
export async function cancelJob(kind: JobKind, target: string, tx?: Tx): Promise<void> {
  if (!tx) return db.$transaction((t) => cancelJob(kind, target, t));
  const removed = await tx.$queryRaw<{ jobId: string | null }[]>`DELETE FROM scheduled_jobs WHERE kind = ${kind} AND target = ${target} RETURNING "jobId"::text`;
  for (const { jobId } of removed) if (jobId) await cancelQueuedJob(QUEUE_OF_KIND[kind], jobId, tx);
}

/** The pending schedules of some targets (a post's publish and unpublish times). */
export function pendingJobs(targets: string[]) {
  return db.scheduledJob.findMany({ where: { target: { in: targets } }, select: { kind: true, target: true, runAt: true }, orderBy: { runAt: "asc" } });
}

/**
 * The job's side, in the transaction of its effect: removes the schedule this job carries out and
 * returns its time. Null when it was moved or cancelled since, or an earlier run already committed.
 */
export async function takeSchedule(tx: Tx, jobId: string): Promise<{ target: string; runAt: Date } | null> {
  const rows = await tx.$queryRaw<{ target: string; runAt: Date }[]>`DELETE FROM scheduled_jobs WHERE "jobId" = ${jobId}::uuid RETURNING target, "runAt"`;
  return rows[0] ?? null;
}

/**
 * Schedules without a pending job get one (the queue's start calls this): those made before the
 * job queue existed, and those whose job is gone, as after a restore (backups hold the app's
 * tables, not pg-boss's).
 */
export async function adoptSchedules() {
  const orphans = await db.$queryRaw<{ kind: JobKind; target: string; runAt: Date; createdBy: string | null }[]>`
    SELECT kind, target, "runAt", "createdBy" FROM scheduled_jobs s
    WHERE NOT EXISTS (SELECT 1 FROM pgboss.job j WHERE j.id = s."jobId" AND j.state < 'completed')`;
  for (const s of orphans) await scheduleJob(s.kind, s.target, s.runAt, s.createdBy);
}
