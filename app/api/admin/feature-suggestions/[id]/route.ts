import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { notFound } from "@/lib/api/errors";
import { trashOne } from "@/lib/data/trash";

// DELETE /api/admin/feature-suggestions/{id}: moves it to the trash (404 when it does not exist).
export const DELETE = apiHandler({ admin: true }, async ({ params, admin }) => {
  const batch = await trashOne("suggestion", String(params.id ?? ""), admin.id);
  if (!batch) throw notFound("Feature suggestion");
  return adminJson({ success: true, trash: { batch } });
});
