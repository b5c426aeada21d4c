import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { deleteContactMessage } from "@/lib/data/contact";

// DELETE /api/admin/contact/{id}: deletes one contact message (404 when it does not exist).
export const DELETE = apiHandler({ admin: true }, async ({ params }) => {
  await deleteContactMessage(String(params.id ?? ""));
  return adminJson({ success: true });
});
