import "server-only";
import { blogPaths } from "@/lib/blog/revalidate";
import type { ScheduledData } from "@/lib/data/jobs";
import { releaseWaitingIssues } from "@/lib/data/newsletter-issues";
import { postSource } from "@/lib/data/newsletter-sources";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { runScheduled, SCHEDULED_QUEUE } from "@/lib/jobs/scheduled";

/** A post's scheduled publication (lib/blog/schedule.ts schedules it). */
export const postPublishJob = defineJob<ScheduledData>({
  name: QUEUE.postPublish,
  ...SCHEDULED_QUEUE,
  run: (job) =>
    runScheduled(job, async (tx, { target, runAt }) => {
      const post = await tx.blogPost.findUnique({ where: { id: target }, select: { slug: true, publishedAt: true } });
      if (!post) return [];
      // A post published by its schedule is dated by it, even when the job ran late.
      await tx.blogPost.update({ where: { id: target }, data: { status: "published", publishedAt: post.publishedAt ?? runAt } });
      // "Also send as a newsletter": the issue goes with the publish, whenever that turned out to be.
      await releaseWaitingIssues(tx, postSource(target));
      return blogPaths(post.slug);
    }),
});
