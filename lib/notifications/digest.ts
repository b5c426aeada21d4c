import "server-only";
import { getNotificationSettings, takeDigestEvents } from "@/lib/data/notifications";
import { enqueueEmail } from "@/lib/data/outbox";
import { inTransaction } from "@/lib/data/transaction";
import { contactRecipient } from "@/lib/email/contact";
import { ownerDigest } from "@/lib/email/messages";
import { env, siteUrl } from "@/lib/env";
import { formatSiteDate } from "@/lib/format/site-date";
import { adminLinkFor } from "@/lib/notifications/links";
import { EVENT_KINDS, EVENT_LABELS, type EventKind } from "@/lib/validation/notifications";

/** Two digests are at least this far apart, whatever runs the job twice in its hour. */
const MIN_GAP_MS = 20 * 3600_000;

const hourFormat = new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone: env.SITE_TIMEZONE });
/** The hour of `now` on the site's clock (SITE_TIMEZONE), 0 to 23. */
export const siteHour = (now: Date) => Number(hourFormat.format(now)) % 24;

/**
 * The digest job's work at `now` (hourly): in the owner's chosen hour, one e-mail listing every
 * event of the kinds set to "Daily digest" since the last one, grouped by kind. Returns how many
 * it listed (0: not the hour, already sent, or nothing new).
 */
export async function sendDigestIfDue(now: Date): Promise<number> {
  const settings = await getNotificationSettings();
  if (siteHour(now) !== settings.digestHour) return 0;
  return inTransaction(async (tx) => {
    const events = await takeDigestEvents(tx, now, MIN_GAP_MS);
    if (!events.length) return 0;
    const groups = EVENT_KINDS.map((kind: EventKind) => ({
      title: EVENT_LABELS[kind],
      link: adminLinkFor(kind),
      items: events.filter((e) => e.kind === kind).map((e) => ({ summary: e.summary, when: formatSiteDate(e.createdAt, "dateTime") })),
    })).filter((group) => group.items.length);
    const email = await ownerDigest(contactRecipient(), { total: events.length, groups, settingsLink: `${siteUrl}/admin/settings` });
    await enqueueEmail({ ...email, idempotencyKey: `digest-${now.toISOString().slice(0, 13)}` }, tx);
    return events.length;
  });
}
