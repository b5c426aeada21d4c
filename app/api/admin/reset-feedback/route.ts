import { revalidatePath } from "next/cache";
import { apiHandler } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/request";
import { adminJson } from "@/lib/admin/http";
import { logActivity } from "@/lib/data/activity";
import { deleteAllFeedback } from "@/lib/data/feedback";
import { deleteAllSuggestions } from "@/lib/data/suggestions";
import { inTransaction } from "@/lib/data/transaction";

// POST /api/admin/reset-feedback: deletes all feedback and feature suggestions (the dashboard confirms first).
export const POST = apiHandler({ admin: true }, async ({ req, admin }) => {
  const [feedback, suggestions] = await inTransaction((tx) => Promise.all([deleteAllFeedback(tx), deleteAllSuggestions(tx)]));
  await logActivity({ action: "feedback_reset", detail: `Reset ${feedback.count} feedback entries and ${suggestions.count} suggestions`, adminId: admin.id, ip: clientIp(req) });
  revalidatePath("/"); // the landing page's tester count
  return adminJson({ success: true, deleted: { feedback: feedback.count, suggestions: suggestions.count } });
});
