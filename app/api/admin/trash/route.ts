import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { revalidateSuggestionPages } from "@/lib/changelog/revalidate";
import { logActivity } from "@/lib/data/activity";
import { emptyTrash, listTrash, TRASH_DAYS } from "@/lib/data/trash";
import { countOf } from "@/lib/format/plural";

// GET /api/admin/trash: what was deleted or reset in the last 30 days, newest first, one line each.
export const GET = apiHandler({ admin: true }, async () => {
  return adminJson({ batches: await listTrash(), keptDays: TRASH_DAYS });
});

// DELETE /api/admin/trash: empties the trash (the screen confirms first); nothing can be restored after.
export const DELETE = apiHandler({ admin: true }, async ({ req, admin }) => {
  const erased = await emptyTrash();
  revalidateSuggestionPages();
  await logActivity({ action: "trash_emptied", detail: `Erased ${countOf(erased, "entry", "entries")} from the trash`, adminId: admin.id, ip: clientIp(req) });
  return adminJson({ success: true, erased });
});
