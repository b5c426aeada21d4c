import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { adminJson } from "@/lib/admin/http";
import { cancelChangelogPublish, scheduleChangelogPublish } from "@/lib/changelog/schedule";
import { getChangelogEntry } from "@/lib/data/changelog";
import { changelogScheduleSchema } from "@/lib/validation/changelog";

const idOf = (params: Record<string, string | string[] | undefined>) => String(params.id ?? "");

// POST /api/admin/changelog/{id}/schedule {at, recipients?, newsletter?} -> {publishAt}: publishes
// the entry at `at` (a second call moves it). `recipients` is the count the admin confirmed, as
// for a publish now (409 without it when the publish e-mails anyone); `newsletter` makes its issue
// to "Product updates", sent when (and only if) the entry publishes.
export const POST = apiHandler({ admin: true, schema: changelogScheduleSchema }, async ({ params, body, admin }) => {
  const scheduled = await scheduleChangelogPublish(idOf(params), body.at, { confirmed: body.recipients, newsletter: body.newsletter, by: admin.username });
  if (!scheduled) throw notFound("Changelog entry");
  return adminJson({ success: true, ...scheduled });
});

// DELETE /api/admin/changelog/{id}/schedule: cancels the pending publish; the entry stays a draft.
export const DELETE = apiHandler({ admin: true }, async ({ params }) => {
  const id = idOf(params);
  if (!(await getChangelogEntry(id))) throw notFound("Changelog entry");
  await cancelChangelogPublish(id);
  return adminJson({ success: true });
});
