import { NextResponse } from "next/server";
import { ApiError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { getTokenAdmin } from "@/lib/auth/session";
import { updateBlogPost } from "@/lib/blog/posts";
import { toApiPost } from "@/lib/blog/api-post";
import { revalidateBlog } from "@/lib/blog/revalidate";
import { savePostSchedule, statusWithSchedule } from "@/lib/blog/schedule";
import { followPostSave } from "@/lib/newsletter/from-source";
import { getPostById, getPostBySlug } from "@/lib/data/blog";
import { trashOne } from "@/lib/data/trash";
import { BLOG_MAX_BODY_BYTES, blogPostSchema } from "@/lib/validation/blog";

// Next allows one dynamic segment name per level: the spec's GET /api/blog/posts/{slug} and
// PUT/DELETE /api/blog/posts/{id} share this [key] folder (a slug for GET, an id for writes).
export const dynamic = "force-dynamic";

const keyOf = (params: Record<string, string | string[] | undefined>) => {
  const key = params.key;
  return typeof key === "string" ? key : "";
};
const postNotFound = () => new ApiError("not_found", "Blog post not found");

// GET /api/blog/posts/{slug} (spec 7): one post; drafts only for the admin.
export const GET = apiHandler({}, async ({ req, params }) => {
  const admin = await getTokenAdmin(req);
  const post = await getPostBySlug(keyOf(params), { includeDrafts: admin !== null });
  if (!post) throw postNotFound();
  return NextResponse.json(await toApiPost(post), { headers: { "Cache-Control": "private, no-store" } });
});

// PUT /api/blog/posts/{id} (spec 7): update a post (admin).
export const PUT = apiHandler(
  { admin: true, schema: blogPostSchema, maxBodyBytes: BLOG_MAX_BODY_BYTES },
  async ({ body, params, admin }) => {
    const { post, previousSlug } = await updateBlogPost(keyOf(params), statusWithSchedule(body));
    const schedule = await savePostSchedule(post.id, body, admin.username);
    revalidateBlog(previousSlug, post.slug);
    await followPostSave(post, body);
    return NextResponse.json({ ...(await toApiPost(post)), schedule });
  },
);

// DELETE /api/blog/posts/{id} (spec 7): delete a post (admin). It goes to the trash, restorable for
// 30 days like every admin delete; the answer names the trash batch.
export const DELETE = apiHandler({ admin: true }, async ({ params, admin }) => {
  const id = keyOf(params);
  const post = await getPostById(id);
  if (!post) throw postNotFound();
  const batch = await trashOne("post", id, admin.id);
  if (!batch) throw postNotFound();
  revalidateBlog(post.slug);
  return NextResponse.json({ success: true, id, trash: { batch } });
});
