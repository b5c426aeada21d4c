import "server-only";
import { cancelJob, pendingJobs, scheduleJob, type JobKind } from "@/lib/data/jobs";
import type { BlogPostInput } from "@/lib/validation/blog";

export type PostSchedule = { publishAt: Date | null; unpublishAt: Date | null };

const isFuture = (at: Date | null | undefined): at is Date => !!at && at.getTime() > Date.now();

/**
 * The state a save stores now: a future publish time keeps the post a draft until then; a publish
 * time already past publishes it at once, an unpublish time already past unpublishes it.
 */
export function statusWithSchedule(input: BlogPostInput): BlogPostInput {
  let status = input.status;
  if (input.publishAt) status = isFuture(input.publishAt) ? "draft" : "published";
  if (input.unpublishAt && !isFuture(input.unpublishAt)) status = "draft";
  return { ...input, status };
}

/** Stores the post's future times as jobs (null or a past time cancels); returns the schedule. */
export async function savePostSchedule(postId: string, input: BlogPostInput, by: string): Promise<PostSchedule> {
  const apply = async (kind: JobKind, at: Date | null | undefined) => {
    if (at === undefined) return;
    if (isFuture(at)) await scheduleJob(kind, postId, at, by);
    else await cancelJob(kind, postId);
  };
  await apply("post_publish", input.publishAt);
  await apply("post_unpublish", input.unpublishAt);
  return (await postSchedules([postId])).get(postId) ?? { publishAt: null, unpublishAt: null };
}

/** The pending publish and unpublish times of some posts. */
export async function postSchedules(ids: string[]): Promise<Map<string, PostSchedule>> {
  const map = new Map<string, PostSchedule>();
  for (const job of await pendingJobs(ids)) {
    const entry = map.get(job.target) ?? { publishAt: null, unpublishAt: null };
    if (job.kind === "post_publish") entry.publishAt = job.runAt;
    if (job.kind === "post_unpublish") entry.unpublishAt = job.runAt;
    map.set(job.target, entry);
  }
  return map;
}
