import "server-only";
import { prepareDeliveries } from "@/lib/data/newsletter-issues";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { logger } from "@/lib/logger";

export type NewsletterSendData = { issueId: string };

/** An issue's send (now or at its scheduled time): lists its recipients once and queues a job per batch. */
export const newsletterSendJob = defineJob<NewsletterSendData>({
  name: QUEUE.newsletterSend,
  queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  pollingIntervalSeconds: 2,
  async run(job) {
    const batches = await prepareDeliveries(job.data.issueId);
    logger.info(`[newsletter] issue ${job.data.issueId}: ${batches} batch(es) queued`);
  },
});
