import { NextResponse } from "next/server";
import { ApiError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { getPostById } from "@/lib/data/blog";
import { createPreviewLink, listPreviewLinks } from "@/lib/data/preview-links";
import { previewLinkSchema } from "@/lib/validation/preview-link";

export const dynamic = "force-dynamic";
const NO_STORE = { "Cache-Control": "private, no-store" };

// GET /api/admin/preview-links?kind=site|post&postId=: the links made for the draft site or a post.
export const GET = apiHandler({ admin: true }, async ({ req }) => {
  const params = req.nextUrl.searchParams;
  const kind = params.get("kind") === "post" ? "post" : "site";
  const postId = kind === "post" ? params.get("postId") : null;
  if (kind === "post" && !postId) throw new ApiError("validation_failed", "postId is required", { postId: "postId is required" });
  return NextResponse.json({ links: await listPreviewLinks(kind, postId) }, { headers: NO_STORE });
});

// POST /api/admin/preview-links {kind, postId?, days?}: a signed link that shows the draft to
// anyone holding it, until it expires (7 days by default) or is revoked.
export const POST = apiHandler({ admin: true, schema: previewLinkSchema }, async ({ body, admin }) => {
  let postId: string | null = null;
  if (body.kind === "post") {
    if (!body.postId || !(await getPostById(body.postId))) throw new ApiError("not_found", "Blog post not found", { postId: "Save the post first" });
    postId = body.postId;
  }
  const link = await createPreviewLink(body.kind, postId, new Date(Date.now() + body.days * 86_400_000), admin.username);
  return NextResponse.json({ link, message: "Preview link created" }, { status: 201, headers: NO_STORE });
});
