import "server-only";
import { revalidatePathsOutsideRequest, type PathToRevalidate } from "@/lib/cache/revalidate-paths";
import { takeSchedule, type ScheduledData } from "@/lib/data/jobs";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { JobDefinition } from "@/lib/jobs/queue";
import { logger } from "@/lib/logger";

type Effect = (tx: Prisma.TransactionClient, schedule: { target: string; runAt: Date }) => Promise<PathToRevalidate[]>;

/** The settings of the scheduled-publishing queues: a schedule is minute-grained, a try short. */
export const SCHEDULED_QUEUE = {
  queue: { retryLimit: 4, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
  pollingIntervalSeconds: 2,
} satisfies Pick<JobDefinition<ScheduledData>, "queue" | "pollingIntervalSeconds">;

/**
 * Runs a scheduled job's effect in the transaction that removes its schedule, then revalidates the
 * pages it changed. A re-run after that commit, or a job whose schedule moved, does nothing.
 */
export async function runScheduled(job: { id: string; name: string }, effect: Effect) {
  const done = await db.$transaction(async (tx) => {
    const schedule = await takeSchedule(tx, job.id);
    return schedule ? { schedule, paths: await effect(tx, schedule) } : null;
  });
  if (!done) return;
  logger.info(`[jobs] ${job.name} ${done.schedule.target} ran (due ${done.schedule.runAt.toISOString()})`);
  if (done.paths.length) await revalidatePathsOutsideRequest(done.paths);
}
