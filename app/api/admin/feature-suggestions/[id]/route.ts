import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { deleteSuggestion } from "@/lib/data/suggestions";

// DELETE /api/admin/feature-suggestions/{id}: deletes one suggestion (404 when it does not exist).
export const DELETE = apiHandler({ admin: true }, async ({ params }) => {
  await deleteSuggestion(String(params.id ?? ""));
  return adminJson({ success: true });
});
