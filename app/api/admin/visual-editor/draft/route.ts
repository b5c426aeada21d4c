import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { pendingJobs } from "@/lib/data/jobs";
import { discardSiteDraft, getSiteDraft, saveSiteDraft } from "@/lib/data/site";
import { assertEditorUnlocked } from "@/lib/site/editor-access";
import { parseElementUpdates } from "@/lib/site/updates";
import { SAVE_MAX_BODY_BYTES, saveSiteSchema } from "@/lib/validation/site";

export const dynamic = "force-dynamic";
const NO_STORE = { "Cache-Control": "private, no-store" };

async function draftState() {
  const [draft, jobs] = await Promise.all([getSiteDraft(), pendingJobs(["site"])]);
  return { draft, publishAt: jobs.find((j) => j.kind === "site_publish")?.runAt ?? null };
}

// GET /api/admin/visual-editor/draft: the unpublished changes (restored when the editor opens).
export const GET = apiHandler({ admin: true }, async ({ req, admin }) => {
  await assertEditorUnlocked(req, admin);
  return NextResponse.json(await draftState(), { headers: NO_STORE });
});

// PUT /api/admin/visual-editor/draft {elements, customCss?}: autosave. The draft becomes these
// changes (checked like a save); visitors still see the published site.
export const PUT = apiHandler({ admin: true, schema: saveSiteSchema, maxBodyBytes: SAVE_MAX_BODY_BYTES }, async ({ req, body, admin }) => {
  await assertEditorUnlocked(req, admin);
  const { updates, customCss } = parseElementUpdates(body);
  const draft = await saveSiteDraft(updates, customCss, admin.username);
  return NextResponse.json({ draft, message: draft ? "Draft saved" : "No unpublished changes" }, { headers: NO_STORE });
});

// DELETE /api/admin/visual-editor/draft: discard the draft (and its schedule): back to the live site.
export const DELETE = apiHandler({ admin: true }, async ({ req, admin }) => {
  await assertEditorUnlocked(req, admin);
  await discardSiteDraft();
  return NextResponse.json({ success: true, message: "Draft discarded" }, { headers: NO_STORE });
});
