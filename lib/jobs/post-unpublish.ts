import "server-only";
import { blogPaths } from "@/lib/blog/revalidate";
import type { ScheduledData } from "@/lib/data/jobs";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { runScheduled, SCHEDULED_QUEUE } from "@/lib/jobs/scheduled";

/** A post's scheduled return to draft (lib/blog/schedule.ts schedules it). */
export const postUnpublishJob = defineJob<ScheduledData>({
  name: QUEUE.postUnpublish,
  ...SCHEDULED_QUEUE,
  run: (job) =>
    runScheduled(job, async (tx, { target }) => {
      const post = await tx.blogPost.findUnique({ where: { id: target }, select: { slug: true } });
      if (!post) return [];
      await tx.blogPost.update({ where: { id: target }, data: { status: "draft" } });
      return blogPaths(post.slug);
    }),
});
