import "server-only";
import type { ScheduledData } from "@/lib/data/jobs";
import { publishSiteDraft } from "@/lib/data/site";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { runScheduled, SCHEDULED_QUEUE } from "@/lib/jobs/scheduled";

/** The visual editor's draft, published at the time the admin chose. */
export const sitePublishJob = defineJob<ScheduledData>({
  name: QUEUE.sitePublish,
  ...SCHEDULED_QUEUE,
  run: (job) =>
    runScheduled(job, async (tx) => {
      const result = await publishSiteDraft("schedule", tx);
      return result.changed.length ? [{ path: "/", type: "layout" }] : [];
    }),
});
