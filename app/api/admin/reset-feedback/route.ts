import { revalidatePath } from "next/cache";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { revalidateSuggestionPages } from "@/lib/changelog/revalidate";
import { logActivity } from "@/lib/data/activity";
import { trashAll } from "@/lib/data/trash";
import { countOf } from "@/lib/format/plural";

// POST /api/admin/reset-feedback: moves all feedback and feature suggestions to the trash, in one
// batch the admin can restore for 30 days (the dashboard confirms first).
export const POST = apiHandler({ admin: true }, async ({ req, admin }) => {
  const { batch, counts } = await trashAll(["feedback", "suggestion"], admin.id);
  const feedback = counts.feedback ?? 0;
  const suggestions = counts.suggestion ?? 0;
  await logActivity({ action: "feedback_reset", detail: `Moved ${countOf(feedback, "feedback entry", "feedback entries")} and ${countOf(suggestions, "suggestion")} to the trash`, adminId: admin.id, ip: clientIp(req) });
  revalidatePath("/"); // the landing page's tester count
  revalidateSuggestionPages();
  return adminJson({ success: true, deleted: { feedback, suggestions }, trash: { batch } });
});
