import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { adminJson } from "@/lib/admin/http";
import { eraseTrash } from "@/lib/data/trash";

// DELETE /api/admin/trash/{batch}: erases one deleted entry (or one reset) for good.
export const DELETE = apiHandler({ admin: true }, async ({ params }) => {
  if (!(await eraseTrash(String(params.batch ?? "")))) throw notFound("Trash item");
  return adminJson({ success: true });
});
