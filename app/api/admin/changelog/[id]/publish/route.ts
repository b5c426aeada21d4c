import { apiHandler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { adminJson } from "@/lib/admin/http";
import { countChangelogRecipients, publishChangelogEntry } from "@/lib/changelog/publish";
import { revalidateChangelog } from "@/lib/changelog/revalidate";

const idOf = (params: Record<string, string | string[] | undefined>) => String(params.id ?? "");

// GET /api/admin/changelog/{id}/publish -> {recipients}: how many people a publish would e-mail
// now, for the admin to confirm before anything is sent.
export const GET = apiHandler({ admin: true }, async ({ params }) => {
  const recipients = await countChangelogRecipients(idOf(params));
  if (recipients === null) throw notFound("Changelog entry");
  return adminJson({ recipients });
});

// POST /api/admin/changelog/{id}/publish?recipients=N[&newsletter=1] -> {success, emailsQueued}:
// public, linked suggestions shipped, opted-in submitters e-mailed once (a repeated publish queues
// nothing new). N is the count the admin confirmed (GET above); a publish that would e-mail anyone
// answers 409 without it or when the count changed since, and changes nothing. `newsletter=1`:
// "also send as a newsletter" to "Product updates", once per entry.
export const POST = apiHandler({ admin: true }, async ({ req, params }) => {
  const query = req.nextUrl.searchParams;
  const asked = query.get("recipients");
  const confirmed = asked !== null && /^\d{1,6}$/.test(asked) ? Number(asked) : undefined;
  const result = await publishChangelogEntry(idOf(params), confirmed, { newsletter: query.get("newsletter") === "1" });
  if (!result) throw notFound("Changelog entry");
  revalidateChangelog();
  return adminJson({ success: true, ...result });
});
