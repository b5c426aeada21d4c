import { beforeEach, describe, expect, it } from "vitest";
import * as changelog from "@/app/api/admin/changelog/route";
import { POST as publish } from "@/app/api/admin/changelog/[id]/publish/route";
import * as schedule from "@/app/api/admin/changelog/[id]/schedule/route";
import { POST as createPost } from "@/app/api/blog/posts/route";
import { PUT as updatePost } from "@/app/api/blog/posts/[key]/route";
import { db } from "@/lib/db";
import { changelogPublishJob } from "@/lib/jobs/changelog-publish";
import { postPublishJob } from "@/lib/jobs/post-publish";
import { asSignedInAdmin } from "@/tests/integration/admin-session";
import { params, request } from "@/tests/integration/helpers";
import { clearJobs } from "@/tests/integration/jobs";
import { expectError } from "@/tests/integration/public-forms";

// "Also send as a newsletter" for changelog entries and posts: the issue goes when (and only if)
// its source publishes, following a schedule that moves or is cancelled.

const admin = asSignedInAdmin();
const as = (path: string, method: string, body?: unknown) => request(path, { method, body, cookie: admin.cookie() });
const hour = 3_600_000;
const issuesOf = (source: string) => db.newsletterIssue.findMany({ where: { source }, select: { status: true, topics: true, subject: true } });
const sendJobs = () => db.$queryRawUnsafe<{ state: string }[]>(`SELECT state FROM pgboss.job WHERE name = 'newsletter-send' ORDER BY created_on`);
const pendingSchedule = (kind: string, target: string) => db.scheduledJob.findUnique({ where: { kind_target: { kind, target } }, select: { jobId: true, runAt: true } });
/** What the queue does at the job's time: runs its handler (a moved or cancelled one finds no schedule). */
const runJob = (job: typeof changelogPublishJob, jobId: string, target: string) => job.run({ id: jobId, name: job.name, data: { target } } as Parameters<typeof job.run>[0]);

async function newEntry(title: string) {
  const response = await changelog.POST(as("/api/admin/changelog", "POST", { title, body: "What changed", date: "2026-11-29" }), params({}));
  return ((await response.json()) as { id: string }).id;
}
const scheduleEntry = (id: string, body: Record<string, unknown>) => schedule.POST(as(`/api/admin/changelog/${id}/schedule`, "POST", body), params({ id }));

describe("also send as a newsletter", () => {
  beforeEach(async () => {
    await clearJobs();
    await db.newsletterIssue.deleteMany();
  });

  it("a changelog entry published now sends one issue to Product updates, once however often it is published", async () => {
    const id = await newEntry("Dark mode");
    for (let i = 0; i < 2; i++) expect((await publish(as(`/api/admin/changelog/${id}/publish?recipients=0&newsletter=1`, "POST"), params({ id }))).status).toBe(200);
    expect(await issuesOf(`changelog:${id}`)).toEqual([{ status: "scheduled", topics: ["product-updates"], subject: "Dark mode" }]);
    expect((await sendJobs()).map((j) => j.state)).toEqual(["created"]);
    // Without the flag, a publish makes none.
    const plain = await newEntry("Quiet fix");
    await publish(as(`/api/admin/changelog/${plain}/publish?recipients=0`, "POST"), params({ id: plain }));
    expect(await issuesOf(`changelog:${plain}`)).toEqual([]);
  });

  it("a scheduled changelog publish: the issue waits, follows a moved time, and goes with the publish", async () => {
    const id = await newEntry("Offline mode");
    expect((await scheduleEntry(id, { at: new Date(Date.now() + hour).toISOString(), recipients: 0, newsletter: true })).status).toBe(200);
    const first = (await pendingSchedule("changelog_publish", id))!;
    expect(await issuesOf(`changelog:${id}`)).toEqual([expect.objectContaining({ status: "waiting" })]);

    const later = new Date(Date.now() + 2 * hour);
    expect((await scheduleEntry(id, { at: later.toISOString(), recipients: 0, newsletter: true })).status).toBe(200);
    const moved = (await pendingSchedule("changelog_publish", id))!;
    expect(moved.runAt).toEqual(later);
    const listed = await (await changelog.GET(as("/api/admin/changelog", "GET"), params({}))).json();
    expect(listed.entries.find((e: { id: string }) => e.id === id).schedule).toEqual({ publishAt: later.toISOString(), newsletter: "waiting" });

    // The first time's job finds its schedule moved: nothing is published and nothing sent.
    await runJob(changelogPublishJob, first.jobId!, id);
    expect((await db.changelogEntry.findUniqueOrThrow({ where: { id } })).status).toBe("draft");
    expect(await sendJobs()).toEqual([]);

    await runJob(changelogPublishJob, moved.jobId!, id);
    expect((await db.changelogEntry.findUniqueOrThrow({ where: { id } })).status).toBe("published");
    expect(await issuesOf(`changelog:${id}`)).toEqual([expect.objectContaining({ status: "scheduled" })]);
    expect((await sendJobs()).map((j) => j.state)).toEqual(["created"]);
  });

  it("a cancelled changelog schedule sends nothing; the issue keeps waiting for a publish", async () => {
    const id = await newEntry("Widgets");
    await scheduleEntry(id, { at: new Date(Date.now() + hour).toISOString(), newsletter: true });
    const job = (await pendingSchedule("changelog_publish", id))!;
    expect((await schedule.DELETE(as(`/api/admin/changelog/${id}/schedule`, "DELETE"), params({ id }))).status).toBe(200);
    await runJob(changelogPublishJob, job.jobId!, id);
    expect((await db.changelogEntry.findUniqueOrThrow({ where: { id } })).status).toBe("draft");
    expect(await issuesOf(`changelog:${id}`)).toEqual([expect.objectContaining({ status: "waiting" })]);
    expect(await sendJobs()).toEqual([]);
    // Published by hand later, it goes then.
    await publish(as(`/api/admin/changelog/${id}/publish?recipients=0`, "POST"), params({ id }));
    expect(await issuesOf(`changelog:${id}`)).toEqual([expect.objectContaining({ status: "scheduled" })]);
  });

  it("scheduling refuses a past time, a published entry and an unconfirmed count of people to e-mail", async () => {
    const id = await newEntry("Past");
    await expectError(await scheduleEntry(id, { at: new Date(Date.now() - hour).toISOString() }), 422, "validation_failed");
    await expectError(await scheduleEntry(id, { at: "tomorrow" }), 422, "validation_failed");
    await expectError(await scheduleEntry("nope", { at: new Date(Date.now() + hour).toISOString() }), 404, "not_found");
    const suggestion = await db.featureSuggestion.create({ data: { name: "Widgets", email: "ada@example.com", description: "Please", notifyOptIn: true } });
    await db.member.create({ data: { email: "ada@example.com", emailKey: "ada@example.com" } });
    await db.changelogSuggestion.create({ data: { entryId: id, suggestionId: suggestion.id } });
    await expectError(await scheduleEntry(id, { at: new Date(Date.now() + hour).toISOString() }), 409, "conflict");
    expect(await pendingSchedule("changelog_publish", id)).toBeNull();
    expect((await scheduleEntry(id, { at: new Date(Date.now() + hour).toISOString(), recipients: 1 })).status).toBe(200);
    await publish(as(`/api/admin/changelog/${id}/publish?recipients=1`, "POST"), params({ id }));
    // Published by hand: the pending publish is gone, and a new one is refused.
    expect(await pendingSchedule("changelog_publish", id)).toBeNull();
    await expectError(await scheduleEntry(id, { at: new Date(Date.now() + hour).toISOString(), recipients: 0 }), 409, "conflict");
  });

  it("a scheduled post's issue follows the post's moved time, and waits when the schedule is cancelled", async () => {
    const body = { title: "Later post", content: "Body", status: "draft", newsletter: true };
    const post = await (await createPost(as("/api/blog/posts", "POST", { ...body, publishAt: new Date(Date.now() + hour).toISOString() }), params({}))).json();
    const first = (await pendingSchedule("post_publish", post.id))!;
    expect(await issuesOf(`post:${post.id}`)).toEqual([expect.objectContaining({ status: "waiting", topics: ["blog"] })]);
    await updatePost(as(`/api/blog/posts/${post.id}`, "PUT", { ...body, publishAt: new Date(Date.now() + 2 * hour).toISOString() }), params({ key: post.id }));
    const moved = (await pendingSchedule("post_publish", post.id))!;
    await runJob(postPublishJob, first.jobId!, post.id);
    expect(await sendJobs()).toEqual([]);
    await runJob(postPublishJob, moved.jobId!, post.id);
    expect(await issuesOf(`post:${post.id}`)).toEqual([expect.objectContaining({ status: "scheduled" })]);
    expect((await sendJobs()).map((j) => j.state)).toEqual(["created"]);

    const cancelled = await (await createPost(as("/api/blog/posts", "POST", { ...body, title: "Maybe", publishAt: new Date(Date.now() + hour).toISOString() }), params({}))).json();
    await updatePost(as(`/api/blog/posts/${cancelled.id}`, "PUT", { ...body, title: "Maybe", publishAt: null }), params({ key: cancelled.id }));
    expect(await issuesOf(`post:${cancelled.id}`)).toEqual([expect.objectContaining({ status: "waiting" })]);
    // Published by hand later (box not ticked this time), the waiting issue goes then.
    await updatePost(as(`/api/blog/posts/${cancelled.id}`, "PUT", { ...body, title: "Maybe", status: "published", newsletter: false }), params({ key: cancelled.id }));
    expect(await issuesOf(`post:${cancelled.id}`)).toEqual([expect.objectContaining({ status: "scheduled" })]);
  });
});
