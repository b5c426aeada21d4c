import { NextResponse } from "next/server";
import { revalidatePath } from "next/cache";
import { ApiError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { cancelJob, scheduleJob } from "@/lib/data/jobs";
import { getSiteDraft, publishSiteDraft } from "@/lib/data/site";
import { assertEditorUnlocked } from "@/lib/site/editor-access";
import { siteScheduleSchema } from "@/lib/validation/schedule";

// PUT /api/admin/visual-editor/draft/schedule {publishAt}: the saved draft goes live at that
// time (lib/jobs, on whichever instance claims it); a time in the past publishes it at once.
export const PUT = apiHandler({ admin: true, schema: siteScheduleSchema }, async ({ req, body, admin }) => {
  await assertEditorUnlocked(req, admin);
  if (!(await getSiteDraft())) throw new ApiError("validation_failed", "There are no unpublished changes to schedule", { publishAt: "Make a change first" });
  if (body.publishAt.getTime() <= Date.now()) {
    const result = await publishSiteDraft(admin.username);
    revalidatePath("/", "layout");
    return NextResponse.json({ published: true, publishAt: null, revisionId: result.revisionId, message: "Changes published" });
  }
  await scheduleJob("site_publish", "site", body.publishAt, admin.username);
  return NextResponse.json({ published: false, publishAt: body.publishAt, message: "Publishing scheduled" });
});

// DELETE /api/admin/visual-editor/draft/schedule: the draft stays, unscheduled.
export const DELETE = apiHandler({ admin: true }, async ({ req, admin }) => {
  await assertEditorUnlocked(req, admin);
  await cancelJob("site_publish", "site");
  return NextResponse.json({ success: true, message: "Schedule cancelled" });
});
