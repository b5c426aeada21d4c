import { revalidatePath } from "next/cache";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as blogContent } from "@/app/api/admin/visual-editor/blog-content/route";
import { DELETE as deleteOne, GET as getOne, PUT as updateOne } from "@/app/api/blog/posts/[key]/route";
import { GET as list, POST as create } from "@/app/api/blog/posts/route";
import { hashPassword } from "@/lib/auth/password";
import { createSessionToken } from "@/lib/auth/session";
import { BLOG_LIMITS } from "@/lib/validation/blog";
import { createAdmin } from "@/lib/data/admin";
import { getSiteContent, saveSiteRevision } from "@/lib/data/site";
import { BLOG_TEXT_DEFAULTS } from "@/lib/site/elements";
import { params, request, resetDatabase, sessionCookie } from "@/tests/integration/helpers";

let cookie = "";
type Post = { id: string; slug: string; title: string; author: string; status: string; tags: string[]; publishedAt: string | null; readingTime: number; content: string };

beforeAll(async () => {
  await resetDatabase();
  const admin = await createAdmin("editor", await hashPassword("blog-admin-password"));
  cookie = sessionCookie(await createSessionToken({ id: admin.id, username: admin.username }));
});
beforeEach(() => vi.mocked(revalidatePath).mockClear());

const post = (body: unknown, withCookie = true) => create(request("/api/blog/posts", { method: "POST", body, cookie: withCookie ? cookie : undefined }));
const put = (id: string, body: unknown, withCookie = true) =>
  updateOne(request(`/api/blog/posts/${id}`, { method: "PUT", body, cookie: withCookie ? cookie : undefined }), params({ key: id }));
const del = (id: string, withCookie = true) =>
  deleteOne(request(`/api/blog/posts/${id}`, { method: "DELETE", cookie: withCookie ? cookie : undefined }), params({ key: id }));
const getBySlug = (slug: string, withCookie = false) =>
  getOne(request(`/api/blog/posts/${slug}`, { cookie: withCookie ? cookie : undefined }), params({ key: slug }));
const valid = { title: "Safe Battery Removal", content: "## Step one\n\nDisconnect power first.", excerpt: "How to remove a battery safely", tags: ["Safety", "Electronics"] };

describe("POST /api/blog/posts", () => {
  it("answers 401 without a session and stores nothing", async () => {
    const response = await post(valid, false);
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe("unauthorized");
    expect(await (await list(request("/api/blog/posts", { cookie }))).json()).toEqual([]);
  });

  it("creates a published post with a slug from the title, the admin's public name as author, and revalidates the blog", async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    const created = (await response.json()) as Post;
    // The author is the display name (here its fallback, "{site title} Team"), never the login name.
    expect(created).toMatchObject({ slug: "safe-battery-removal", author: "StepWise Team", status: "published", tags: ["safety", "electronics"], readingTime: 1 });
    expect(created.publishedAt).not.toBeNull();
    const paths = vi.mocked(revalidatePath).mock.calls.map((c) => c[0]);
    expect(paths).toEqual(expect.arrayContaining(["/blog", "/blog/safe-battery-removal", "/sitemap.xml", "/blog/rss.xml"]));
  });

  it("gives a colliding title a numeric suffix", async () => {
    const second = (await (await post(valid)).json()) as Post;
    const third = (await (await post({ ...valid, title: "Safe battery removal!" })).json()) as Post;
    expect(second.slug).toBe("safe-battery-removal-2");
    expect(third.slug).toBe("safe-battery-removal-3");
  });

  it("gives concurrent saves of one title distinct slugs", async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => post({ ...valid, title: "Race Title" })));
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const slugs = await Promise.all(responses.map(async (r) => ((await r.json()) as Post).slug));
    expect(new Set(slugs).size).toBe(5);
    expect(slugs).toContain("race-title");
  });

  it("answers 409 for an explicit slug that is taken", async () => {
    const response = await post({ ...valid, slug: "safe-battery-removal" });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatchObject({ code: "conflict", fields: { slug: expect.any(String) } });
  });

  it.each([
    [{ ...valid, title: "" }, "title"],
    [{ ...valid, title: "x".repeat(BLOG_LIMITS.title + 1) }, "title"],
    [{ ...valid, content: "" }, "content"],
    [{ ...valid, content: "x".repeat(BLOG_LIMITS.content + 1) }, "content"],
    [{ ...valid, excerpt: "x".repeat(BLOG_LIMITS.excerpt + 1) }, "excerpt"],
    [{ ...valid, tags: "a, b" }, "tags"],
    [{ ...valid, tags: Array.from({ length: BLOG_LIMITS.tags + 1 }, (_, i) => `t${i}`) }, "tags"],
    [{ ...valid, status: "archived" }, "status"],
  ])("answers 422 with the field for bad input %#", async (body, field) => {
    const response = await post(body);
    expect(response.status).toBe(422);
    expect((await response.json()).error.fields[field]).toEqual(expect.any(String));
  });

  it("answers 415 for a non-JSON body and 403 for a foreign origin", async () => {
    const form = await create(request("/api/blog/posts", { method: "POST", rawBody: "title=x", headers: { "content-type": "application/x-www-form-urlencoded" }, cookie }));
    expect(form.status).toBe(415);
    const foreign = await create(request("/api/blog/posts", { method: "POST", body: valid, headers: { origin: "https://evil.example" }, cookie }));
    expect(foreign.status).toBe(403);
  });
});

describe("drafts", () => {
  let draft: Post;
  beforeAll(async () => {
    draft = (await (await post({ ...valid, title: "Secret Draft", status: "draft" })).json()) as Post;
  });

  it("hides drafts from the public list and single-post call, shows them to the admin", async () => {
    expect(draft.publishedAt).toBeNull();
    const publicList = (await (await list(request("/api/blog/posts"))).json()) as Post[];
    expect(publicList.map((p) => p.slug)).not.toContain("secret-draft");
    expect(publicList.every((p) => p.status === "published")).toBe(true);
    const adminList = (await (await list(request("/api/blog/posts", { cookie }))).json()) as Post[];
    expect(adminList.map((p) => p.slug)).toContain("secret-draft");
    expect((await getBySlug("secret-draft")).status).toBe(404);
    expect((await getBySlug("secret-draft", true)).status).toBe(200);
  });

  it("lists newest first", async () => {
    const publicList = (await (await list(request("/api/blog/posts"))).json()) as Post[];
    const dates = publicList.map((p) => Date.parse(p.publishedAt ?? ""));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it("a never-published draft's slug follows its title; publishing sets publishedAt", async () => {
    const renamed = (await (await put(draft.id, { ...valid, title: "Renamed Draft", status: "draft" })).json()) as Post;
    expect(renamed.slug).toBe("renamed-draft");
    const published = (await (await put(draft.id, { ...valid, title: "Renamed Draft", status: "published" })).json()) as Post;
    expect(published.publishedAt).not.toBeNull();
    expect((await getBySlug("renamed-draft")).status).toBe(200);
    // Once public, a new title keeps the URL.
    const retitled = (await (await put(draft.id, { ...valid, title: "Another Title" })).json()) as Post;
    expect(retitled.slug).toBe("renamed-draft");
  });
});

describe("GET /api/blog/posts/{slug}", () => {
  it("returns one post, or 404", async () => {
    const response = await getBySlug("safe-battery-removal");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ title: "Safe Battery Removal", content: valid.content, readingTime: 1 });
    const missing = await getBySlug("no-such-post");
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe("not_found");
  });
});

describe("PUT and DELETE /api/blog/posts/{id}", () => {
  let target: Post;
  beforeAll(async () => {
    target = (await (await post({ ...valid, title: "Edit Me" })).json()) as Post;
  });

  it("answers 401 without a session, 404 for an unknown id, 422 for bad input", async () => {
    expect((await put(target.id, valid, false)).status).toBe(401);
    expect((await del(target.id, false)).status).toBe(401);
    expect((await put("no-such-id", valid)).status).toBe(404);
    expect((await del("no-such-id")).status).toBe(404);
    const bad = await put(target.id, { ...valid, title: "   " });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.fields.title).toBeDefined();
  });

  it("updates a post and revalidates its page", async () => {
    const response = await put(target.id, { ...valid, title: "Edit Me", content: "New body text." });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: target.id, slug: "edit-me", content: "New body text." });
    expect(vi.mocked(revalidatePath).mock.calls.map((c) => c[0])).toContain("/blog/edit-me");
  });

  it("answers 409 when an explicit slug belongs to another post", async () => {
    const response = await put(target.id, { ...valid, slug: "safe-battery-removal" });
    expect(response.status).toBe(409);
  });

  it("deletes a post, then 404", async () => {
    const response = await del(target.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, id: target.id, trash: { batch: expect.any(String) } });
    expect(vi.mocked(revalidatePath).mock.calls.map((c) => c[0])).toContain("/blog/edit-me");
    expect((await getBySlug("edit-me")).status).toBe(404);
    expect((await del(target.id)).status).toBe(404);
  });
});

describe("GET /api/admin/visual-editor/blog-content", () => {
  it("answers 401 without a session", async () => {
    expect((await blogContent(request("/api/admin/visual-editor/blog-content"))).status).toBe(401);
  });

  it("returns the six keys with fallbacks, and saved values over them", async () => {
    const defaults = await (await blogContent(request("/api/admin/visual-editor/blog-content", { cookie }))).json();
    expect(defaults).toEqual(BLOG_TEXT_DEFAULTS);
    const current = await getSiteContent();
    await saveSiteRevision({ elements: { ...current.elements, "blog-intro-title": "Saved intro" }, customCss: "", changed: ["blog-intro-title"] });
    const saved = await (await blogContent(request("/api/admin/visual-editor/blog-content", { cookie }))).json();
    expect(saved).toEqual({ ...BLOG_TEXT_DEFAULTS, "blog-intro-title": "Saved intro" });
  });
});
