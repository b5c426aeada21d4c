import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { previewSuggestionNotice } from "@/lib/admin/suggestion-update";
import { suggestionUpdateSchema } from "@/lib/validation/suggestion";

// POST /api/admin/feature-suggestions/{id}/notice-preview {the dialog's PATCH body}: whether
// "Notify the submitter" can send, and the exact e-mail it would send. Saves nothing.
export const POST = apiHandler({ admin: true, schema: suggestionUpdateSchema }, async ({ body, params }) => {
  return adminJson(await previewSuggestionNotice(String(params.id ?? ""), body));
});
