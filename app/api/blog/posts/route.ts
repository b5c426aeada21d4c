import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { getTokenAdmin } from "@/lib/auth/session";
import { createBlogPost } from "@/lib/blog/posts";
import { readingMinutes } from "@/lib/blog/reading-time";
import { revalidateBlog } from "@/lib/blog/revalidate";
import { postSchedules, savePostSchedule, statusWithSchedule } from "@/lib/blog/schedule";
import { listPostsWithContent } from "@/lib/data/blog";
import { BLOG_MAX_BODY_BYTES, blogPostSchema } from "@/lib/validation/blog";

export const dynamic = "force-dynamic";

const withReadingTime = <T extends { content: string }>(post: T) => ({ ...post, readingTime: readingMinutes(post.content) });

// GET /api/blog/posts (spec 7): published posts newest first; the admin also gets drafts.
export const GET = apiHandler({}, async ({ req }) => {
  const admin = await getTokenAdmin(req);
  const posts = await listPostsWithContent({ includeDrafts: admin !== null });
  // The admin also sees each post's pending publish and unpublish times.
  const schedules = admin ? await postSchedules(posts.map((p) => p.id)) : null;
  const list = posts.map((post) => ({ ...withReadingTime(post), ...(schedules ? { schedule: schedules.get(post.id) ?? { publishAt: null, unpublishAt: null } } : {}) }));
  return NextResponse.json(list, { headers: { "Cache-Control": "private, no-store" } });
});

// POST /api/blog/posts (spec 7): create a post (admin); the author is the admin.
export const POST = apiHandler({ admin: true, schema: blogPostSchema, maxBodyBytes: BLOG_MAX_BODY_BYTES }, async ({ body, admin }) => {
  const post = await createBlogPost(statusWithSchedule(body), admin);
  const schedule = await savePostSchedule(post.id, body, admin.username);
  revalidateBlog(post.slug);
  return NextResponse.json({ ...withReadingTime(post), schedule }, { status: 201 });
});
