import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { adminJson } from "@/lib/admin/http";
import { publishChangelogEntry } from "@/lib/changelog/publish";
import { revalidateChangelog } from "@/lib/changelog/revalidate";

// POST /api/admin/changelog/{id}/publish -> {success, emailsQueued}: public, linked suggestions
// shipped, opted-in submitters e-mailed once (a repeated publish queues nothing new).
export const POST = apiHandler({ admin: true }, async ({ params }) => {
  const result = await publishChangelogEntry(String(params.id ?? ""));
  if (!result) throw notFound("Changelog entry");
  revalidateChangelog();
  return adminJson({ success: true, ...result });
});
