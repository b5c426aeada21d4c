import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { adminJson } from "@/lib/admin/http";
import { updateSuggestionByAdmin } from "@/lib/admin/suggestion-update";
import { revalidateSuggestionPages } from "@/lib/changelog/revalidate";
import { trashOne } from "@/lib/data/trash";
import { suggestionUpdateSchema } from "@/lib/validation/suggestion";

const idOf = (params: Record<string, string | string[] | undefined>) => String(params.id ?? "");

// PATCH /api/admin/feature-suggestions/{id} {status?, response?, adminNote?, notify?, isPublic?, publicTitle?, publicSummary?}
export const PATCH = apiHandler({ admin: true, schema: suggestionUpdateSchema }, async ({ body, params }) => {
  const result = await updateSuggestionByAdmin(idOf(params), body);
  revalidateSuggestionPages();
  return adminJson({ success: true, ...result });
});

// DELETE /api/admin/feature-suggestions/{id}: moves it to the trash (404 when it does not exist).
export const DELETE = apiHandler({ admin: true }, async ({ params, admin }) => {
  const batch = await trashOne("suggestion", idOf(params), admin.id);
  if (!batch) throw notFound("Feature suggestion");
  revalidateSuggestionPages();
  return adminJson({ success: true, trash: { batch } });
});
