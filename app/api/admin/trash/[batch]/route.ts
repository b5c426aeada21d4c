import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { adminJson } from "@/lib/admin/http";
import { revalidateSuggestionPages } from "@/lib/changelog/revalidate";
import { eraseTrash } from "@/lib/data/trash";

// DELETE /api/admin/trash/{batch}: erases one deleted entry (or one reset) for good.
export const DELETE = apiHandler({ admin: true }, async ({ params }) => {
  if (!(await eraseTrash(String(params.batch ?? "")))) throw notFound("Trash item");
  // Like every write to suggestions, in or out of the trash: no page is left to guess about.
  revalidateSuggestionPages();
  return adminJson({ success: true });
});
