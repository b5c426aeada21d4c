import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ChangelogEntryData } from "@/lib/validation/changelog";

const LINKED = { suggestions: { select: { suggestion: { select: { id: true, name: true, status: true, isPublic: true, publicTitle: true } } } } } as const;

const dateOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** Every entry, drafts included, newest date first (the admin's list). */
export function listChangelogEntries() {
  return db.changelogEntry.findMany({ orderBy: [{ date: "desc" }, { createdAt: "desc" }], include: LINKED });
}

export function getChangelogEntry(id: string) {
  return db.changelogEntry.findUnique({ where: { id }, include: LINKED });
}

/** Published entries for /changelog and its feed; linked suggestions only by their public title. */
export async function listPublishedChangelog(take = 50) {
  const entries = await db.changelogEntry.findMany({
    where: { status: "published" },
    orderBy: [{ date: "desc" }, { publishedAt: "desc" }],
    take,
    select: {
      id: true,
      title: true,
      body: true,
      date: true,
      publishedAt: true,
      updatedAt: true,
      suggestions: { where: { suggestion: { isPublic: true } }, select: { suggestion: { select: { id: true, publicTitle: true } } } },
    },
  });
  return entries.map(({ suggestions, ...entry }) => ({ ...entry, shipped: suggestions.map((s) => s.suggestion) }));
}

/** Unknown suggestion ids are dropped, not an error: a suggestion may be deleted while the form is open. */
async function existingSuggestionIds(ids: string[], tx: Prisma.TransactionClient) {
  if (ids.length === 0) return [];
  const rows = await tx.featureSuggestion.findMany({ where: { id: { in: ids } }, select: { id: true } });
  return rows.map((r) => r.id);
}

export function createChangelogEntry(input: ChangelogEntryData) {
  return db.$transaction(async (tx) => {
    const ids = await existingSuggestionIds(input.suggestionIds, tx);
    return tx.changelogEntry.create({
      data: { title: input.title, body: input.body, date: dateOf(input.date), suggestions: { create: ids.map((suggestionId) => ({ suggestionId })) } },
      include: LINKED,
    });
  });
}

/** Replaces an entry's text, date and links. Null when it does not exist. */
export function updateChangelogEntry(id: string, input: ChangelogEntryData) {
  return db.$transaction(async (tx) => {
    const exists = await tx.changelogEntry.findUnique({ where: { id }, select: { id: true } });
    if (!exists) return null;
    const ids = await existingSuggestionIds(input.suggestionIds, tx);
    await tx.changelogSuggestion.deleteMany({ where: { entryId: id } });
    return tx.changelogEntry.update({
      where: { id },
      data: { title: input.title, body: input.body, date: dateOf(input.date), suggestions: { create: ids.map((suggestionId) => ({ suggestionId })) } },
      include: LINKED,
    });
  });
}

/** Takes an entry off /changelog (it can be published again; nobody is e-mailed twice). */
export async function unpublishChangelogEntry(id: string) {
  const { count } = await db.changelogEntry.updateMany({ where: { id }, data: { status: "draft" } });
  return count === 1;
}

/** The suggestions the admin can link: the newest, for the entry form's picker. */
export function listLinkableSuggestions(take = 200) {
  return db.featureSuggestion.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: { id: true, name: true, status: true, isPublic: true, publicTitle: true },
  });
}

/** The newest published entry's time, for the sitemap. */
export async function lastChangelogUpdate() {
  const row = await db.changelogEntry.findFirst({ where: { status: "published" }, orderBy: { updatedAt: "desc" }, select: { updatedAt: true } });
  return row?.updatedAt ?? null;
}
