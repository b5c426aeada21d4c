import "server-only";
import { createHash } from "node:crypto";
import { ApiError } from "@/lib/api/errors";
import { enqueueEmail } from "@/lib/data/outbox";
import { inTransaction } from "@/lib/data/transaction";
import { siteUrl } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { contactRecipient } from "@/lib/email/contact";
import { changelogShipped } from "@/lib/email/messages";
import { normaliseAddress } from "@/lib/email/unsubscribe";
import { ideaUnsubscribe, memberIdsByAddress } from "@/lib/ideas/unsubscribe-links";
import { confirmedEmailKeys, isConfirmedIn } from "@/lib/members/mail-policy";
import { countOf } from "@/lib/format/plural";
import { normalizeEmail } from "@/lib/testers/email";
import { cancelJob } from "@/lib/data/jobs";
import { releaseWaitingIssues } from "@/lib/data/newsletter-issues";
import { changelogIssue, changelogSource } from "@/lib/data/newsletter-sources";
import { sendAsNewsletter } from "@/lib/newsletter/from-source";

type Tx = Prisma.TransactionClient;
type Shipped = { id: string; name: string; email: string; createdAt: Date };

/** The idempotency key of the one e-mail per entry and person; it names no address (it goes to the provider). */
const keyOf = (entryId: string, address: string) => `changelog-${entryId}-${createHash("sha256").update(address).digest("hex").slice(0, 32)}`;

/**
 * Who a publish of the entry e-mails now, once each however many of the shipped suggestions they
 * are tied to: each opted-in submitter whose address is confirmed and whose "Updates on my
 * suggestions" is on (lib/members/mail-policy.ts), and each member who voted for or follows one of
 * them with "Idea updates" on; not those an earlier publish e-mailed already, nor a member who
 * stopped e-mails about that suggestion (lib/ideas/unsubscribe-links.ts). Keyed by the address
 * as the idempotency key has it (the first address of the person, trimmed and lower-cased).
 */
async function recipientsOf(tx: Tx, entryId: string, suggestionIds: string[]): Promise<Map<string, Shipped[]>> {
  const submitted = (await tx.featureSuggestion.findMany({
    where: { id: { in: suggestionIds }, notifyOptIn: true, email: { not: null } },
    select: { id: true, name: true, email: true, createdAt: true },
    orderBy: { createdAt: "asc" },
  })) as Shipped[];
  const confirmed = await confirmedEmailKeys(submitted.map((s) => s.email), tx, "suggestions");
  const muted = await mutedPairs(tx, suggestionIds);
  const people = new Map<string, Shipped[]>();
  // One e-mail per person: a submitter who also voted, under two spellings of one mailbox, is one.
  for (const s of [...submitted.filter((s) => isConfirmedIn(confirmed, s.email)), ...(await ideaSupportersOf(tx, suggestionIds))]) {
    const person = normalizeEmail(s.email);
    if (muted.has(`${s.id}\u0000${person}`)) continue;
    const theirs = people.get(person) ?? [];
    if (!theirs.some((t) => t.id === s.id)) people.set(person, [...theirs, s]);
  }
  const byAddress = new Map([...people.values()].map((theirs) => [normaliseAddress(theirs[0]!.email), theirs] as const));
  const told = await tx.emailOutbox.findMany({ where: { idempotencyKey: { in: [...byAddress.keys()].map((a) => keyOf(entryId, a)) } }, select: { idempotencyKey: true } });
  const toldKeys = new Set(told.map((t) => t.idempotencyKey));
  for (const address of [...byAddress.keys()]) if (toldKeys.has(keyOf(entryId, address))) byAddress.delete(address);
  return byAddress;
}

/** "<suggestion id>\0<member's address key>" of each member who stopped e-mails about one of these suggestions. */
async function mutedPairs(tx: Tx, suggestionIds: string[]): Promise<Set<string>> {
  const mutes = await tx.ideaMute.findMany({ where: { suggestionId: { in: suggestionIds } }, select: { suggestionId: true, member: { select: { emailKey: true } } } });
  return new Set(mutes.map((m) => `${m.suggestionId}\u0000${m.member.emailKey}`));
}

/** The members who voted for or follow these suggestions, with "Idea updates" on: named by the public titles they saw. */
async function ideaSupportersOf(tx: Tx, suggestionIds: string[]): Promise<Shipped[]> {
  if (suggestionIds.length === 0) return [];
  const ids = Prisma.join(suggestionIds);
  return tx.$queryRaw<Shipped[]>`
    SELECT s.id, s."publicTitle" AS name, m.email, s."createdAt"
    FROM (SELECT "memberId", "suggestionId" FROM idea_votes WHERE "suggestionId" IN (${ids})
          UNION SELECT "memberId", "suggestionId" FROM idea_follows WHERE "suggestionId" IN (${ids})) AS t
    JOIN members m ON m.id = t."memberId" AND m."ideaUpdates"
    JOIN feature_suggestions s ON s.id = t."suggestionId"
    ORDER BY m.id, s."createdAt"`;
}

/** How many people publishing the entry would e-mail now (the admin confirms that number); null when there is no such entry. */
export function countChangelogRecipients(id: string): Promise<number | null> {
  return inTransaction((tx) => countRecipientsIn(tx, id));
}

/** countChangelogRecipients in `tx`. */
export async function countRecipientsIn(tx: Tx, id: string): Promise<number | null> {
  const entry = await tx.changelogEntry.findUnique({ where: { id }, select: { suggestions: { select: { suggestionId: true } } } });
  return entry ? (await recipientsOf(tx, id, entry.suggestions.map((s) => s.suggestionId))).size : null;
}

/**
 * Publishes a changelog entry: it shows on /changelog, the suggestions it links are marked
 * shipped, each of its recipients (recipientsOf) is e-mailed about it, exactly once, and its
 * "also send as a newsletter" issue, if any, is sent now (`newsletter`: made now if it has none).
 * Nothing is sent unless the admin confirmed how many people it e-mails (`confirmed`): a publish
 * that would e-mail anyone else answers 409 and changes nothing. A scheduled publish ("scheduled")
 * was confirmed when the admin scheduled it: it e-mails whoever the recipients are at its time.
 * Once-only holds across repeated and concurrent publishes: the entry's row is locked, and each
 * e-mail's idempotency key is the entry and the recipient (a second enqueue queues nothing).
 * Returns null when the entry does not exist.
 */
export function publishChangelogEntry(id: string, confirmed?: number, { newsletter = false } = {}) {
  return inTransaction((tx) => publishEntryIn(tx, id, confirmed, newsletter));
}

/** publishChangelogEntry's work, in `tx` (the scheduled publish's job runs it in its own). */
export async function publishEntryIn(tx: Tx, id: string, confirmed: number | "scheduled" | undefined, newsletter: boolean) {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM changelog_entries WHERE id = ${id} FOR UPDATE`;
  if (locked.length === 0) return null;
  const links = await tx.changelogSuggestion.findMany({ where: { entryId: id }, select: { suggestionId: true } });
  const suggestionIds = links.map((s) => s.suggestionId);
  const recipients = await recipientsOf(tx, id, suggestionIds);
  assertConfirmed(recipients.size, confirmed);
  const entry = await tx.changelogEntry.update({ where: { id }, data: { status: "published" }, select: { id: true, title: true, body: true, publishedAt: true } });
  if (!entry.publishedAt) await tx.changelogEntry.update({ where: { id }, data: { publishedAt: new Date() } });
  await tx.featureSuggestion.updateMany({ where: { id: { in: suggestionIds }, status: { not: "shipped" } }, data: { status: "shipped" } });
  // Published now by hand, a pending scheduled publish has nothing left to do.
  await cancelJob("changelog_publish", id, tx);
  if (newsletter) await sendAsNewsletter(tx, changelogSource(id), changelogIssue(entry), true);
  await releaseWaitingIssues(tx, changelogSource(id));

  const members = await memberIdsByAddress(tx, [...recipients.values()].map((theirs) => theirs[0]!.email));
  let emailsQueued = 0;
  for (const [address, theirs] of recipients) {
    const email = await changelogShipped(
      theirs[0]!.email,
      { entryTitle: entry.title, changelogUrl: `${siteUrl}/changelog#${entry.id}`, suggestions: theirs.map((s) => ({ name: s.name, submittedAt: s.createdAt })) },
      contactRecipient(),
    );
    // Its one-click "stop e-mails about this idea" names the first idea it tells them of.
    const memberId = members.get(normalizeEmail(theirs[0]!.email));
    const unsubscribe = memberId ? { unsubscribe: ideaUnsubscribe(memberId, theirs[0]!.id) } : {};
    const queued = await enqueueEmail({ ...email, suggestionId: theirs[0]!.id, idempotencyKey: keyOf(entry.id, address), ...unsubscribe }, tx);
    if (queued) emailsQueued++;
  }
  return { id: entry.id, emailsQueued };
}

/** 409 unless the admin confirmed the number of people a publish e-mails (a scheduled publish confirmed it when scheduled). */
export function assertConfirmed(recipients: number, confirmed: number | "scheduled" | undefined) {
  if (recipients === 0 || confirmed === "scheduled" || confirmed === recipients) return;
  const message = `Publishing this entry e-mails ${countOf(recipients, "person", "people")}: confirm that number to publish`;
  throw new ApiError("conflict", message, { recipients: message });
}
