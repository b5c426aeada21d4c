import { describe, expect, it } from "vitest";
import * as list from "@/app/api/admin/newsletter/route";
import * as one from "@/app/api/admin/newsletter/[id]/route";
import { POST as act } from "@/app/api/admin/newsletter/[id]/send/route";
import { POST as preview } from "@/app/api/admin/newsletter/preview/route";
import { PUT as saveSettings } from "@/app/api/admin/newsletter/settings/route";
import { POST as createPost } from "@/app/api/blog/posts/route";
import { PUT as updatePost } from "@/app/api/blog/posts/[key]/route";
import { db } from "@/lib/db";
import { suppressAddress } from "@/lib/data/suppressions";
import { asSignedInAdmin } from "@/tests/integration/admin-session";
import { params, request } from "@/tests/integration/helpers";

const admin = asSignedInAdmin();
const as = (path: string, method: string, body?: unknown) => request(path, { method, body, cookie: admin.cookie() });
const jobs = (name: string) => db.$queryRawUnsafe<{ state: string; start_after: Date }[]>(`SELECT state, start_after FROM pgboss.job WHERE name = '${name}' ORDER BY created_on`);

describe("/admin/newsletter's calls", () => {
  it("writes an issue, previews it, sends a test, schedules it, moves the schedule, then sends it now once", async () => {
    await db.newsletterTopic.createMany({ data: [{ slug: "blog", name: "Blog", description: "Posts" }, { slug: "product-updates", name: "Product updates", description: "" }] });
    await db.blogPost.create({ data: { slug: "hello", title: "Hello", excerpt: "An excerpt", content: "Body", author: "Team", status: "published", publishedAt: new Date() } });
    const overview = await (await list.GET(as("/api/admin/newsletter", "GET"), params({}))).json();
    expect(overview.topics.map((t: { slug: string }) => t.slug)).toEqual(["blog", "product-updates"]);
    expect(overview.sources[0]).toMatchObject({ source: expect.stringMatching(/^post:/), title: "Hello", topic: "blog" });

    const html = (await (await preview(as("/api/admin/newsletter/preview", "POST", { subject: "Hi", markdown: "A **bold** word" }), params({}))).json()).html as string;
    expect(html).toContain("<strong>bold</strong>");

    const created = await list.POST(as("/api/admin/newsletter", "POST", { subject: "Hi", markdown: overview.sources[0].markdown, topics: ["blog"], source: overview.sources[0].source }), params({}));
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const path = `/api/admin/newsletter/${id}/send`;

    expect((await act(as(path, "POST", { action: "test", to: "owner@example.com" }), params({ id }))).status).toBe(200);
    expect(await db.emailOutbox.findMany({ select: { kind: true, to: true, subject: true } })).toEqual([{ kind: "newsletter_test", to: "owner@example.com", subject: "[Test] Hi" }]);
    await suppressAddress("gone@example.com", "bounce");
    expect((await act(as(path, "POST", { action: "test", to: "gone@example.com" }), params({ id }))).status).toBe(422);

    const at = new Date(Date.now() + 3_600_000);
    expect((await act(as(path, "POST", { action: "schedule", at: at.toISOString() }), params({ id }))).status).toBe(200);
    expect((await act(as(path, "POST", { action: "schedule", at: new Date(Date.now() - 3_600_000).toISOString() }), params({ id }))).status).toBe(422);
    expect((await one.PUT(as(`/api/admin/newsletter/${id}`, "PUT", { subject: "Hi again", markdown: "Text", topics: ["blog"] }), params({ id }))).status).toBe(200);
    expect((await act(as(path, "POST", { action: "send" }), params({ id }))).status).toBe(200);
    // The scheduled job was cancelled and replaced by one due now.
    expect((await jobs("newsletter-send")).map((j) => j.state)).toEqual(["cancelled", "created"]);
    await db.newsletterIssue.update({ where: { id }, data: { status: "sending" } });
    expect((await act(as(path, "POST", { action: "send" }), params({ id }))).status).toBe(409);
    expect((await one.PUT(as(`/api/admin/newsletter/${id}`, "PUT", { subject: "Late", markdown: "Text", topics: ["blog"] }), params({ id }))).status).toBe(409);

    const detail = await (await one.GET(as(`/api/admin/newsletter/${id}`, "GET"), params({ id }))).json();
    expect(detail.issue).toMatchObject({ subject: "Hi again", status: "sending", source: overview.sources[0].source });
    expect(detail.failures).toEqual([]);
  });

  it("refuses unknown fields and empty topics; saves the welcome e-mail and topic descriptions", async () => {
    expect((await list.POST(as("/api/admin/newsletter", "POST", { subject: "S", markdown: "M", topics: [], extra: 1 }), params({}))).status).toBe(400);
    expect((await list.POST(as("/api/admin/newsletter", "POST", { subject: "S", markdown: "M", topics: [] }), params({}))).status).toBe(422);
    const saved = await saveSettings(as("/api/admin/newsletter/settings", "PUT", { welcomeSubject: "Welcome!", welcomeMarkdown: "Hello **you**", topics: [{ slug: "blog", description: "Our posts" }] }), params({}));
    expect(saved.status).toBe(200);
    expect(await db.newsletterSettings.findUniqueOrThrow({ where: { id: 1 }, select: { welcomeSubject: true } })).toEqual({ welcomeSubject: "Welcome!" });
    expect((await db.newsletterTopic.findUniqueOrThrow({ where: { slug: "blog" } })).description).toBe("Our posts");
  });

  it("a post saved with 'also send as a newsletter' queues one issue to Blog, at once or when it publishes", async () => {
    const now = await createPost(as("/api/blog/posts", "POST", { title: "Now post", excerpt: "Short", content: "Body", newsletter: true }), params({}));
    expect(now.status).toBe(201);
    const post = await now.json();
    const issue = await db.newsletterIssue.findFirstOrThrow({ where: { source: `post:${post.id}` } });
    expect(issue).toMatchObject({ subject: "Now post", topics: ["blog"], status: "scheduled" });
    expect(issue.markdown).toContain(`/blog/${post.slug}`);
    // Saved again with the box ticked: nothing more.
    expect((await updatePost(as(`/api/blog/posts/${post.id}`, "PUT", { title: "Now post", content: "Body 2", newsletter: true }), params({ key: post.id }))).status).toBe(200);
    expect(await db.newsletterIssue.count({ where: { source: `post:${post.id}` } })).toBe(1);

    const at = new Date(Date.now() + 86_400_000);
    const later = await (await createPost(as("/api/blog/posts", "POST", { title: "Later post", content: "Body", status: "draft", publishAt: at.toISOString(), newsletter: true }), params({}))).json();
    // It waits for the post's publish rather than keeping a time of its own (lib/newsletter/from-source.int.test.ts).
    expect(await db.newsletterIssue.findFirstOrThrow({ where: { source: `post:${later.id}` } })).toMatchObject({ status: "waiting", scheduledAt: null });
    const draft = await (await createPost(as("/api/blog/posts", "POST", { title: "Draft post", content: "Body", status: "draft", newsletter: true }), params({}))).json();
    expect(await db.newsletterIssue.count({ where: { source: `post:${draft.id}` } })).toBe(0);
  });
});
