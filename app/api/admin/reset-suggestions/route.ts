import { revalidatePath } from "next/cache";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { revalidateSuggestionPages } from "@/lib/changelog/revalidate";
import { logActivity } from "@/lib/data/activity";
import { trashAll } from "@/lib/data/trash";
import { countOf } from "@/lib/format/plural";

// POST /api/admin/reset-suggestions: moves all feature suggestions to the trash.
export const POST = apiHandler({ admin: true }, async ({ req, admin }) => {
  const { batch, counts } = await trashAll(["suggestion"], admin.id);
  const count = counts.suggestion ?? 0;
  await logActivity({ action: "suggestions_reset", detail: `Reset ${countOf(count, "suggestion")}`, adminId: admin.id, ip: clientIp(req) });
  revalidatePath("/");
  revalidateSuggestionPages();
  return adminJson({ success: true, deleted: { suggestions: count }, trash: { batch } });
});
