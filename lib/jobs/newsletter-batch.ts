import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { claimBatch, endBatch, getIssueBody } from "@/lib/data/newsletter-issues";
import { newsletterEmail } from "@/lib/email/messages";
import type { BatchResult, EmailProvider } from "@/lib/email/provider";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { logger } from "@/lib/logger";
import { newsletterHeaders, newsletterToken, withNewsletterFooter } from "@/lib/newsletter/unsubscribe-links";
import { headerValue } from "@/lib/security/header-value";

export type NewsletterBatchData = { issueId: string; batch: number };

/** Throttled calls (429 with Retry-After) a try waits out before it gives the batch back to pg-boss. */
const THROTTLE_WAITS = 4;
/** The longest one wait on Retry-After: all of a try's waits stay below the job's expiry. */
const RETRY_AFTER_CAP_MS = 10_000;

/**
 * One batch of an issue: up to 100 recipients in one call of the provider's batch API, with one
 * idempotency key per batch whose recipients are fixed once claimed (lib/data/newsletter-issues.ts):
 * a worker killed after the call sends the same call again, and the provider delivers nothing twice.
 * One batch at a time per instance (pg-boss's one worker per queue): a send of 10,000 is 100 small
 * jobs that leave the pool and the CPU to the site. A 429 is waited out here, at the provider's pace.
 */
export const newsletterBatchJob = (provider: () => EmailProvider) =>
  defineJob<NewsletterBatchData>({
    name: QUEUE.newsletterBatch,
    // A killed worker's batch is tried again once it expires: short, so a restart resumes within a minute.
    queue: { retryLimit: 10, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 },
    // Idle polling kept light: after a batch the worker looks again at once (lib/jobs/registry.ts).
    pollingIntervalSeconds: 2,
    async run(job) {
      const { issueId, batch } = job.data;
      const [issue, recipients] = await Promise.all([getIssueBody(issueId), claimBatch(issueId, batch)]);
      if (!issue || recipients.length === 0) return endBatch(issueId, { ids: [], providerIds: [] });
      // The send job's render; an issue listed without one (an edit raced it) is rendered here.
      const body =
        issue.html !== null && issue.text !== null
          ? { subject: headerValue(issue.subject), html: issue.html, text: issue.text }
          : await newsletterEmail("newsletter_issue", "", { subject: issue.subject, markdown: issue.markdown });
      const messages = recipients.map((r) => ({
        to: r.email,
        subject: body.subject,
        ...withNewsletterFooter(body, newsletterToken(r.id)),
        headers: newsletterHeaders(newsletterToken(r.id)),
        tags: [{ name: "kind", value: "newsletter_issue" }, { name: "delivery", value: r.id }],
      }));
      const key = `newsletter-${issueId}-${batch}`;
      let result: BatchResult = await provider().sendBatch(messages, key, new Date());
      for (let wait = 0; !result.ok && result.statusCode === 429 && wait < THROTTLE_WAITS; wait++) {
        await sleep(Math.min(result.retryAfterMs ?? 1000, RETRY_AFTER_CAP_MS));
        result = await provider().sendBatch(messages, key, new Date());
      }
      const ids = recipients.map((r) => r.id);
      if (result.ok) return endBatch(issueId, { ids, providerIds: result.providerIds });
      if (result.retryable && job.retryCount < job.retryLimit) throw new Error(`[newsletter] batch ${batch} of ${issueId}: ${result.error}`);
      logger.error(`[newsletter] batch ${batch} of ${issueId} failed for good: ${result.error}`);
      await endBatch(issueId, { ids, error: result.error });
    },
  });
