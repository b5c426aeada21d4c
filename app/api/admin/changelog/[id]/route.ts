import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { adminJson } from "@/lib/admin/http";
import { revalidateChangelog } from "@/lib/changelog/revalidate";
import { updateChangelogEntry } from "@/lib/data/changelog";
import { trashOne } from "@/lib/data/trash";
import { changelogEntrySchema } from "@/lib/validation/changelog";

const idOf = (params: Record<string, string | string[] | undefined>) => String(params.id ?? "");

// PUT /api/admin/changelog/{id} {title, body, date, suggestionIds}: edits an entry.
export const PUT = apiHandler({ admin: true, schema: changelogEntrySchema }, async ({ body, params }) => {
  const entry = await updateChangelogEntry(idOf(params), body);
  if (!entry) throw notFound("Changelog entry");
  revalidateChangelog();
  return adminJson(entry);
});

// DELETE /api/admin/changelog/{id}: moves the entry (with the list of what it ships) to the trash,
// restorable for 30 days like every admin delete; the answer names the trash batch.
export const DELETE = apiHandler({ admin: true }, async ({ params, admin }) => {
  const batch = await trashOne("changelog", idOf(params), admin.id);
  if (!batch) throw notFound("Changelog entry");
  revalidateChangelog();
  return adminJson({ success: true, trash: { batch } });
});
