import { NextResponse } from "next/server";
import { revalidatePath } from "next/cache";
import { ApiError, type FieldErrors } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { logActivity } from "@/lib/data/activity";
import { commitSiteRevision } from "@/lib/data/site";
import { customCssProblem } from "@/lib/site/custom-css";
import { changedIds } from "@/lib/site/merge";
import { CUSTOM_CSS_ID, elementProblem, normaliseContent } from "@/lib/site/validate";
import { SAVE_MAX_BODY_BYTES, saveSiteSchema } from "@/lib/validation/site";
import { assertEditorUnlocked } from "@/lib/site/editor-access";

// POST /api/admin/visual-editor/save {elements}: validates every element, stores the merged state
// as a new revision and revalidates the site so the next visitor request shows it.
export const POST = apiHandler({ admin: true, schema: saveSiteSchema, maxBodyBytes: SAVE_MAX_BODY_BYTES }, async ({ req, body, admin }) => {
  await assertEditorUnlocked(req, admin);
  const fields: FieldErrors = {};
  const updates: Record<string, string> = {};
  let customCss = body.customCss;
  if (customCss !== undefined) {
    const problem = customCssProblem(customCss);
    if (problem) fields[CUSTOM_CSS_ID] = problem;
  }
  for (const element of body.elements) {
    const problem = elementProblem(element.id, element.content, element.type);
    if (problem) fields[element.id] ??= problem;
    else if (element.id === CUSTOM_CSS_ID) customCss = element.content;
    else updates[element.id] = normaliseContent(element.id, element.content);
  }
  const problems = Object.entries(fields);
  if (problems.length) {
    const [, message] = problems[0]!;
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : "";
    throw new ApiError("validation_failed", `${message}${more}`, fields);
  }

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
