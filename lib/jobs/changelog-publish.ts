import "server-only";
import { publishEntryIn } from "@/lib/changelog/publish";
import { changelogPaths } from "@/lib/changelog/revalidate";
import type { ScheduledData } from "@/lib/data/jobs";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { runScheduled, SCHEDULED_QUEUE } from "@/lib/jobs/scheduled";

/** A changelog entry's scheduled publication (lib/changelog/schedule.ts schedules it). */
export const changelogPublishJob = defineJob<ScheduledData>({
  name: QUEUE.changelogPublish,
  ...SCHEDULED_QUEUE,
  run: (job) =>
    runScheduled(job, async (tx, { target }) => {
      // An entry deleted since has nothing to publish; its waiting issue goes nowhere.
      const published = await publishEntryIn(tx, target, "scheduled", false);
      return published ? changelogPaths() : [];
    }),
});
