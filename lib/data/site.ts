import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import { cancelJob } from "@/lib/data/jobs";
import { isBuildPhase } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { changedIds } from "@/lib/site/merge";
import { CUSTOM_CSS_ID } from "@/lib/site/validate";
import { DEFAULT_ELEMENTS, DEFAULT_SITE_CONTENT, text, type SiteContent, type SiteElements } from "@/lib/site/elements";

function toContent(row: { id: number; elements: unknown; customCss: string } | null): SiteContent {
  if (!row) return DEFAULT_SITE_CONTENT;
  const saved = (row.elements ?? {}) as SiteElements;
  return { elements: { ...DEFAULT_ELEMENTS, ...saved }, customCss: row.customCss, revisionId: row.id };
}

/**
 * What visitors see: the newest revision over the defaults. During `next build` no database is
 * reachable; the defaults are used and the pages are revalidated when the server starts. Read once
 * per render (React's cache): the root layout, its metadata and the page all ask, and while the
 * database is unreachable each read would wait out its own connection bound.
 */
export const getSiteContent = cache(async (): Promise<SiteContent> => {
  if (isBuildPhase) return DEFAULT_SITE_CONTENT;
  const row = await db.siteRevision.findFirst({
    orderBy: { id: "desc" },
    select: { id: true, elements: true, customCss: true },
  });
  return toContent(row);
});

/** The product name (the editor's "site title" element). */
export async function getSiteTitle(): Promise<string> {
  return text(await getSiteContent(), "site-title");
}

export async function saveSiteRevision(input: {
  elements: SiteElements;
  customCss: string;
  changed: string[];
  createdBy?: string | null;
  restoredFrom?: number | null;
}) {
  return db.siteRevision.create({
    data: {
      elements: input.elements,
      customCss: input.customCss,
      changed: input.changed,
      createdBy: input.createdBy ?? null,
      restoredFrom: input.restoredFrom ?? null,
    },
    select: { id: true, createdAt: true },
  });
}

export function listSiteRevisions(take = 50) {
  return db.siteRevision.findMany({
    orderBy: { id: "desc" },
    take,
    select: { id: true, changed: true, restoredFrom: true, createdBy: true, createdAt: true },
  });
}

export async function getSiteRevision(id: number): Promise<SiteContent | null> {
  const row = await db.siteRevision.findUnique({ where: { id }, select: { id: true, elements: true, customCss: true } });
  return row ? toContent(row) : null;
}

/** The newest saved state, read for a save or restore (never the build-time defaults). */
export async function getCurrentSiteContent(): Promise<SiteContent> {
  const row = await db.siteRevision.findFirst({ orderBy: { id: "desc" }, select: { id: true, elements: true, customCss: true } });
  return toContent(row);
}

export type RevisionDraft = { elements: SiteElements; customCss: string; changed: string[]; restoredFrom?: number | null };

type Tx = Prisma.TransactionClient;

/**
 * Publishes a revision built from the newest saved state, and ends the draft (it is what was
 * published, or what a restore replaced) with its schedule. Saves are serialised (an advisory
 * lock), so two editors saving at once never lose each other's changes. `build` returns null when
 * there is nothing to save; the current revision id is returned then.
 */
type Commit = { revisionId: number | null; changed: string[]; content: SiteContent };
type Build = (current: SiteContent, draft: SiteElements | null) => RevisionDraft | null;

export async function commitSiteRevision(build: Build, createdBy: string | null, tx?: Tx): Promise<Commit> {
  if (!tx) return db.$transaction((t) => commitSiteRevision(build, createdBy, t));
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(6006001)::text`;
  const row = await tx.siteRevision.findFirst({ orderBy: { id: "desc" }, select: { id: true, elements: true, customCss: true } });
  const current = toContent(row);
  const draftRow = await tx.siteDraft.findUnique({ where: { id: 1 }, select: { changes: true } });
  const draft = build(current, draftRow ? (draftRow.changes as SiteElements) : null);
  await tx.siteDraft.deleteMany({});
  await cancelJob("site_publish", "site", tx);
  if (!draft) return { revisionId: current.revisionId, changed: [] as string[], content: current };
  const saved = await tx.siteRevision.create({
    data: { elements: draft.elements, customCss: draft.customCss, changed: draft.changed, createdBy, restoredFrom: draft.restoredFrom ?? null },
    select: { id: true },
  });
  return { revisionId: saved.id, changed: draft.changed, content: { elements: draft.elements, customCss: draft.customCss, revisionId: saved.id } };
}

/** The live state with the draft's changes over it ("custom-css" is the custom CSS). */
export function withChanges(content: SiteContent, changes: SiteElements | null): SiteContent {
  if (!changes) return content;
  const { [CUSTOM_CSS_ID]: customCss, ...elements } = changes;
  return { elements: { ...content.elements, ...elements }, customCss: customCss ?? content.customCss, revisionId: content.revisionId };
}

export type SiteDraftState = { changes: SiteElements; updatedAt: Date; baseRevisionId: number | null };

export async function getSiteDraft(): Promise<SiteDraftState | null> {
  const row = await db.siteDraft.findUnique({ where: { id: 1 }, select: { changes: true, updatedAt: true, baseRevisionId: true } });
  return row ? { changes: row.changes as SiteElements, updatedAt: row.updatedAt, baseRevisionId: row.baseRevisionId } : null;
}

/**
 * Autosave: the draft becomes these changes, keeping only what differs from the live state. No
 * difference left: there is no draft (and no schedule for it).
 */
export async function saveSiteDraft(updates: SiteElements, customCss: string | undefined, updatedBy: string, keep: string[] = []) {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(6006001)::text`;
    const live = toContent(await tx.siteRevision.findFirst({ orderBy: { id: "desc" }, select: { id: true, elements: true, customCss: true } }));
    const changes: SiteElements = Object.fromEntries(Object.entries(updates).filter(([id, value]) => (live.elements[id] ?? "") !== value));
    if (customCss !== undefined && customCss !== live.customCss) changes[CUSTOM_CSS_ID] = customCss;
    // `keep`: elements this autosave could not take (invalid now) keep the value the draft had.
    if (keep.length) {
      const before = ((await tx.siteDraft.findUnique({ where: { id: 1 }, select: { changes: true } }))?.changes ?? {}) as SiteElements;
      for (const id of keep) if (before[id] !== undefined) changes[id] = before[id];
    }
    if (Object.keys(changes).length === 0) {
      await tx.siteDraft.deleteMany({});
      await cancelJob("site_publish", "site", tx);
      return null;
    }
    const data = { changes, baseRevisionId: live.revisionId, updatedBy, updatedAt: new Date() };
    const row = await tx.siteDraft.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data, select: { changes: true, updatedAt: true, baseRevisionId: true } });
    return { changes: row.changes as SiteElements, updatedAt: row.updatedAt, baseRevisionId: row.baseRevisionId };
  });
}

/** Publishes the draft as a revision (a schedule's run, or a schedule set in the past). */
export function publishSiteDraft(createdBy: string | null, tx?: Tx) {
  return commitSiteRevision(
    (current, draft) => {
      const next = withChanges(current, draft);
      const changed = changedIds(current, next);
      return changed.length ? { elements: next.elements, customCss: next.customCss, changed } : null;
    },
    createdBy,
    tx,
  );
}

/** Discard: back to the live state. */
export async function discardSiteDraft() {
  await commitSiteRevision(() => null, null);
}

/** The draft site (live state plus the draft), for the editor and preview links. */
export async function getDraftSiteContent(): Promise<SiteContent> {
  const [live, draft] = await Promise.all([getCurrentSiteContent(), getSiteDraft()]);
  return withChanges(live, draft?.changes ?? null);
}
