import "server-only";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { logger } from "@/lib/logger";
import { runOwnerReports } from "@/lib/owner/reports";

/** The weekly report and the spike alert, checked a few minutes past every hour (the hour's analytics are in by then). */
export const ownerReportsJob = defineJob({
  name: QUEUE.ownerReports,
  queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 600 },
  pollingIntervalSeconds: 5,
  cron: "5 * * * *",
  atStart: true,
  async run() {
    const sent = await runOwnerReports();
    if (sent.weekly) logger.info("[reports] weekly report queued");
    if (sent.spike) logger.info("[reports] traffic spike alert queued");
  },
});
