import "server-only";
import { getIssueBody, prepareDeliveries } from "@/lib/data/newsletter-issues";
import { newsletterEmail } from "@/lib/email/messages";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { logger } from "@/lib/logger";

export type NewsletterSendData = { issueId: string };

/** An issue's send (now or at its scheduled time): renders it, lists its recipients once and queues a job per batch. */
export const newsletterSendJob = defineJob<NewsletterSendData>({
  name: QUEUE.newsletterSend,
  queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  pollingIntervalSeconds: 2,
  async run(job) {
    const issue = await getIssueBody(job.data.issueId);
    if (!issue || issue.preparedAt) return;
    // Rendered once here for all its batches, outside the transaction that lists the recipients:
    // the render reads the site's brand through the pool.
    const from = { subject: issue.subject, markdown: issue.markdown };
    const body = await newsletterEmail("newsletter_issue", "", from);
    const batches = await prepareDeliveries(job.data.issueId, { from, html: body.html, text: body.text });
    logger.info(`[newsletter] issue ${job.data.issueId}: ${batches} batch(es) queued`);
  },
});
