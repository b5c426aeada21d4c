import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { updateSuggestionByAdmin } from "@/lib/admin/suggestion-update";
import { revalidateRoadmap } from "@/lib/changelog/revalidate";
import { deleteSuggestion } from "@/lib/data/suggestions";
import { suggestionUpdateSchema } from "@/lib/validation/suggestion";

const idOf = (params: Record<string, string | string[] | undefined>) => String(params.id ?? "");

// PATCH /api/admin/feature-suggestions/{id} {status?, response?, isPublic?, publicTitle?, publicSummary?}
export const PATCH = apiHandler({ admin: true, schema: suggestionUpdateSchema }, async ({ body, params }) => {
  const result = await updateSuggestionByAdmin(idOf(params), body);
  revalidateRoadmap();
  return adminJson({ success: true, ...result });
});

// DELETE /api/admin/feature-suggestions/{id}: deletes one suggestion (404 when it does not exist).
export const DELETE = apiHandler({ admin: true }, async ({ params }) => {
  await deleteSuggestion(idOf(params));
  revalidateRoadmap();
  return adminJson({ success: true });
});
