import { apiHandler } from "@/lib/api/handler";
import { adminJson } from "@/lib/admin/http";
import { revalidateChangelog } from "@/lib/changelog/revalidate";
import { createChangelogEntry, listChangelogEntries, listLinkableSuggestions } from "@/lib/data/changelog";
import { changelogEntrySchema } from "@/lib/validation/changelog";

export const dynamic = "force-dynamic";

// GET /api/admin/changelog -> {entries, suggestions}: every entry (drafts too) and the linkable suggestions.
export const GET = apiHandler({ admin: true }, async () => {
  const [entries, suggestions] = await Promise.all([listChangelogEntries(), listLinkableSuggestions()]);
  return adminJson({ entries, suggestions });
});

// POST /api/admin/changelog {title, body, date, suggestionIds}: a new draft entry.
export const POST = apiHandler({ admin: true, schema: changelogEntrySchema }, async ({ body }) => {
  const entry = await createChangelogEntry(body);
  revalidateChangelog();
  return adminJson(entry, { status: 201 });
});
