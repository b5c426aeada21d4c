import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { adminJson } from "@/lib/admin/http";
import { revalidateChangelog } from "@/lib/changelog/revalidate";
import { unpublishChangelogEntry } from "@/lib/data/changelog";

// POST /api/admin/changelog/{id}/unpublish: back to draft, off /changelog.
export const POST = apiHandler({ admin: true }, async ({ params }) => {
  if (!(await unpublishChangelogEntry(String(params.id ?? "")))) throw notFound("Changelog entry");
  revalidateChangelog();
  return adminJson({ success: true });
});
