import "server-only";
import { db } from "@/lib/db";
import { previewToken, verifyPreviewToken } from "@/lib/preview/token";

export type PreviewKind = "site" | "post";
const fields = { id: true, kind: true, postId: true, createdAt: true, expiresAt: true, revokedAt: true } as const;

const stateOf = (link: { expiresAt: Date; revokedAt: Date | null }) => (link.revokedAt ? "revoked" : link.expiresAt.getTime() <= Date.now() ? "expired" : "live");
const withUrl = <T extends { id: string; expiresAt: Date; revokedAt: Date | null }>(link: T) => ({
  ...link,
  path: `/preview/${previewToken(link.id, link.expiresAt)}`,
  state: stateOf(link),
});

export async function createPreviewLink(kind: PreviewKind, postId: string | null, expiresAt: Date, createdBy: string) {
  return withUrl(await db.previewLink.create({ data: { kind, postId, expiresAt, createdBy }, select: fields }));
}

/** The links of the site draft or of one post, newest first (revoked and expired ones too). */
export async function listPreviewLinks(kind: PreviewKind, postId: string | null) {
  const rows = await db.previewLink.findMany({ where: { kind, postId }, orderBy: { createdAt: "desc" }, take: 50, select: fields });
  return rows.map(withUrl);
}

export async function revokePreviewLink(id: string) {
  const { count } = await db.previewLink.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
  return count > 0;
}

/** What a token opens: a live (signed, unexpired, unrevoked) link, or null. */
export async function openPreviewLink(token: string) {
  const id = verifyPreviewToken(token);
  if (!id) return null;
  const link = await db.previewLink.findUnique({ where: { id }, select: fields });
  if (!link || link.revokedAt || link.expiresAt.getTime() <= Date.now()) return null;
  return link;
}
