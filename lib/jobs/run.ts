import "server-only";
import { JOB_LEASE_MS, JOB_MAX_ATTEMPTS } from "@/lib/config";
import { blogPaths } from "@/lib/blog/revalidate";
import { revalidatePathsOutsideRequest, type PathToRevalidate } from "@/lib/cache/revalidate-paths";
import { db } from "@/lib/db";
import { claimDueJobs, completeJob, failJob, type ClaimedJob } from "@/lib/data/jobs";
import { publishSiteDraft } from "@/lib/data/site";
import type { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/logger";

type Tx = Prisma.TransactionClient;

/** A job's effect, inside the transaction that marks it done; returns what to revalidate. */
async function perform(job: ClaimedJob, tx: Tx): Promise<PathToRevalidate[]> {
  if (job.kind === "site_publish") {
    const result = await publishSiteDraft("schedule", tx);
    return result.changed.length ? [{ path: "/", type: "layout" }] : [];
  }
  const post = await tx.blogPost.findUnique({ where: { id: job.target }, select: { slug: true, publishedAt: true } });
  if (!post) return [];
  if (job.kind === "post_publish") {
    // A post published by its schedule is dated by it, even when an instance ran it late.
    await tx.blogPost.update({ where: { id: job.target }, data: { status: "published", publishedAt: post.publishedAt ?? job.runAt } });
  } else {
    await tx.blogPost.update({ where: { id: job.target }, data: { status: "draft" } });
  }
  return blogPaths(post.slug);
}

/** Runs one claimed job: effect and `done` commit together, then the pages are revalidated. */
async function runJob(job: ClaimedJob) {
  try {
    const paths = await db.$transaction(async (tx) => {
      if (!(await completeJob(tx, job.id))) return null;
      return perform(job, tx);
    });
    if (paths === null) return;
    logger.info(`[jobs] ${job.kind} ${job.target} ran (due ${job.runAt.toISOString()})`);
    if (paths.length) await revalidatePathsOutsideRequest(paths);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = job.attempts >= JOB_MAX_ATTEMPTS;
    logger.error(`[jobs] ${job.kind} ${job.target} failed (try ${job.attempts}/${JOB_MAX_ATTEMPTS}): ${message}`);
    await failJob(job.id, message, 2 ** job.attempts * 1000, giveUp).catch((e: unknown) => logger.error(`[jobs] could not record the failure: ${String(e)}`));
  }
}

/** Claims and runs every due job (in batches); returns how many were claimed. */
export async function runDueJobs(): Promise<number> {
  let total = 0;
  for (;;) {
    const jobs = await claimDueJobs(JOB_LEASE_MS);
    for (const job of jobs) await runJob(job);
    total += jobs.length;
    if (jobs.length === 0) return total;
  }
}
