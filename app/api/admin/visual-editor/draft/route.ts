import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { pendingJobs } from "@/lib/data/jobs";
import { discardSiteDraft, getSiteDraft, saveSiteDraft } from "@/lib/data/site";
import { assertEditorUnlocked } from "@/lib/site/editor-access";
import { parseElementUpdates } from "@/lib/site/updates";
import { countOf } from "@/lib/format/plural";
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

// PUT /api/admin/visual-editor/draft {elements, customCss?} -> {draft, invalid, message}: autosave.
// The draft becomes these changes (checked like a save); visitors still see the published site. An
// invalid element does not hold back the others: it keeps its last saved draft value and is named
// in `invalid` (a 422 only when no element is valid).
export const PUT = apiHandler({ admin: true, schema: saveSiteSchema, maxBodyBytes: SAVE_MAX_BODY_BYTES }, async ({ req, body, admin }) => {
  await assertEditorUnlocked(req, admin);
  const { updates, customCss, invalid } = parseElementUpdates(body, { partial: true });
  const draft = await saveSiteDraft(updates, customCss, admin.username, Object.keys(invalid));
  const message = !draft ? "No unpublished changes" : Object.keys(invalid).length ? `Draft saved, except ${countOf(Object.keys(invalid).length, "field")} to correct` : "Draft saved";
  return NextResponse.json({ draft, invalid, message }, { headers: NO_STORE });
});

// DELETE /api/admin/visual-editor/draft: discard the draft (and its schedule): back to the live site.
export const DELETE = apiHandler({ admin: true }, async ({ req, admin }) => {
  await assertEditorUnlocked(req, admin);
  await discardSiteDraft();
  return NextResponse.json({ success: true, message: "Draft discarded" }, { headers: NO_STORE });
});
