// TEMPORARY (issue 5): a minimal save call that only accepts the blog-enabled toggle, so that the
// blog's e2e tests can switch the blog on and off through the real HTTP API. The visual editor's
// issue builds the full POST /api/admin/visual-editor/save; at merge, REPLACE this file with it.
import { revalidatePath } from "next/cache";
import { NextResponse } from "next/server";
import { z } from "zod";
import { apiHandler } from "@/lib/api/handler";
import { getSiteContent, saveSiteRevision } from "@/lib/data/site";

export const dynamic = "force-dynamic";

const schema = z.object({
  elements: z
    .array(
      z.object({
        id: z.literal("blog-enabled", "Only the blog-enabled toggle can be saved here"),
        type: z.literal("toggle").optional(),
        content: z.enum(["true", "false"]),
      }),
    )
    .min(1)
    .max(1),
});

// POST /api/admin/visual-editor/save (spec 7), blog toggle only: a new revision over the current
// content, then every cached page is rebuilt on its next request.
export const POST = apiHandler({ admin: true, schema }, async ({ body, admin }) => {
  const current = await getSiteContent();
  const element = body.elements[0]!;
  const revision = await saveSiteRevision({
    elements: { ...current.elements, [element.id]: element.content },
    customCss: current.customCss,
    changed: [element.id],
    createdBy: admin.username,
  });
  revalidatePath("/", "layout");
  return NextResponse.json({ success: true, revisionId: revision.id });
});
