import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { cancelQueuedJob, QUEUE, sendJob } from "@/lib/jobs/queue";

/** Messages per provider call (Resend's batch API takes at most 100). */
export const BATCH_SIZE = 100;

export type IssueInput = { subject: string; markdown: string; topics: string[]; source?: string | null };

/**
 * A new issue. `waiting`: made from a post or changelog entry that is not published yet; it is
 * sent when its source publishes (releaseWaitingIssues), whenever that is, and never before.
 */
export function createIssue(input: IssueInput, { waiting = false } = {}, client: Prisma.TransactionClient = db) {
  return client.newsletterIssue.create({ data: { subject: input.subject, markdown: input.markdown, topics: input.topics, source: input.source ?? null, status: waiting ? "waiting" : "draft" }, select: { id: true } });
}

/** The states in which an issue can still be edited, sent or scheduled. */
const UNSENT = ["draft", "waiting", "scheduled"];

/** Only an issue not yet sending can still be edited; false otherwise. */
export async function updateIssue(id: string, input: IssueInput) {
  const { count } = await db.newsletterIssue.updateMany({ where: { id, status: { in: UNSENT } }, data: { subject: input.subject, markdown: input.markdown, topics: input.topics } });
  return count === 1;
}

export function getIssue(id: string, client: Prisma.TransactionClient = db) {
  return client.newsletterIssue.findUnique({ where: { id }, select: { id: true, subject: true, markdown: true, topics: true, status: true, scheduledAt: true, preparedAt: true, finishedAt: true, source: true, createdAt: true } });
}

/** Queues the issue's send job (now, or at `at`) in `tx`, cancelling an earlier one; false once it has started sending. */
async function queueIssue(tx: Prisma.TransactionClient, id: string, at: Date | null): Promise<boolean> {
  const [issue] = await tx.$queryRaw<{ status: string; jobId: string | null }[]>`SELECT status, "jobId" FROM newsletter_issues WHERE id = ${id} FOR UPDATE`;
  if (!issue || !UNSENT.includes(issue.status)) return false;
  if (issue.jobId) await cancelQueuedJob(QUEUE.newsletterSend, issue.jobId, tx);
  const jobId = await sendJob(QUEUE.newsletterSend, { issueId: id }, at ? { startAfter: at } : {}, tx);
  await tx.newsletterIssue.update({ where: { id }, data: { status: "scheduled", scheduledAt: at ?? new Date(), jobId } });
  return true;
}

/**
 * Send now (at = null) or at a time: the issue's send job, in the transaction that marks it. A
 * scheduled issue can be moved or sent now (its earlier job is cancelled); an issue waiting for
 * its source is then the admin's to time. False when it has started sending already.
 */
export function scheduleIssue(id: string, at: Date | null, tx?: Prisma.TransactionClient): Promise<boolean> {
  return tx ? queueIssue(tx, id, at) : db.$transaction((t) => queueIssue(t, id, at));
}

/** In the transaction that publishes a post or changelog entry: the issues waiting for it go now. Returns how many. */
export async function releaseWaitingIssues(tx: Prisma.TransactionClient, source: string): Promise<number> {
  const waiting = await tx.newsletterIssue.findMany({ where: { source, status: "waiting" }, select: { id: true } });
  let released = 0;
  for (const issue of waiting) if (await queueIssue(tx, issue.id, null)) released++;
  return released;
}

/**
 * Lists the recipients once, at the send: every confirmed member subscribed to one of the issue's
 * topics whose address is not suppressed, one row each with its idempotency key, numbered into
 * batches of BATCH_SIZE; a job per batch, committed with them. Run again (a retried job), it finds
 * the list made and does nothing. Returns the number of batches queued now.
 */
export async function prepareDeliveries(issueId: string, rendered?: RenderedIssue): Promise<number> {
  return db.$transaction(async (tx) => {
    const [issue] = await tx.$queryRaw<{ topics: string[]; preparedAt: Date | null; subject: string; markdown: string }[]>`
      SELECT topics, "preparedAt", subject, markdown FROM newsletter_issues WHERE id = ${issueId} FOR UPDATE`;
    if (!issue || issue.preparedAt) return 0;
    // Kept only when rendered from the text the issue still has (an edit may land in between).
    const body = rendered && rendered.from.subject === issue.subject && rendered.from.markdown === issue.markdown ? { html: rendered.html, text: rendered.text } : {};
    const rows = await tx.$executeRaw`
      INSERT INTO newsletter_deliveries (id, "issueId", "memberId", email, "idempotencyKey", batch, status, "updatedAt")
      SELECT gen_random_uuid()::text, ${issueId}, m.id, m.email, 'newsletter-' || ${issueId} || '-' || m.id,
             ((row_number() OVER (ORDER BY m.id)) - 1) / ${BATCH_SIZE}, 'queued', now()
      FROM members m
      WHERE EXISTS (SELECT 1 FROM newsletter_subscriptions s WHERE s."memberId" = m.id AND s."topicSlug" = ANY(${issue.topics}))
        AND NOT EXISTS (SELECT 1 FROM email_suppressions x WHERE x.email = lower(btrim(m.email)))`;
    const batches = Math.ceil(rows / BATCH_SIZE);
    await tx.newsletterIssue.update({ where: { id: issueId }, data: { preparedAt: new Date(), status: batches ? "sending" : "sent", finishedAt: batches ? null : new Date(), ...body } });
    for (let batch = 0; batch < batches; batch++) await sendJob(QUEUE.newsletterBatch, { issueId, batch }, {}, tx);
    return batches;
  });
}

/** An issue's e-mail rendered by its send job, with the text it was rendered from. */
export type RenderedIssue = { from: { subject: string; markdown: string }; html: string; text: string };

/** What a batch sends: the issue's text and, once its send began, the e-mail rendered then. */
export function getIssueBody(id: string) {
  return db.newsletterIssue.findUnique({ where: { id }, select: { subject: true, markdown: true, html: true, text: true, preparedAt: true } });
}

export type BatchRecipient = { id: string; email: string };

/**
 * Takes a batch for a provider call. Recipients still queued are checked again (subscribed to a
 * topic of the issue, member still there, not suppressed): the others are skipped, the rest marked
 * 'sending'. Rows already 'sending' are a call whose outcome was never recorded (the worker died):
 * they go again as they are, with the same key, so the provider delivers nothing twice.
 */
export async function claimBatch(issueId: string, batch: number): Promise<BatchRecipient[]> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`
      UPDATE newsletter_deliveries d SET status = 'skipped', "updatedAt" = now(),
        "lastError" = 'Not sent: unsubscribed, erased or suppressed since the send began'
      FROM newsletter_issues i
      WHERE d."issueId" = ${issueId} AND d.batch = ${batch} AND d.status = 'queued' AND i.id = d."issueId"
        AND (NOT EXISTS (SELECT 1 FROM newsletter_subscriptions s WHERE s."memberId" = d."memberId" AND s."topicSlug" = ANY(i.topics))
             OR EXISTS (SELECT 1 FROM email_suppressions x WHERE x.email = lower(btrim(d.email))))`;
    await tx.$executeRaw`UPDATE newsletter_deliveries SET status = 'sending', "updatedAt" = now() WHERE "issueId" = ${issueId} AND batch = ${batch} AND status = 'queued'`;
    return tx.$queryRaw<BatchRecipient[]>`SELECT id, email FROM newsletter_deliveries WHERE "issueId" = ${issueId} AND batch = ${batch} AND status = 'sending' ORDER BY id`;
  });
}

/** Records a call's outcome for its recipients; the issue is sent once none is left to go. */
export async function endBatch(issueId: string, outcome: { ids: string[]; providerIds: (string | null)[] } | { ids: string[]; error: string }) {
  await db.$transaction(async (tx) => {
    if ("error" in outcome) {
      await tx.newsletterDelivery.updateMany({ where: { id: { in: outcome.ids }, status: "sending" }, data: { status: "failed", lastError: outcome.error } });
    } else {
      // One statement for the whole batch: sending keeps its load on the database small.
      await tx.$executeRaw`
        UPDATE newsletter_deliveries d SET status = 'sent', "providerId" = v.pid, "sentAt" = now(), "updatedAt" = now()
        FROM unnest(${outcome.ids}::text[], ${outcome.providerIds}::text[]) AS v(id, pid)
        WHERE d.id = v.id AND d.status = 'sending'`;
    }
    const left = await tx.newsletterDelivery.count({ where: { issueId, status: { in: ["queued", "sending"] } } });
    if (left === 0) await tx.newsletterIssue.updateMany({ where: { id: issueId, status: "sending" }, data: { status: "sent", finishedAt: new Date() } });
  });
}

/** The member a delivery went to (for its unsubscribe links), or null when it is gone. */
export function findDeliveryMember(deliveryId: string) {
  return db.newsletterDelivery.findUnique({ where: { id: deliveryId }, select: { memberId: true, email: true, issueId: true } });
}

/** One-click unsubscribe: every topic of the member goes, and the issue counts it once. */
export async function unsubscribeByDelivery(deliveryId: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const delivery = await tx.newsletterDelivery.findUnique({ where: { id: deliveryId }, select: { memberId: true } });
    if (!delivery) return false;
    await tx.newsletterSubscription.deleteMany({ where: { memberId: delivery.memberId } });
    await tx.newsletterDelivery.updateMany({ where: { id: deliveryId, unsubscribedAt: null }, data: { unsubscribedAt: new Date() } });
    return true;
  });
}
