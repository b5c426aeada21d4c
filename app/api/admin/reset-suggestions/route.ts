import { revalidatePath } from "next/cache";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { logActivity } from "@/lib/data/activity";
import { deleteAllSuggestions } from "@/lib/data/suggestions";

// POST /api/admin/reset-suggestions: deletes all feature suggestions.
export const POST = apiHandler({ admin: true }, async ({ req, admin }) => {
  const { count } = await deleteAllSuggestions();
  await logActivity({ action: "suggestions_reset", detail: `Reset ${count} suggestions`, adminId: admin.id, ip: clientIp(req) });
  revalidatePath("/");
  return adminJson({ success: true, deleted: { suggestions: count } });
});
