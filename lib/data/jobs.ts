import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export type JobKind = "post_publish" | "post_unpublish" | "site_publish";
export type ClaimedJob = { id: number; kind: JobKind; target: string; runAt: Date; attempts: number };
/** NOTIFYed (once the schedule commits) so that every instance re-arms its timer. */
export const JOBS_CHANNEL = "stepwise_jobs";

type Client = Prisma.TransactionClient | typeof db;

/** Schedules (or moves) the one pending job of this kind and target. */
export async function scheduleJob(kind: JobKind, target: string, runAt: Date, createdBy: string | null, client: Client = db) {
  await client.$executeRaw`
    INSERT INTO scheduled_jobs (kind, target, "runAt", "createdBy") VALUES (${kind}, ${target}, ${runAt}, ${createdBy})
    ON CONFLICT (kind, target) WHERE status = 'pending'
    DO UPDATE SET "runAt" = EXCLUDED."runAt", "createdBy" = EXCLUDED."createdBy", attempts = 0, "lockedUntil" = NULL, "lastError" = NULL`;
  await client.$executeRaw`SELECT pg_notify(${JOBS_CHANNEL}, '')`;
}

export async function cancelJob(kind: JobKind, target: string, client: Client = db) {
  await client.scheduledJob.updateMany({ where: { kind, target, status: "pending" }, data: { status: "cancelled" } });
}

/** The pending schedules of some targets (a post's publish and unpublish times). */
export function pendingJobs(targets: string[]) {
  return db.scheduledJob.findMany({ where: { target: { in: targets }, status: "pending" }, select: { kind: true, target: true, runAt: true }, orderBy: { runAt: "asc" } });
}

/**
 * Claims due jobs: a lease, so that a worker that dies mid-job lets another retry it (at least
 * once); SKIP LOCKED, so that instances polling together never take the same row.
 */
export async function claimDueJobs(leaseMs: number, limit = 10): Promise<ClaimedJob[]> {
  return db.$queryRaw<ClaimedJob[]>`
    UPDATE scheduled_jobs SET attempts = attempts + 1, "lockedUntil" = now() + ${leaseMs} * interval '1 millisecond'
    WHERE id IN (
      SELECT id FROM scheduled_jobs
      WHERE status = 'pending' AND "runAt" <= now() AND ("lockedUntil" IS NULL OR "lockedUntil" < now())
      ORDER BY "runAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, target, "runAt", attempts`;
}

/**
 * Marks a claimed job done, in the transaction that holds its effect: true when this worker is
 * the one that ran it (another one that took it over after a lapsed lease finds it done).
 */
export async function completeJob(tx: Prisma.TransactionClient, id: number): Promise<boolean> {
  const rows = await tx.$executeRaw`
    UPDATE scheduled_jobs SET status = 'done', runs = runs + 1, "ranAt" = now(), "lockedUntil" = NULL
    WHERE id = ${id} AND status = 'pending'`;
  return rows === 1;
}

/** A failed try: retried after `retryInMs`, or given up (status failed) after the last try. */
export async function failJob(id: number, error: string, retryInMs: number, giveUp: boolean) {
  await db.$executeRaw`
    UPDATE scheduled_jobs SET "lastError" = ${error.slice(0, 1000)},
      status = CASE WHEN ${giveUp} THEN 'failed' ELSE status END,
      "lockedUntil" = now() + ${retryInMs} * interval '1 millisecond'
    WHERE id = ${id} AND status = 'pending'`;
}

/** When the next pending job is due (a lapsed lease's retry counts), or null. */
export async function nextJobDueAt(): Promise<Date | null> {
  const rows = await db.$queryRaw<{ at: Date | null }[]>`
    SELECT min(GREATEST("runAt", COALESCE("lockedUntil", "runAt"))) AS at FROM scheduled_jobs WHERE status = 'pending'`;
  return rows[0]?.at ?? null;
}
