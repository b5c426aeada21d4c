import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { revalidateChangelog } from "@/lib/changelog/revalidate";
import { changelogSchedules } from "@/lib/changelog/schedule";
import { createChangelogEntry, listChangelogEntries, listLinkableSuggestions } from "@/lib/data/changelog";
import { changelogEntrySchema } from "@/lib/validation/changelog";

export const dynamic = "force-dynamic";

// GET /api/admin/changelog -> {entries, suggestions}: every entry (drafts too, each with its
// `schedule`: pending publish time and newsletter issue state) and the linkable suggestions.
export const GET = apiHandler({ admin: true }, async () => {
  const [entries, suggestions] = await Promise.all([listChangelogEntries(), listLinkableSuggestions()]);
  const schedules = await changelogSchedules(entries.map((e) => e.id));
  return adminJson({ entries: entries.map((e) => ({ ...e, schedule: schedules[e.id] })), suggestions });
});

// POST /api/admin/changelog {title, body, date, suggestionIds}: a new draft entry.
export const POST = apiHandler({ admin: true, schema: changelogEntrySchema }, async ({ body }) => {
  const entry = await createChangelogEntry(body);
  revalidateChangelog();
  return adminJson(entry, { status: 201 });
});
