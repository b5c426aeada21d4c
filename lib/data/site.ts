import "server-only";
import { clearOnRevalidate } from "@/lib/cache/front-cache-hook.mjs";
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

// The product name for POST /api/feedback's reply, read once rather than per submission. Every
// change of site content revalidates the pages, which clears the front cache on every instance
// (lib/cache/front-cache-hook.mjs, NOTIFY for the others): the name is dropped with it. The TTL is
// a backstop for writes that revalidate nothing (e.g. SQL by hand).
const SITE_TITLE_TTL_MS = 10_000;
type TitleCache = { value: string | null; until: number; version: number; clear(): void };
const siteTitle = ((globalThis as { __stepwiseSiteTitle?: TitleCache }).__stepwiseSiteTitle ??= {
  value: null,
  until: 0,
  version: 0,
  clear() {
    this.value = null;
    this.version++;
  },
});
clearOnRevalidate(siteTitle);

export async function getSiteTitle(): Promise<string> {
  if (siteTitle.value !== null && Date.now() < siteTitle.until) return siteTitle.value;
  const version = siteTitle.version;
  const value = text(await getSiteContent(), "site-title");
  // A read that a revalidation overtook is used once, not kept.
  if (!isBuildPhase && version === siteTitle.version) Object.assign(siteTitle, { value, until: Date.now() + SITE_TITLE_TTL_MS });
  return value;
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
