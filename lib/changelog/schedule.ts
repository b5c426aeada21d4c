import "server-only";
import { ApiError } from "@/lib/api/errors";
import { assertConfirmed, countRecipientsIn } from "@/lib/changelog/publish";
import { cancelJob, pendingJobs, scheduleJob } from "@/lib/data/jobs";
import { changelogIssue, changelogSource } from "@/lib/data/newsletter-sources";
import { inTransaction } from "@/lib/data/transaction";
import { db } from "@/lib/db";
import { sendAsNewsletter } from "@/lib/newsletter/from-source";

// A changelog entry's scheduled publish: one pending job (scheduled_jobs, kind changelog_publish)
// that publishes it at its time (lib/jobs/changelog-publish.ts). Its newsletter issue, if the
// admin asked for one, waits for that publish rather than keeping a time of its own, so it
// follows the entry when the time moves and goes nowhere when the schedule is cancelled.

export type ChangelogSchedule = { publishAt: string | null; newsletter: string | null };

/**
 * Schedules (or moves) the entry's publish. The admin confirms now the number of people the
 * publish e-mails, as for a publish now (409 otherwise). Null when there is no such entry.
 */
export function scheduleChangelogPublish(id: string, at: Date, { confirmed, newsletter, by }: { confirmed?: number; newsletter: boolean; by: string }) {
  return inTransaction(async (tx) => {
    const entry = await tx.changelogEntry.findUnique({ where: { id }, select: { title: true, body: true, status: true } });
    if (!entry) return null;
    if (entry.status === "published") throw new ApiError("conflict", "This entry is published already", { at: "Already published" });
    assertConfirmed((await countRecipientsIn(tx, id)) ?? 0, confirmed);
    await scheduleJob("changelog_publish", id, at, by, tx);
    if (newsletter) await sendAsNewsletter(tx, changelogSource(id), changelogIssue(entry), false);
    return { publishAt: at.toISOString() };
  });
}

/** Cancels the entry's pending publish (its newsletter issue keeps waiting for a publish). */
export const cancelChangelogPublish = (id: string) => cancelJob("changelog_publish", id);

/** Each entry's pending publish time and the state of its newsletter issue, for the admin's list. */
export async function changelogSchedules(ids: string[]): Promise<Record<string, ChangelogSchedule>> {
  const [jobs, issues] = await Promise.all([
    pendingJobs(ids),
    db.newsletterIssue.findMany({ where: { source: { in: ids.map(changelogSource) } }, select: { source: true, status: true } }),
  ]);
  const out: Record<string, ChangelogSchedule> = Object.fromEntries(ids.map((id) => [id, { publishAt: null, newsletter: null }]));
  for (const job of jobs) if (job.kind === "changelog_publish" && out[job.target]) out[job.target]!.publishAt = job.runAt.toISOString();
  for (const issue of issues) {
    const id = issue.source?.slice(changelogSource("").length) ?? "";
    if (out[id]) out[id]!.newsletter = issue.status;
  }
  return out;
}
