import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { notFound } from "@/lib/api/errors";
import { trashOne } from "@/lib/data/trash";

// DELETE /api/admin/contact/{id}: moves it to the trash (404 when it does not exist).
export const DELETE = apiHandler({ admin: true }, async ({ params, admin }) => {
  const batch = await trashOne("contact", String(params.id ?? ""), admin.id);
  if (!batch) throw notFound("Contact message");
  return adminJson({ success: true, trash: { batch } });
});
