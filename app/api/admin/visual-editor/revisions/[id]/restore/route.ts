import { NextResponse } from "next/server";
import { revalidatePath } from "next/cache";
import { notFound } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { logActivity } from "@/lib/data/activity";
import { commitSiteRevision, getSiteRevision } from "@/lib/data/site";
import { assertEditorUnlocked } from "@/lib/site/editor-access";
import { changedIds } from "@/lib/site/merge";
import { revisionIdParam } from "@/lib/validation/site";

// POST /api/admin/visual-editor/revisions/{id}/restore: restoring is itself a new revision.
export const POST = apiHandler({ admin: true }, async ({ req, admin, params }) => {
  await assertEditorUnlocked(req, admin);
  const id = revisionIdParam(params.id);
  const target = await getSiteRevision(id);
  if (!target) throw notFound("Revision");
  const result = await commitSiteRevision(
    (current) => ({ elements: target.elements, customCss: target.customCss, changed: changedIds(current, target), restoredFrom: id }),
    admin.username,
  );
  await logActivity({ action: "site_saved", detail: `Restored revision #${id}`, adminId: admin.id, ip: clientIp(req) });
  revalidatePath("/", "layout");
  return NextResponse.json({
    success: true,
    message: `Revision #${id} restored`,
    revisionId: result.revisionId,
    elements: result.content.elements,
    customCss: result.content.customCss,
  });
});
