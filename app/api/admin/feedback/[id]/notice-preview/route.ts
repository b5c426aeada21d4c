import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { previewFeedbackNotice } from "@/lib/admin/feedback-response";
import { feedbackUpdateSchema } from "@/lib/validation/admin";

// POST /api/admin/feedback/{id}/notice-preview {the dialog's PATCH body}: whether "Notify the
// submitter" can send, and the exact e-mail it would send with these changes. Saves nothing.
export const POST = apiHandler({ admin: true, schema: feedbackUpdateSchema }, async ({ body, params }) => {
  return adminJson(await previewFeedbackNotice(String(params.id ?? ""), body));
});
