import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { NextResponse } from "next/server";
import { DELETE as discard, GET as getDraft, PUT as putDraft } from "@/app/api/admin/visual-editor/draft/route";
import { PUT as schedule } from "@/app/api/admin/visual-editor/draft/schedule/route";
import { POST as save } from "@/app/api/admin/visual-editor/save/route";
import { POST as createPost } from "@/app/api/blog/posts/route";
import { GATE_COOKIE, setGateCookie } from "@/lib/auth/gate";
import { hashPassword } from "@/lib/auth/password";
import { createAdmin } from "@/lib/data/admin";
import { scheduleJob } from "@/lib/data/jobs";
import { getSiteContent, getSiteDraft } from "@/lib/data/site";
import { db } from "@/lib/db";
import { postPublishJob } from "@/lib/jobs/post-publish";
import { request, resetDatabase, signIn } from "@/tests/integration/helpers";
import { startJobs } from "@/tests/integration/jobs";

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});
/** A scheduled job's time comes now (rather than in an hour). */
const dueNow = (jobId: string) => db.$executeRawUnsafe("UPDATE pgboss.job SET start_after = now() WHERE id = $1::uuid", jobId);
const jobState = async (jobId: string) => (await db.$queryRawUnsafe<{ state: string }[]>("SELECT state::text FROM pgboss.job WHERE id = $1::uuid", jobId))[0]?.state;

let cookie = "";
const heading = (content: string) => ({ elements: [{ id: "hero-heading", type: "heading", content }] });
const call = <T extends (req: never) => Promise<Response>>(handler: T, path: string, method: string, body?: unknown) =>
  (handler as unknown as (req: unknown) => Promise<Response>)(request(path, { method, body, cookie }));

beforeAll(async () => {
  await resetDatabase();
  const row = await createAdmin("admin", await hashPassword("correct horse"));
  const { cookie: session, session: admin } = await signIn({ id: row.id, username: "admin" });
  const response = NextResponse.json({});
  await setGateCookie(response, admin);
  cookie = `${session}; ${GATE_COOKIE}=${response.cookies.get(GATE_COOKIE)?.value}`;
});

describe("the site draft", () => {
  it("autosaves without reaching visitors; Save Changes publishes and ends it", async () => {
    const live = (await getSiteContent()).elements["hero-heading"];
    const put = await call(putDraft, "/api/admin/visual-editor/draft", "PUT", heading("Draft only"));
    expect(put.status).toBe(200);
    expect((await getSiteContent()).elements["hero-heading"]).toBe(live);
    const got = await (await call(getDraft, "/api/admin/visual-editor/draft", "GET")).json();
    expect(got.draft.changes).toEqual({ "hero-heading": "Draft only" });
    expect((await call(save, "/api/admin/visual-editor/save", "POST", heading("Draft only"))).status).toBe(200);
    expect((await getSiteContent()).elements["hero-heading"]).toBe("Draft only");
    expect(await getSiteDraft()).toBeNull();
  });

  it("refuses bad element values with the field, and discards on request", async () => {
    const bad = await call(putDraft, "/api/admin/visual-editor/draft", "PUT", { elements: [{ id: "primary-color", type: "color", content: "red" }] });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields["primary-color"]).toBeTruthy();
    await call(putDraft, "/api/admin/visual-editor/draft", "PUT", heading("To discard"));
    expect((await call(discard, "/api/admin/visual-editor/draft", "DELETE")).status).toBe(200);
    expect(await getSiteDraft()).toBeNull();
  });

  it("saves the valid edits beside an invalid embed address, which keeps its last saved value and is named", async () => {
    const embed = (content: string) => ({ id: "prototype-embed-url", type: "embed", content });
    const first = await call(putDraft, "/api/admin/visual-editor/draft", "PUT", { elements: [embed("https://embed.figma.com/proto/Saved")] });
    expect(first.status).toBe(200);
    const mixed = await call(putDraft, "/api/admin/visual-editor/draft", "PUT", { elements: [embed("not an address"), ...heading("Saved beside a typo").elements] });
    expect(mixed.status).toBe(200);
    const body = await mixed.json();
    expect(Object.keys(body.invalid)).toEqual(["prototype-embed-url"]);
    expect(body.message).toBe("Draft saved, except 1 field to correct");
    expect((await getSiteDraft())?.changes).toEqual({ "hero-heading": "Saved beside a typo", "prototype-embed-url": "https://embed.figma.com/proto/Saved" });
    // A publish stays all or nothing.
    expect((await call(save, "/api/admin/visual-editor/save", "POST", { elements: [embed("not an address"), ...heading("x").elements] })).status).toBe(422);
    await call(discard, "/api/admin/visual-editor/draft", "DELETE");
  });

  it("a schedule in the past publishes at once; an invalid time is a 422 naming publishAt", async () => {
    await call(putDraft, "/api/admin/visual-editor/draft", "PUT", heading("Published by a past schedule"));
    const invalid = await call(schedule, "/api/admin/visual-editor/draft/schedule", "PUT", { publishAt: "2026-13-45T99:00" });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).error.fields.publishAt).toMatch(/valid date/);
    const past = await call(schedule, "/api/admin/visual-editor/draft/schedule", "PUT", { publishAt: new Date(Date.now() - 60_000).toISOString() });
    expect((await past.json()).published).toBe(true);
    expect((await getSiteContent()).elements["hero-heading"]).toBe("Published by a past schedule");
  });

  it("a future schedule is a job that publishes the draft when it runs", async () => {
    await call(putDraft, "/api/admin/visual-editor/draft", "PUT", heading("Published by the job"));
    const future = await call(schedule, "/api/admin/visual-editor/draft/schedule", "PUT", { publishAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await future.json()).published).toBe(false);
    const job = await db.scheduledJob.findFirstOrThrow({ where: { kind: "site_publish" } });
    stops.push((await startJobs()).stop);
    await new Promise((r) => setTimeout(r, 2500));
    expect((await getSiteContent()).elements["hero-heading"]).not.toBe("Published by the job");
    await dueNow(job.jobId!);
    await expect.poll(async () => (await getSiteContent()).elements["hero-heading"], { timeout: 15_000 }).toBe("Published by the job");
    expect((await getSiteContent()).elements["hero-heading"]).toBe("Published by the job");
    expect(await getSiteDraft()).toBeNull();
  });
});

describe("scheduled jobs", () => {
  it("rescheduling moves the job, and a scheduled publish and unpublish each run once, on one of two instances", async () => {
    const created = await call(createPost, "/api/blog/posts", "POST", { title: "Race", content: "Body", status: "draft" });
    const post = await created.json();
    const inAnHour = new Date(Date.now() + 3_600_000);
    await scheduleJob("post_publish", post.id, inAnHour, "admin");
    const first = await db.scheduledJob.findFirstOrThrow({ where: { target: post.id } });
    await scheduleJob("post_publish", post.id, new Date(Date.now() + 7_200_000), "admin");
    const moved = await db.scheduledJob.findFirstOrThrow({ where: { target: post.id } });
    expect(moved.jobId).not.toBe(first.jobId);
    expect(await jobState(first.jobId!)).toBe("cancelled");
    expect(await jobState(moved.jobId!)).toBe("created");
    await scheduleJob("post_unpublish", post.id, new Date(Date.now() + 7_300_000), "admin");
    const unpublish = await db.scheduledJob.findFirstOrThrow({ where: { target: post.id, kind: "post_unpublish" } });

    stops.push((await startJobs()).stop, (await startJobs()).stop);
    await dueNow(moved.jobId!);
    await expect.poll(async () => (await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).status, { timeout: 15_000 }).toBe("published");
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).publishedAt).toEqual(moved.runAt);
    expect(await db.scheduledJob.count({ where: { target: post.id, kind: "post_publish" } })).toBe(0);
    // A second run of the same job (pg-boss runs a job at least once) changes nothing.
    await db.blogPost.update({ where: { id: post.id }, data: { status: "draft" } });
    await postPublishJob.run({ id: moved.jobId!, name: "post-publish", data: { target: post.id } } as Parameters<typeof postPublishJob.run>[0]);
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("draft");

    await dueNow(unpublish.jobId!);
    await db.blogPost.update({ where: { id: post.id }, data: { status: "published" } });
    await expect.poll(async () => (await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).status, { timeout: 15_000 }).toBe("draft");
    expect(await db.scheduledJob.count({ where: { target: post.id } })).toBe(0);
  });

  it("post schedules: a future publish keeps a draft, a past one publishes, a bad date names its field", async () => {
    const future = await (await call(createPost, "/api/blog/posts", "POST", { title: "Later", content: "Body", publishAt: new Date(Date.now() + 60_000).toISOString() })).json();
    expect(future.status).toBe("draft");
    expect(future.schedule.publishAt).toBeTruthy();
    const past = await (await call(createPost, "/api/blog/posts", "POST", { title: "Earlier", content: "Body", status: "draft", publishAt: new Date(Date.now() - 60_000).toISOString() })).json();
    expect(past.status).toBe("published");
    const bad = await call(createPost, "/api/blog/posts", "POST", { title: "Bad", content: "Body", unpublishAt: "soon" });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields.unpublishAt).toMatch(/valid date/);
    const order = await call(createPost, "/api/blog/posts", "POST", {
      title: "Bad order",
      content: "Body",
      publishAt: new Date(Date.now() + 120_000).toISOString(),
      unpublishAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await order.json()).error.fields.unpublishAt).toMatch(/after the publish time/);
  });
});
