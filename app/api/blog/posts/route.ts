import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { getTokenAdmin } from "@/lib/auth/session";
import { createBlogPost } from "@/lib/blog/posts";
import { toApiPost, toApiPosts } from "@/lib/blog/api-post";
import { revalidateBlog } from "@/lib/blog/revalidate";
import { postSchedules, savePostSchedule, statusWithSchedule } from "@/lib/blog/schedule";
import { listPostsWithContent } from "@/lib/data/blog";
import { followPostSave } from "@/lib/newsletter/from-source";
import { BLOG_MAX_BODY_BYTES, blogPostSchema } from "@/lib/validation/blog";

export const dynamic = "force-dynamic";

// GET /api/blog/posts (spec 7): published posts newest first; the admin also gets drafts.
export const GET = apiHandler({}, async ({ req }) => {
  const admin = await getTokenAdmin(req);
  const posts = await listPostsWithContent({ includeDrafts: admin !== null });
  const list = await toApiPosts(posts);
  // The admin also sees each post's pending publish and unpublish times.
  if (admin) {
    const schedules = await postSchedules(posts.map((p) => p.id));
    for (const post of list) Object.assign(post, { schedule: schedules.get(post.id) ?? { publishAt: null, unpublishAt: null } });
  }
  return NextResponse.json(list, { headers: { "Cache-Control": "private, no-store" } });
});

// POST /api/blog/posts (spec 7): create a post (admin); the author is the admin (display name).
export const POST = apiHandler({ admin: true, schema: blogPostSchema, maxBodyBytes: BLOG_MAX_BODY_BYTES }, async ({ body, admin }) => {
  const post = await createBlogPost(statusWithSchedule(body), admin);
  const schedule = await savePostSchedule(post.id, body, admin.username);
  revalidateBlog(post.slug);
  await followPostSave(post, body);
  return NextResponse.json({ ...(await toApiPost(post)), schedule }, { status: 201 });
});
