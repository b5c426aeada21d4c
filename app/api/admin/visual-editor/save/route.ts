import { NextResponse } from "next/server";
import { revalidatePath } from "next/cache";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { logActivity } from "@/lib/data/activity";
import { commitSiteRevision } from "@/lib/data/site";
import { parseElementUpdates } from "@/lib/site/updates";
import { changedIds } from "@/lib/site/merge";
import { SAVE_MAX_BODY_BYTES, saveSiteSchema } from "@/lib/validation/site";
import { assertEditorUnlocked } from "@/lib/site/editor-access";

// POST /api/admin/visual-editor/save {elements}: validates every element, stores the merged state
// as a new revision and revalidates the site so the next visitor request shows it.
export const POST = apiHandler({ admin: true, schema: saveSiteSchema, maxBodyBytes: SAVE_MAX_BODY_BYTES }, async ({ req, body, admin }) => {
  await assertEditorUnlocked(req, admin);
  const { updates, customCss } = parseElementUpdates(body);

  const result = await commitSiteRevision((current) => {
    const next = { elements: { ...current.elements, ...updates }, customCss: customCss ?? current.customCss };
    const changed = changedIds(current, next);
    return changed.length ? { ...next, changed } : null;
  }, admin.username);
  if (result.changed.length) {
    await logActivity({ action: "site_saved", detail: `Saved the site: ${result.changed.join(", ")}`, adminId: admin.id, ip: clientIp(req) });
    revalidatePath("/", "layout");
  }
  return NextResponse.json({ success: true, message: "Changes saved successfully", revisionId: result.revisionId, changed: result.changed });
});
