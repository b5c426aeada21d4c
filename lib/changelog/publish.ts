import "server-only";
import { createHash } from "node:crypto";
import { enqueueEmail } from "@/lib/data/outbox";
import { inTransaction } from "@/lib/data/transaction";
import { siteUrl } from "@/lib/env";
import { contactRecipient } from "@/lib/email/contact";
import { changelogShipped } from "@/lib/email/messages";
import { normaliseAddress } from "@/lib/email/unsubscribe";
import { confirmedEmailKeys, isConfirmedIn } from "@/lib/members/mail-policy";

/**
 * Publishes a changelog entry: it shows on /changelog, the suggestions it links are marked
 * shipped, and each opted-in submitter of those suggestions whose address is confirmed is e-mailed
 * about it, exactly once.
 * Once-only holds across repeated and concurrent publishes: the entry's row is locked, and each
 * e-mail's idempotency key is the entry and the recipient (a second enqueue queues nothing).
 * Returns null when the entry does not exist.
 */
export async function publishChangelogEntry(id: string) {
  return inTransaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM changelog_entries WHERE id = ${id} FOR UPDATE`;
    if (locked.length === 0) return null;
    const entry = await tx.changelogEntry.update({
      where: { id },
      data: { status: "published" },
      select: { id: true, title: true, publishedAt: true, suggestions: { select: { suggestionId: true } } },
    });
    if (!entry.publishedAt) await tx.changelogEntry.update({ where: { id }, data: { publishedAt: new Date() } });
    const suggestionIds = entry.suggestions.map((s) => s.suggestionId);
    await tx.featureSuggestion.updateMany({ where: { id: { in: suggestionIds }, status: { not: "shipped" } }, data: { status: "shipped" } });

    const submitted = await tx.featureSuggestion.findMany({
      where: { id: { in: suggestionIds }, notifyOptIn: true, email: { not: null } },
      select: { id: true, name: true, email: true, createdAt: true },
      orderBy: { createdAt: "asc" },
    });
    // Only to confirmed addresses whose "Updates on my suggestions" is on (lib/members/mail-policy.ts), in one query.
    const confirmed = await confirmedEmailKeys(submitted.map((s) => s.email), tx, "suggestions");
    // One e-mail per person, however many of their suggestions the entry ships.
    const byAddress = new Map<string, typeof submitted>();
    for (const s of submitted.filter((s) => isConfirmedIn(confirmed, s.email!))) {
      const address = normaliseAddress(s.email!);
      byAddress.set(address, [...(byAddress.get(address) ?? []), s]);
    }
    let emailsQueued = 0;
    for (const [address, theirs] of byAddress) {
      const email = await changelogShipped(
        theirs[0]!.email!,
        { entryTitle: entry.title, changelogUrl: `${siteUrl}/changelog#${entry.id}`, suggestions: theirs.map((s) => ({ name: s.name, submittedAt: s.createdAt })) },
        contactRecipient(),
      );
      // The key names no address (it goes to the provider): a hash of it.
      const recipient = createHash("sha256").update(address).digest("hex").slice(0, 32);
      const queued = await enqueueEmail({ ...email, suggestionId: theirs[0]!.id, idempotencyKey: `changelog-${entry.id}-${recipient}` }, tx);
      if (queued) emailsQueued++;
    }
    return { id: entry.id, emailsQueued };
  });
}
