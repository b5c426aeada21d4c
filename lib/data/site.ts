import "server-only";
import { db } from "@/lib/db";
import { isBuildPhase } from "@/lib/env";
import { DEFAULT_ELEMENTS, DEFAULT_SITE_CONTENT, text, type SiteContent, type SiteElements } from "@/lib/site/elements";

function toContent(row: { id: number; elements: unknown; customCss: string } | null): SiteContent {
  if (!row) return DEFAULT_SITE_CONTENT;
  const saved = (row.elements ?? {}) as SiteElements;
  return { elements: { ...DEFAULT_ELEMENTS, ...saved }, customCss: row.customCss, revisionId: row.id };
}

/**
 * What visitors see: the newest revision over the defaults. During `next build` no database is
 * reachable; the defaults are used and the pages are revalidated when the server starts.
 */
export async function getSiteContent(): Promise<SiteContent> {
  if (isBuildPhase) return DEFAULT_SITE_CONTENT;
  const row = await db.siteRevision.findFirst({
    orderBy: { id: "desc" },
    select: { id: true, elements: true, customCss: true },
  });
  return toContent(row);
}

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

/**
 * Saves a revision built from the newest saved state. Saves are serialised (an advisory lock), so
 * two editors saving at once never lose each other's changes. `build` returns null when there is
 * nothing to save; the current revision id is returned then.
 */
export async function commitSiteRevision(build: (current: SiteContent) => RevisionDraft | null, createdBy: string | null) {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(6006001)::text`;
    const row = await tx.siteRevision.findFirst({ orderBy: { id: "desc" }, select: { id: true, elements: true, customCss: true } });
    const current = toContent(row);
    const draft = build(current);
    if (!draft) return { revisionId: current.revisionId, changed: [] as string[], content: current };
    const saved = await tx.siteRevision.create({
      data: { elements: draft.elements, customCss: draft.customCss, changed: draft.changed, createdBy, restoredFrom: draft.restoredFrom ?? null },
      select: { id: true },
    });
    return { revisionId: saved.id, changed: draft.changed, content: { elements: draft.elements, customCss: draft.customCss, revisionId: saved.id } };
  });
}
